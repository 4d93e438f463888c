/**
 * The dashboard's statistics rows (product.md §10): computed from the records, never counted along,
 * so a figure cannot drift from the records it counts. One row per organisation holds the figures of
 * that organisation's own records; a total over an organisation with its children is the sum of their
 * rows (src/lib/statistics.ts `sumStatistics`), because every record belongs to one organisation.
 *
 * When a row is recomputed:
 * - after every command that changed one of the records it counts: `runCommand` queues the
 *   organisations it changed (`queueStatisticsRefresh`) in the command's own transaction, so the
 *   queue entry commits with the write or not at all, and recomputes them shortly after the commit,
 *   outside the write's path (statistics-refresh.plugin.ts `refreshSoon`): a write is answered, and
 *   its realtime hints sent, without waiting for the figures;
 * - by any other writer (the demo seed, the back-office import) through `refreshStatistics(tx, ids)`,
 *   inside its own transaction;
 * - once the clock has changed a figure (`valid_until`: the next midnight in the Netherlands, or the
 *   due moment of an open task, whichever comes first): `refreshStaleStatistics` recomputes such rows,
 *   the queued ones and the rows of organisations that have none yet, on a timer
 *   (statistics-refresh.plugin.ts) and before every read of the statistics. So no read answers a
 *   figure of yesterday, nor one that misses a committed write, and a queue entry left by a process
 *   that stopped before its refresh is picked up by the next timer or read.
 * A row whose figures did not change is not written, so a refresh that changes nothing syncs nothing.
 *
 * The device figures come from the duty engine (src/lib/fgas-duties.ts) over the same inputs as the
 * legal-supervision list (device-duties.repository.ts `supervisionInputs`).
 */
