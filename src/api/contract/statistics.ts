/**
 * The dashboard's statistics (product.md §10): figures computed by the server from the records of one
 * organisation and stored as one synced row per organisation, so the dashboard works offline.
 * - `GET organizations/statistics?code=` lists the rows (20 per page; `code` is the organisation's
 *   back-office relation number), and syncs them with `updatedSince`;
 * - `GET statistics/{organisationId}/aggregated` answers the totals of the organisation with its
 *   child companies;
 * - `GET statistics/{organisationId}/open-numbers` answers only the open counts and amounts.
 * What each figure counts is defined once, in src/lib/statistics.ts, for the server and the PWA.
 */
import { z } from 'zod';
import { Cents, DateOnly, Id, Kg, ListQuery, OrganisationRecord, QueryBoolean, Timestamp } from './common';

/** The installed charge of one refrigerant over the devices in service. */
export const RefrigerantFigure = z.object({
  refrigerant: z.string(),
  devices: z.number().int().nonnegative(),
  chargeKg: Kg,
  /** Tonnes CO2-eq (GWP of Regulation 2024/573); null when the refrigerant's GWP is not known. */
  co2eqTonnes: z.number().nonnegative().nullable(),
});
export type RefrigerantFigure = z.infer<typeof RefrigerantFigure>;

/** One calendar month (Europe/Amsterdam): orders received and the amount invoiced in it. */
export const MonthFigure = z.object({
  /** `YYYY-MM`. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  orders: z.number().int().nonnegative(),
  invoicedCents: Cents,
});
export type MonthFigure = z.infer<typeof MonthFigure>;

/** The open counts and amounts: what `statistics/{id}/open-numbers` answers. */
export const OpenNumbers = z.object({
  openOrders: z.number().int().nonnegative(),
  offersAwaitingCount: z.number().int().nonnegative(),
  offersAwaitingCents: Cents,
  openInvoicesCount: z.number().int().nonnegative(),
  openInvoicesCents: Cents,
  overdueInvoicesCount: z.number().int().nonnegative(),
  overdueInvoicesCents: Cents,
  openTasks: z.number().int().nonnegative(),
  overdueTasks: z.number().int().nonnegative(),
});
export type OpenNumbers = z.infer<typeof OpenNumbers>;

/** Every figure of the dashboard. */
export const StatisticsFigures = OpenNumbers.extend({
  workOrdersThisWeek: z.number().int().nonnegative(),
  /** Devices in service whose earliest statutory duty is overdue. */
  devicesOverdue: z.number().int().nonnegative(),
  /** ... whose earliest duty falls due today or within 30 days (the duty engine's "due soon"). */
  devicesDueWithin30Days: z.number().int().nonnegative(),
  /** ... whose earliest duty falls due today or within 90 days (includes the 30 days). */
  devicesDueWithin90Days: z.number().int().nonnegative(),
  refrigerants: z.array(RefrigerantFigure),
  /** The current month and the eleven before it, oldest first. */
  months: z.array(MonthFigure),
});
export type StatisticsFigures = z.infer<typeof StatisticsFigures>;

/** When the figures were computed and which period they cover. */
export const StatisticsPeriod = z.object({
  /** The calendar day in the Netherlands the figures hold for ("today" of overdue and due soon). */
  day: DateOnly,
  /** Monday and Sunday of that day's week ("work orders this week"). */
  weekStart: DateOnly,
  weekEnd: DateOnly,
  computedAt: Timestamp,
  /**
   * The moment a figure changes with the clock alone (the next midnight in the Netherlands, or an open
   * task passing its due time, whichever comes first): the server recomputes the row from then on.
   */
  validUntil: Timestamp,
});
export type StatisticsPeriod = z.infer<typeof StatisticsPeriod>;

/** The synced row of one organisation: its own records only, without its child companies. */
export const OrganisationStatistics = OrganisationRecord.extend({
  ...StatisticsPeriod.shape,
  ...StatisticsFigures.shape,
});
export type OrganisationStatistics = z.infer<typeof OrganisationStatistics>;

/** `organizations/statistics` (20 per page): `code` narrows to one organisation's row. */
export const OrganisationStatisticsListQuery = ListQuery.extend({
  code: z.string().min(1).optional(),
  organizationId: Id.optional(),
});
export type OrganisationStatisticsListQuery = z.infer<typeof OrganisationStatisticsListQuery>;

/** The user context every read carries (product.md §3); informative only. */
const UserContext = {
  authUserId: z.string().optional(),
  userType: z.string().optional(),
  companyId: z.string().optional(),
};

export const AggregatedStatisticsQuery = z.strictObject({ ...UserContext });
export type AggregatedStatisticsQuery = z.infer<typeof AggregatedStatisticsQuery>;

/** `includeChildren=false`: the organisation's own records only; by default with its children. */
export const OpenNumbersQuery = z.strictObject({ ...UserContext, includeChildren: QueryBoolean.optional() });
export type OpenNumbersQuery = z.infer<typeof OpenNumbersQuery>;

/** Which organisations a total covers. */
const Coverage = z.object({
  organisationId: Id,
  /** The organisation and the child companies summed, the organisation first. */
  organisationIds: z.array(Id),
  includesChildren: z.boolean(),
});

/** `statistics/{id}/aggregated`: the organisation with its children. */
export const AggregatedStatistics = Coverage.extend({
  ...StatisticsPeriod.shape,
  ...StatisticsFigures.shape,
});
export type AggregatedStatistics = z.infer<typeof AggregatedStatistics>;

/** `statistics/{id}/open-numbers`. */
export const OpenNumbersAnswer = Coverage.extend({
  ...StatisticsPeriod.shape,
  ...OpenNumbers.shape,
});
export type OpenNumbersAnswer = z.infer<typeof OpenNumbersAnswer>;
