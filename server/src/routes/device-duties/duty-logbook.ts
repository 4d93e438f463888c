/**
 * What the duty engine reads of a logbook (src/lib/fgas-duties.ts `DutyLogbookEntry`), for every
 * server read that computes duties: the columns, and the entries that matter (leak checks, repairs,
 * leak-detection-system checks, and any correction, which may stand in for one of them).
 */
import { and, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { DutyLogbookEntry } from '../../../../src/lib/fgas-duties';
import { refrigerantLogbookEntries as entries } from '../../db/schema/index';

export const dutyLogbookColumns = {
  id: entries.id,
  serviceObjectId: entries.serviceObjectId,
  kind: entries.kind,
  performedAt: entries.performedAt,
  leakCheckResult: entries.leakCheckResult,
  repairResult: entries.repairResult,
  detectionSystemResult: entries.detectionSystemResult,
  correctsEntryId: entries.correctsEntryId,
};

/** Live entries the duties depend on, narrowed further by `where`. */
export function dutyLogbookCondition(...where: (SQL | undefined)[]): SQL | undefined {
  return and(
    isNull(entries.deletedAt),
    or(inArray(entries.kind, ['leak_check', 'repair', 'lds_check']), isNotNull(entries.correctsEntryId)),
    ...where,
  );
}

/** A selected row as the engine reads it (timestamps as ISO strings). */
export function toDutyEntry<Row extends { performedAt: Date }>(
  row: Row,
): Omit<Row, 'performedAt'> & Pick<DutyLogbookEntry, 'performedAt'> {
  return { ...row, performedAt: row.performedAt.toISOString() };
}