import { and, eq, getTableColumns, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { MonthFigure, RefrigerantFigure, StatisticsFigures } from '../../../src/api/contract/statistics';
import { deviceDuties } from '../../../src/lib/fgas-duties';
import { refrigerantCo2eq } from '../../../src/lib/fgas';
import { byDevice } from '../../../src/lib/legal-supervision';
import { openInvoiceStatuses, openOrderStatuses } from '../../../src/lib/open-records';
import {
  awaitingOfferStatus,
  deviceDutyFigures,
  emptyFigures,
  invoicedStatuses,
  mergeRefrigerantFigures,
  nextDutchMidnight,
  statisticsDay,
  statisticsMonths,
  weekOf,
  type StatisticsFiguresShape,
} from '../../../src/lib/statistics';
import { queryRows, type Database, type Transaction } from '../db/client';
import {
  invoices,
  offers,
  orders,
  organisations,
  organisationStatistics,
  statisticsRefreshQueue,
  tasks,
  workOrders,
} from '../db/schema/index';
import { supervisionInputs } from '../routes/device-duties/device-duties.repository';

/** A statistics row written by a refresh: what a realtime hint announces. */
export interface StatisticsRowChange {
  id: string;
  organisationId: string;
}

/** The registry name of the statistics collection (server/src/db/collections.ts). */
export const statisticsCollection = 'organisationStatistics';

/**
 * The collections whose records the figures count (registry names). A command that changes one of
 * them refreshes the statistics of the organisations it changed; `organisations` covers a company
 * that was removed (its row becomes a tombstone).
 */
export const statisticsSources: ReadonlySet<string> = new Set([
  'organisations',
  'orders',
  'workOrders',
  'offers',
  'invoices',
  'tasks',
  'serviceObjects',
  'inspections',
  'refrigerantLogbookEntries',
]);

type Executor = Database | Transaction;

/** Amsterdam local time of a timestamp column, for months and their boundaries. */
function dutchTime(column: SQL | typeof orders.createdAt): SQL {
  return sql`timezone('Europe/Amsterdam', ${column})`;
}

interface Computed {
  period: { day: string; weekStart: string; weekEnd: string; validUntil: Date };
  figures: StatisticsFiguresShape;
}

/** The figures being computed for an organisation of the request (every one was prepared empty). */
function figuresOf(map: Map<string, Computed>, organisationId: string): StatisticsFiguresShape {
  const computed = map.get(organisationId);
  if (!computed) throw new Error(`no statistics prepared for ${organisationId}`);
  return computed.figures;
}

function monthOf(figures: StatisticsFiguresShape, month: string): MonthFigure | undefined {
  return figures.months.find((figure) => figure.month === month);
}

/**
 * The figures of each organisation in `organisationIds` (live ones), at `now`. Reads only: a handful of
 * grouped queries over indexed organisation columns, and the duty engine over the devices in service.
 */
export async function computeStatistics(
  db: Executor,
  organisationIds: readonly string[],
  now: Date,
): Promise<Map<string, Computed>> {
  const day = statisticsDay(now);
  const { weekStart, weekEnd } = weekOf(day);
  const months = statisticsMonths(day);
  const firstMonthStart = `${months[0]}-01 00:00:00`;
  const midnight = nextDutchMidnight(now);
  const nowText = now.toISOString();
  const result = new Map<string, Computed>();
  for (const id of organisationIds) {
    result.set(id, {
      period: { day, weekStart, weekEnd, validUntil: midnight },
      figures: emptyFigures(months),
    });
  }
  if (organisationIds.length === 0) return result;
  const ids = [...organisationIds];

  const orderMonth = sql<string>`to_char(${dutchTime(orders.createdAt)}, 'YYYY-MM')`;
  const invoiceMonth = sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`;
  const openInvoice = inArray(invoices.status, [...openInvoiceStatuses]);
  const overdueInvoice = and(openInvoice, sql`${invoices.dueDate} < ${day}::date`);
  const pastDue = sql`(${tasks.dueAt} is not null and ${tasks.dueAt} < ${nowText}::timestamptz)`;

  // One query after the other: inside a transaction, one connection runs one query at a time.
  const orderRows = await db
    .select({
      organisationId: orders.organisationId,
      open: sql<number>`count(*) filter (where ${inArray(orders.status, [...openOrderStatuses])})`.mapWith(
        Number,
      ),
    })
    .from(orders)
    .where(and(inArray(orders.organisationId, ids), isNull(orders.deletedAt)))
    .groupBy(orders.organisationId);
  const orderMonths = await db
    .select({
      organisationId: orders.organisationId,
      month: orderMonth,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.organisationId, ids),
        isNull(orders.deletedAt),
        sql`${dutchTime(orders.createdAt)} >= ${firstMonthStart}::timestamp`,
      ),
    )
    .groupBy(orders.organisationId, orderMonth);
  const workOrderRows = await db
    .select({ organisationId: workOrders.organisationId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(workOrders)
    .where(
      and(
        inArray(workOrders.organisationId, ids),
        isNull(workOrders.deletedAt),
        gte(workOrders.plannedDate, weekStart),
        lte(workOrders.plannedDate, weekEnd),
      ),
    )
    .groupBy(workOrders.organisationId);
  const offerRows = await db
    .select({
      organisationId: offers.organisationId,
      count: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${offers.amountCents}), 0)::bigint`.mapWith(Number),
    })
    .from(offers)
    .where(
      and(
        inArray(offers.organisationId, ids),
        isNull(offers.deletedAt),
        eq(offers.status, awaitingOfferStatus),
      ),
    )
    .groupBy(offers.organisationId);
  const invoiceRows = await db
    .select({
      organisationId: invoices.organisationId,
      openCount: sql<number>`count(*) filter (where ${openInvoice})`.mapWith(Number),
      openCents:
        sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${openInvoice}), 0)::bigint`.mapWith(
          Number,
        ),
      overdueCount: sql<number>`count(*) filter (where ${overdueInvoice})`.mapWith(Number),
      overdueCents:
        sql<number>`coalesce(sum(${invoices.totalCents}) filter (where ${overdueInvoice}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(invoices)
    .where(and(inArray(invoices.organisationId, ids), isNull(invoices.deletedAt)))
    .groupBy(invoices.organisationId);
  const invoiceMonths = await db
    .select({
      organisationId: invoices.organisationId,
      month: invoiceMonth,
      cents: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::bigint`.mapWith(Number),
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.organisationId, ids),
        isNull(invoices.deletedAt),
        inArray(invoices.status, [...invoicedStatuses]),
        gte(invoices.invoiceDate, `${months[0]}-01`),
      ),
    )
    .groupBy(invoices.organisationId, invoiceMonth);
  const taskRows = await db
    .select({
      organisationId: tasks.organisationId,
      open: sql<number>`count(*) filter (where ${tasks.status} = 'open' and not ${pastDue})`.mapWith(Number),
      overdue:
        sql<number>`count(*) filter (where ${tasks.status} = 'overdue' or (${tasks.status} = 'open' and ${pastDue}))`.mapWith(
          Number,
        ),
      // The next moment an open task turns overdue: the figures change then without a write.
      nextDue: sql<
        Date | string | null
      >`min(${tasks.dueAt}) filter (where ${tasks.status} = 'open' and not ${pastDue})`,
    })
    .from(tasks)
    .where(and(inArray(tasks.organisationId, ids), isNull(tasks.deletedAt)))
    .groupBy(tasks.organisationId);
  const duties = await supervisionInputs(db, ids);

  for (const row of orderRows) figuresOf(result, row.organisationId).openOrders = row.open;
  for (const row of orderMonths) {
    const month = monthOf(figuresOf(result, row.organisationId), row.month);
    if (month) month.orders = row.count;
  }
  for (const row of workOrderRows) figuresOf(result, row.organisationId).workOrdersThisWeek = row.count;
  for (const row of offerRows) {
    const figures = figuresOf(result, row.organisationId);
    figures.offersAwaitingCount = row.count;
    figures.offersAwaitingCents = row.cents;
  }
  for (const row of invoiceRows) {
    const figures = figuresOf(result, row.organisationId);
    figures.openInvoicesCount = row.openCount;
    figures.openInvoicesCents = row.openCents;
    figures.overdueInvoicesCount = row.overdueCount;
    figures.overdueInvoicesCents = row.overdueCents;
  }
  for (const row of invoiceMonths) {
    const month = monthOf(figuresOf(result, row.organisationId), row.month);
    if (month) month.invoicedCents = row.cents;
  }
  for (const row of taskRows) {
    const computed = result.get(row.organisationId)!;
    computed.figures.openTasks = row.open;
    computed.figures.overdueTasks = row.overdue;
    if (row.nextDue !== null) {
      const nextDue = new Date(row.nextDue);
      if (nextDue < computed.period.validUntil) computed.period.validUntil = nextDue;
    }
  }

  // Devices in service: the earliest due date of each one's duties, and its refrigerant charge.
  const logbookByDevice = byDevice(duties.logbook);
  const inspectionsByDevice = byDevice(duties.inspections);
  const earliest = new Map<string, (string | null)[]>();
  const charges = new Map<string, RefrigerantFigure[]>();
  for (const device of duties.devices) {
    const { duties: owed } = deviceDuties(
      device,
      logbookByDevice.get(device.id) ?? [],
      inspectionsByDevice.get(device.id) ?? [],
    );
    const dates = earliest.get(device.organisationId) ?? [];
    dates.push(owed[0]?.dueDate ?? null);
    earliest.set(device.organisationId, dates);
    if (device.refrigerant !== null && device.chargeKg !== null) {
      const list = charges.get(device.organisationId) ?? [];
      list.push({
        refrigerant: device.refrigerant,
        devices: 1,
        chargeKg: device.chargeKg,
        co2eqTonnes: refrigerantCo2eq(device.refrigerant, device.chargeKg),
      });
      charges.set(device.organisationId, list);
    }
  }
  for (const [organisationId, dates] of earliest) {
    Object.assign(figuresOf(result, organisationId), deviceDutyFigures(dates, day));
  }
  for (const [organisationId, list] of charges) {
    figuresOf(result, organisationId).refrigerants = mergeRefrigerantFigures(list);
  }
  return result;
}

type StatisticsRow = typeof organisationStatistics.$inferSelect;

/** JSON with object keys sorted: jsonb hands objects back with its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** What a refresh would write, compared with what is stored: only a difference is written. */
function sameFigures(stored: StatisticsRow, next: Computed): boolean {
  if (stored.deletedAt !== null) return false;
  if (
    stored.day !== next.period.day ||
    stored.weekStart !== next.period.weekStart ||
    stored.weekEnd !== next.period.weekEnd ||
    stored.validUntil.getTime() !== next.period.validUntil.getTime()
  )
    return false;
  const figures = next.figures satisfies StatisticsFigures;
  return (Object.keys(figures) as (keyof StatisticsFigures)[]).every(
    (key) => canonical(stored[key]) === canonical(figures[key]),
  );
}

/** Organisation ids in batches, well below PostgreSQL's bind-parameter limit. */
function batches(ids: readonly string[], size = 1000): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

const insertColumns = getTableColumns(organisationStatistics);
/** On conflict every figure and the period take the new values; the id and creation stay. */
const upsertSet = Object.fromEntries(
  Object.entries(insertColumns)
    .filter(([key]) => key !== 'id' && key !== 'createdAt' && key !== 'organisationId' && key !== 'changeSeq')
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * Recomputes the statistics rows of `organisationIds` inside the caller's transaction `tx` and writes
 * those whose figures changed; an organisation that was removed has its row turned into a tombstone.
 * Answers the rows written, for the caller's realtime hints (sent after its commit). Use it in every
 * transaction that writes records the figures count outside `runCommand` (which calls it itself).
 */
export async function refreshStatistics(
  tx: Transaction,
  organisationIds: Iterable<string>,
  now: Date = new Date(),
): Promise<StatisticsRowChange[]> {
  const requested = [...new Set(organisationIds)];
  const written: StatisticsRowChange[] = [];
  for (const ids of batches(requested)) {
    // The queue entries this refresh covers: read before the figures, so every write they stand for
    // has committed and is counted; removed at the end only as read (a later entry stays).
    // `queued_at` as text: a JS Date would drop its microseconds, and the entry would never match.
    const covered = await tx
      .select({
        organisationId: statisticsRefreshQueue.organisationId,
        queuedAt: sql<string>`${statisticsRefreshQueue.queuedAt}::text`,
      })
      .from(statisticsRefreshQueue)
      .where(inArray(statisticsRefreshQueue.organisationId, ids));
    const known = await tx
      .select({ id: organisations.id, deletedAt: organisations.deletedAt })
      .from(organisations)
      .where(inArray(organisations.id, ids));
    const live = known.filter((row) => row.deletedAt === null).map((row) => row.id);
    const removed = known.filter((row) => row.deletedAt !== null).map((row) => row.id);
    const computed = await computeStatistics(tx, live, now);
    const stored = new Map(
      (
        await tx
          .select()
          .from(organisationStatistics)
          .where(inArray(organisationStatistics.organisationId, ids))
      ).map((row) => [row.organisationId, row]),
    );
    const values = live
      .filter((id) => {
        const row = stored.get(id);
        return !row || !sameFigures(row, computed.get(id)!);
      })
      .map((organisationId) => {
        const { period, figures } = computed.get(organisationId)!;
        return {
          organisationId,
          ...period,
          ...figures,
          computedAt: now,
          updatedAt: now,
          deletedAt: null,
        } satisfies typeof organisationStatistics.$inferInsert;
      });
    if (values.length > 0) {
      written.push(
        ...(await tx
          .insert(organisationStatistics)
          .values(values)
          .onConflictDoUpdate({ target: organisationStatistics.organisationId, set: upsertSet })
          .returning({
            id: organisationStatistics.id,
            organisationId: organisationStatistics.organisationId,
          })),
      );
    }
    const tombstones = removed.filter((id) => stored.get(id)?.deletedAt === null);
    if (tombstones.length > 0) {
      written.push(
        ...(await tx
          .update(organisationStatistics)
          .set({ deletedAt: now, updatedAt: now })
          .where(inArray(organisationStatistics.organisationId, tombstones))
          .returning({
            id: organisationStatistics.id,
            organisationId: organisationStatistics.organisationId,
          })),
      );
    }
    for (const entry of covered) {
      await tx
        .delete(statisticsRefreshQueue)
        .where(
          and(
            eq(statisticsRefreshQueue.organisationId, entry.organisationId),
            sql`${statisticsRefreshQueue.queuedAt} = ${entry.queuedAt}::timestamptz`,
          ),
        );
    }
  }
  return written;
}

/**
 * Queues the organisations a write changed for a statistics refresh, inside the write's transaction
 * `tx`. The refresh itself happens after the commit (statistics-refresh.plugin.ts `refreshSoon`), or
 * at the latest at the next read of the statistics or the next timer tick.
 */
export async function queueStatisticsRefresh(
  tx: Transaction,
  organisationIds: readonly string[],
): Promise<void> {
  if (organisationIds.length === 0) return;
  await tx
    .insert(statisticsRefreshQueue)
    .values([...new Set(organisationIds)].map((organisationId) => ({ organisationId })))
    .onConflictDoUpdate({
      target: statisticsRefreshQueue.organisationId,
      set: { queuedAt: sql`clock_timestamp()` },
    });
}

/** The organisations a command's changes touch among the statistics' sources. */
export function organisationsChangedIn(
  changes: readonly { collection: string; organisationId: string | null }[],
): string[] {
  const ids = new Set<string>();
  for (const change of changes) {
    if (change.organisationId !== null && statisticsSources.has(change.collection))
      ids.add(change.organisationId);
  }
  return [...ids];
}

/**
 * The organisations (within `within`, or all) whose row the clock made stale (`valid_until` passed),
 * that a committed write queued, or that have no row yet. Three indexed reads.
 */
export async function staleStatisticsOrganisations(
  db: Executor,
  within: readonly string[] | 'all',
  now: Date = new Date(),
): Promise<string[]> {
  if (within !== 'all' && within.length === 0) return [];
  const inScope = (
    column:
      | typeof organisations.id
      | typeof organisationStatistics.organisationId
      | typeof statisticsRefreshQueue.organisationId,
  ) => (within === 'all' ? sql`true` : inArray(column, [...within]));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select ${organisationStatistics.organisationId}::text as id from ${organisationStatistics}
        where ${organisationStatistics.deletedAt} is null
          and ${organisationStatistics.validUntil} <= ${now.toISOString()}::timestamptz
          and ${inScope(organisationStatistics.organisationId)}
        union
        select ${statisticsRefreshQueue.organisationId}::text as id from ${statisticsRefreshQueue}
        where ${inScope(statisticsRefreshQueue.organisationId)}
        union
        select ${organisations.id}::text as id from ${organisations}
        where ${organisations.deletedAt} is null and ${inScope(organisations.id)}
          and not exists (select 1 from ${organisationStatistics}
                          where ${organisationStatistics.organisationId} = ${organisations.id}
                            and ${organisationStatistics.deletedAt} is null)`,
  );
  return rows.map((row) => row.id);
}

/**
 * Recomputes, in a transaction of its own, the rows the clock made stale and the missing ones (within
 * `within`, or all). Answers the rows written; nothing is written when nothing is stale.
 */
export async function refreshStaleStatistics(
  db: Database,
  within: readonly string[] | 'all',
  now: Date = new Date(),
): Promise<StatisticsRowChange[]> {
  const stale = await staleStatisticsOrganisations(db, within, now);
  if (stale.length === 0) return [];
  return db.transaction((tx) => refreshStatistics(tx, stale, now));
}

/**
 * Recomputes, in a transaction of its own, the row of every organisation, current or removed,
 * whatever its validity says: for figures computed at a moment the clock has not reached (a clock
 * set back), which `refreshStaleStatistics` cannot tell from current ones.
 */
export async function refreshAllStatistics(
  db: Database,
  now: Date = new Date(),
): Promise<StatisticsRowChange[]> {
  const all = await db.select({ id: organisations.id }).from(organisations);
  return db.transaction((tx) =>
    refreshStatistics(
      tx,
      all.map(({ id }) => id),
      now,
    ),
  );
}

/**
 * The earliest moment at which a current statistics row turns stale (its `valid_until`), or `null`
 * when there is no current row: until then `refreshStaleStatistics` finds nothing the clock changed.
 */
export async function earliestStatisticsValidity(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ until: sql<string | null>`min(${organisationStatistics.validUntil})::text` })
    .from(organisationStatistics)
    .where(isNull(organisationStatistics.deletedAt));
  return row?.until ? new Date(row.until) : null;
}
