/**
 * Live reads of the dashboard from the local database (one hook per question): the statistics rows
 * (read early on a start that lands on the dashboard: db/early-reads.ts) and this week's work orders.
 * `undefined` while loading.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { beginEarlyRead, useEarlyLiveQuery } from '../../db/early-reads';
import type { PortalDatabase } from '../../db/portal-database';
import { compareNatural } from '../../lib/natural-order';
import type { StatisticsRow } from './dashboard-figures';

/** The early read's key of the statistics rows. */
export const statisticsKey = 'dashboard:organisationStatistics';

function readStatisticsRows(db: PortalDatabase): Promise<StatisticsRow[]> {
  return db.records('organisationStatistics').toArray();
}

/** The dashboard's first read, begun as the database opens on a start that lands there. */
export function beginDashboardReads(db: PortalDatabase): void {
  beginEarlyRead(db, statisticsKey, () => readStatisticsRows(db));
}

/** Every statistics row on this device: one per organisation the user may see. */
export function useStatisticsRows(): StatisticsRow[] | undefined {
  const db = useDatabase();
  return useEarlyLiveQuery(db, statisticsKey, () => readStatisticsRows(db));
}

export interface WeekWorkOrder {
  workOrder: LocalRow<'workOrders'>;
  device: Pick<LocalRow<'serviceObjects'>, 'id' | 'number' | 'name'> | null;
}

/**
 * The work orders planned from `weekStart` to `weekEnd` (inclusive) of `organisations` (null: all),
 * by planned day and number: what the dashboard's "work orders this week" counts.
 */
export function useWorkOrdersOfWeek(
  organisations: readonly string[] | null,
  weekStart: string | null,
  weekEnd: string | null,
): WeekWorkOrder[] | undefined {
  const db = useDatabase();
  const organisationKey = organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    if (weekStart === null || weekEnd === null) return [];
    const wanted = organisations === null ? null : new Set(organisations);
    // No planned-date index: the table is read once per change, which a dashboard can afford.
    const rows = await db
      .records('workOrders')
      .filter(
        (row) =>
          row.plannedDate !== null &&
          row.plannedDate >= weekStart &&
          row.plannedDate <= weekEnd &&
          (wanted === null || wanted.has(row.organisationId)),
      )
      .toArray();
    const devices = new Map(
      (
        await db
          .records('serviceObjects')
          .bulkGet([...new Set(rows.flatMap((row) => row.serviceObjectId ?? []))])
      )
        .filter((device) => device !== undefined)
        .map((device) => [device.id, device]),
    );
    return rows
      .sort((a, b) =>
        a.plannedDate! < b.plannedDate!
          ? -1
          : a.plannedDate! > b.plannedDate!
            ? 1
            : compareNatural(a.number, b.number),
      )
      .map((workOrder) => ({
        workOrder,
        device: workOrder.serviceObjectId ? (devices.get(workOrder.serviceObjectId) ?? null) : null,
      }));
  }, [db, organisationKey, weekStart, weekEnd]);
}
