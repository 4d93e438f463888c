/**
 * The dashboard's statistics (product.md §10): one synced row per organisation with the figures of its
 * own records (src/lib/statistics.ts says what each counts). The rows are derived, never edited: they
 * are recomputed from the records in the transaction of every command that changes those records
 * (server/src/statistics/refresh-statistics.ts), and again once `valid_until` has passed, because
 * overdue and "this week" change with the clock alone.
 */
import { bigint, date, index, integer, jsonb, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import type { MonthFigure, RefrigerantFigure } from '../../../../src/api/contract/statistics';
import { organisationId } from './organisations';
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
