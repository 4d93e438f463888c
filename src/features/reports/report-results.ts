/**
 * The last answer of each report, kept in the user's local database (`reportResults`) so it stays
 * readable offline with the moment it was generated. Not an outbox command: nothing goes to the
 * server; the write only caches what the server answered.
 *
 * `put` by key is safe when two tabs fetch the same report at once: the later answer wins, and both
 * answers are equally valid. The table is pruned to the most recent `keptResults`, so trying many
 * periods cannot fill the device.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { RefrigerantUseReport } from '../../api/contract/reports';
import { useDatabase } from '../../db/database-context';
import type { PortalDatabase, ReportResultRow } from '../../db/portal-database';
import { reportResultKey } from './report-periods';

export const keptResults = 20;

export async function saveRefrigerantUseResult(
  db: PortalDatabase,
  organisationId: string,
  report: RefrigerantUseReport,
  savedAt: number = Date.now(),
): Promise<void> {
  const row: ReportResultRow = {
    key: reportResultKey(organisationId, report.period),
    kind: 'refrigerant-use',
    organisationId,
    from: report.period.from,
    to: report.period.to,
    savedAt,
    report,
  };
  await db.transaction('rw', db.reportResults, async () => {
    await db.reportResults.put(row);
    const stale = await db.reportResults.orderBy('savedAt').reverse().offset(keptResults).primaryKeys();
    if (stale.length > 0) await db.reportResults.bulkDelete(stale);
  });
}

/**
 * The stored result under `key`: undefined while loading, null when none is stored (or no key).
 */
export function useStoredReportResult(key: string | null): ReportResultRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (key === null ? null : ((await db.reportResults.get(key)) ?? null)),
    [db, key],
  );
}
