/**
 * Reads what the refrigerant-use report needs from the database: the organisation with its
 * descendants, their devices and the logbook entries that can fall within the period. The figures
 * themselves are computed by src/lib/refrigerant-use.ts, which the PWA shares.
 */
import { and, asc, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { ReportOrganisation } from '../../../../src/api/contract/reports';
import {
  periodWindow,
  type RefrigerantUseDevice,
  type RefrigerantUseEntry,
  type ReportPeriod,
} from '../../../../src/lib/refrigerant-use';
import { queryRows, type Database } from '../../db/client';
import { organisations, refrigerantLogbookEntries, serviceObjects } from '../../db/schema/index';

/** The organisation and every (not deleted) descendant, the organisation first; null when it does not exist. */
export async function organisationWithDescendants(
  db: Database,
  organisationId: string,
): Promise<ReportOrganisation[] | null> {
  // UNION (not UNION ALL) stops at an accidental cycle in parent_id instead of recursing forever.
  const rows = await queryRows<{
    id: string;
    code: string;
    name: string;
    parent_id: string | null;
    depth: number;
  }>(
    db,
    sql`with recursive tree(id, depth) as (
          select id, 0 from ${organisations} where id = ${organisationId} and deleted_at is null
          union
          select child.id, tree.depth + 1 from ${organisations} child
            join tree on child.parent_id = tree.id
          where child.deleted_at is null
        )
        select o.id::text as id, o.code, o.name, o.parent_id::text as parent_id, tree.depth
          from tree join ${organisations} o on o.id = tree.id
         order by tree.depth, o.name`,
  );
  if (rows.length === 0) return null;
  return rows.map((row) => ({ id: row.id, code: row.code, name: row.name, parentId: row.parent_id }));
}

export async function reportDevices(
  db: Database,
  organisationIds: string[],
): Promise<RefrigerantUseDevice[]> {
  return db
    .select({
      id: serviceObjects.id,
      organisationId: serviceObjects.organisationId,
      number: serviceObjects.number,
      name: serviceObjects.name,
      refrigerant: serviceObjects.refrigerant,
      chargeKg: serviceObjects.chargeKg,
      installationDate: serviceObjects.installationDate,
      decommissionedDate: serviceObjects.decommissionedDate,
      // Deleted devices too: their charge no longer counts, the gas in their logbook does.
      isDeleted: sql<boolean>`${serviceObjects.deletedAt} is not null`,
    })
    .from(serviceObjects)
    .where(inArray(serviceObjects.organisationId, organisationIds))
    .orderBy(asc(serviceObjects.number));
}

/**
 * The gas-handling entries that can count in the period (a day's margin either side for the time
 * zone), plus every correction, whose original may lie in the period while it was written later.
 */
export async function reportEntries(
  db: Database,
  organisationIds: string[],
  period: ReportPeriod,
): Promise<RefrigerantUseEntry[]> {
  const { fromInstant, toInstant } = periodWindow(period);
  const rows = await db
    .select({
      id: refrigerantLogbookEntries.id,
      serviceObjectId: refrigerantLogbookEntries.serviceObjectId,
      kind: refrigerantLogbookEntries.kind,
      refrigerant: refrigerantLogbookEntries.refrigerant,
      quantityKg: refrigerantLogbookEntries.quantityKg,
      performedAt: refrigerantLogbookEntries.performedAt,
      correctsEntryId: refrigerantLogbookEntries.correctsEntryId,
    })
    .from(refrigerantLogbookEntries)
    .where(
      and(
        inArray(refrigerantLogbookEntries.organisationId, organisationIds),
        isNull(refrigerantLogbookEntries.deletedAt),
        inArray(refrigerantLogbookEntries.kind, ['installed', 'added', 'recovered']),
        or(
          and(
            gte(refrigerantLogbookEntries.performedAt, fromInstant),
            lt(refrigerantLogbookEntries.performedAt, toInstant),
          ),
          isNotNull(refrigerantLogbookEntries.correctsEntryId),
        ),
      ),
    );
  const entries = rows.map((row) => ({
    ...row,
    performedAt: toIso(row.performedAt),
  }));
  // The originals of the corrections, for the day they count on.
  const missing = [...new Set(entries.flatMap((e) => (e.correctsEntryId ? [e.correctsEntryId] : [])))].filter(
    (id) => !entries.some((e) => e.id === id),
  );
  if (missing.length === 0) return entries;
  const originals = await db
    .select({
      id: refrigerantLogbookEntries.id,
      serviceObjectId: refrigerantLogbookEntries.serviceObjectId,
      kind: refrigerantLogbookEntries.kind,
      refrigerant: refrigerantLogbookEntries.refrigerant,
      quantityKg: refrigerantLogbookEntries.quantityKg,
      performedAt: refrigerantLogbookEntries.performedAt,
      correctsEntryId: refrigerantLogbookEntries.correctsEntryId,
    })
    .from(refrigerantLogbookEntries)
    .where(inArray(refrigerantLogbookEntries.id, missing));
  return [...entries, ...originals.map((row) => ({ ...row, performedAt: toIso(row.performedAt) }))];
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
