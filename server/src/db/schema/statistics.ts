/**
 * The dashboard's statistics (product.md §10): one synced row per organisation with the figures of its
 * own records (src/lib/statistics.ts says what each counts). The rows are derived, never edited: they
 * are recomputed from the records after every command that changes those records (the command queues
 * the organisation in its own transaction: `statistics_refresh_queue`), and again once `valid_until`
 * has passed, because overdue and "this week" change with the clock alone
 * (server/src/statistics/refresh-statistics.ts).
 */
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MonthFigure, RefrigerantFigure } from '../../../../src/api/contract/statistics';
import { organisationId, organisations } from './organisations';
import { syncColumns, syncIndexes, timestamptz } from './columns';

/** A count of records. */
function count(name: string) {
  return integer(name).notNull().default(0);
}

/** A sum of cents: bigint, so a large customer's totals never overflow 32 bits. */
function cents(name: string) {
  return bigint(name, { mode: 'number' }).notNull().default(0);
}

export const organisationStatistics = pgTable(
  'organisation_statistics',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    day: date('day', { mode: 'string' }).notNull(),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    weekEnd: date('week_end', { mode: 'string' }).notNull(),
    computedAt: timestamptz('computed_at').notNull(),
    validUntil: timestamptz('valid_until').notNull(),
    openOrders: count('open_orders'),
    workOrdersThisWeek: count('work_orders_this_week'),
    offersAwaitingCount: count('offers_awaiting_count'),
    offersAwaitingCents: cents('offers_awaiting_cents'),
    openInvoicesCount: count('open_invoices_count'),
    openInvoicesCents: cents('open_invoices_cents'),
    overdueInvoicesCount: count('overdue_invoices_count'),
    overdueInvoicesCents: cents('overdue_invoices_cents'),
    openTasks: count('open_tasks'),
    overdueTasks: count('overdue_tasks'),
    devicesOverdue: count('devices_overdue'),
    devicesDueWithin30Days: count('devices_due_within_30_days'),
    devicesDueWithin90Days: count('devices_due_within_90_days'),
    refrigerants: jsonb('refrigerants').$type<RefrigerantFigure[]>().notNull().default([]),
    months: jsonb('months').$type<MonthFigure[]>().notNull().default([]),
  },
  (t) => [
    ...syncIndexes('organisation_statistics', t),
    // One row per organisation, ever: a refresh upserts on it.
    uniqueIndex('organisation_statistics_organisation_key').on(t.organisationId),
    // The rows the clock has made stale: `valid_until <= now()`.
    index('organisation_statistics_valid_until_idx').on(t.validUntil),
  ],
);

/**
 * The organisations whose statistics row a committed write has made stale: queued in the write's own
 * transaction, removed by the refresh that recomputed the row after it. Server-only, never synced.
 * `queued_at` is the statement's clock (`clock_timestamp()`), so a refresh removes only the entry it
 * saw: a write that queues the organisation again meanwhile leaves an entry for the next refresh.
 */
export const statisticsRefreshQueue = pgTable('statistics_refresh_queue', {
  organisationId: uuid('organisation_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  queuedAt: timestamptz('queued_at')
    .notNull()
    .default(sql`clock_timestamp()`),
});
