/**
 * What each dashboard figure counts (product.md §10), in one place for the server that computes the
 * statistics rows and for the PWA's lists that the dashboard's tiles link to, so a tile and the list
 * behind it count the same records:
 * - open orders and open invoices: as src/lib/open-records.ts defines them (an order not yet
 *   completed, invoiced or cancelled; a payable claim not yet settled), invoices with their totals;
 * - work orders this week: planned on a day of the current week, Monday to Sunday;
 * - offers awaiting a response: status `sent` ("Aangeboden"), with the sum of their amounts;
 * - overdue invoices: open and past their due date;
 * - open and overdue tasks: the task's status as every list shows it (`overdue` = open and past its
 *   due moment, product.md §5);
 * - devices with a duty: the earliest statutory duty of each device in service (the duty engine,
 *   fgas-duties.ts) is overdue, due within 30 days (the engine's "due soon") or within 90 days;
 * - installed refrigerant: the charge of the devices in service per refrigerant, in kg and t CO2-eq;
 * - per month: orders received (by creation) and the amount invoiced (by invoice date; proformas and
 *   credited invoices are no claim), for the current month and the eleven before it.
 * Days, weeks and months are calendar days in the Netherlands (Europe/Amsterdam).
 *
 * Pure: no I/O, no React. The wire shapes are in src/api/contract/statistics.ts; the structural types
 * here match them (the server checks that with `satisfies`).
 */
import { dueStatus } from './due-dates';
import { addDays, canonicalRefrigerantCode } from './fgas';
import { dutchDay } from './dutch-day';

/** Invoices that are a claim, for the amount invoiced per month. */
export const invoicedStatuses = [
  'new',
  'not_sent',
  'invoice_sent',
  'paid',
  'is_paid',
  'journalized',
] as const;
export const awaitingOfferStatus = 'sent';

/** The horizons of "due soon" the dashboard counts, in days. */
export const dutyHorizonDays = [30, 90] as const;

/** The calendar day in the Netherlands at `now`: the day statistics hold for. */
export function statisticsDay(now: Date): string {
  return dutchDay(now.toISOString());
}

/** Monday and Sunday of the week of `day` (`YYYY-MM-DD`). */
export function weekOf(day: string): { weekStart: string; weekEnd: string } {
  // getUTCDay: Sunday 0 … Saturday 6; noon UTC is the same date everywhere.
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const weekStart = addDays(day, -((weekday + 6) % 7));
  return { weekStart, weekEnd: addDays(weekStart, 6) };
}

/** The month of `day` and the eleven before it (`YYYY-MM`), oldest first. */
export function statisticsMonths(day: string): string[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 11 + index, 1));
    return at.toISOString().slice(0, 7);
  });
}

/**
 * The moment the Netherlands' calendar day after `now` begins. Midnight is never inside a daylight
 * saving change there (those happen at 02:00 and 03:00), so it is 22:00 or 23:00 UTC.
 */
export function nextDutchMidnight(now: Date): Date {
  const today = statisticsDay(now);
  const tomorrow = addDays(today, 1);
  for (const offsetHours of [2, 1]) {
    const candidate = Date.parse(`${tomorrow}T00:00:00Z`) - offsetHours * 3_600_000;
    const at = new Date(candidate);
    if (statisticsDay(at) === tomorrow && statisticsDay(new Date(candidate - 1)) === today) return at;
  }
  throw new Error(`no midnight found after ${now.toISOString()}`);
}

/** Whether `dueDate` falls on `today` or within the `days` after it (not overdue). */
export function isDueWithinDays(dueDate: string, today: string, days: number): boolean {
  return dueDate >= today && dueDate <= addDays(today, days);
}

export interface DeviceDutyFigures {
  devicesOverdue: number;
  devicesDueWithin30Days: number;
  devicesDueWithin90Days: number;
}

/**
 * The device figures from each device's earliest duty due date (null: the device owes none), as the
 * duty engine computes it. "Within 30 days" is the engine's own "due soon" (`dueStatus`).
 */
export function deviceDutyFigures(
  earliestDueDates: readonly (string | null)[],
  today: string,
): DeviceDutyFigures {
  const figures: DeviceDutyFigures = {
    devicesOverdue: 0,
    devicesDueWithin30Days: 0,
    devicesDueWithin90Days: 0,
  };
  for (const dueDate of earliestDueDates) {
    if (dueDate === null) continue;
    const status = dueStatus(dueDate, today);
    if (status === 'overdue') figures.devicesOverdue += 1;
    if (status === 'due_soon') figures.devicesDueWithin30Days += 1;
    if (isDueWithinDays(dueDate, today, dutyHorizonDays[1])) figures.devicesDueWithin90Days += 1;
  }
  return figures;
}

export interface RefrigerantFigureShape {
  refrigerant: string;
  devices: number;
  chargeKg: number;
  co2eqTonnes: number | null;
}

export interface MonthFigureShape {
  month: string;
  orders: number;
  invoicedCents: number;
}

export interface StatisticsFiguresShape extends DeviceDutyFigures {
  openOrders: number;
  workOrdersThisWeek: number;
  offersAwaitingCount: number;
  offersAwaitingCents: number;
  openInvoicesCount: number;
  openInvoicesCents: number;
  overdueInvoicesCount: number;
  overdueInvoicesCents: number;
  openTasks: number;
  overdueTasks: number;
  refrigerants: RefrigerantFigureShape[];
  months: MonthFigureShape[];
}

export interface StatisticsPeriodShape {
  day: string;
  weekStart: string;
  weekEnd: string;
  computedAt: string;
  validUntil: string;
}

const countKeys = [
  'openOrders',
  'workOrdersThisWeek',
  'offersAwaitingCount',
  'offersAwaitingCents',
  'openInvoicesCount',
  'openInvoicesCents',
  'overdueInvoicesCount',
  'overdueInvoicesCents',
  'openTasks',
  'overdueTasks',
  'devicesOverdue',
  'devicesDueWithin30Days',
  'devicesDueWithin90Days',
] as const satisfies readonly (keyof StatisticsFiguresShape)[];

/** Kilograms to three decimals (grams), tonnes to nine: sums of floats lose nothing a screen shows. */
function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Largest CO2-eq first (an unknown GWP last), then largest charge, then the code. */
export function compareRefrigerantFigures(a: RefrigerantFigureShape, b: RefrigerantFigureShape): number {
  const co2 = (b.co2eqTonnes ?? -1) - (a.co2eqTonnes ?? -1);
  if (co2 !== 0) return co2;
  return b.chargeKg - a.chargeKg || a.refrigerant.localeCompare(b.refrigerant);
}

/**
 * Adds up per-refrigerant charges, merging spellings of one refrigerant (`r404a`, `R404A`). The CO2-eq
 * of a refrigerant stays null when any part of it has no known GWP.
 */
export function mergeRefrigerantFigures(
  figures: readonly RefrigerantFigureShape[],
): RefrigerantFigureShape[] {
  const merged = new Map<string, RefrigerantFigureShape>();
  for (const figure of figures) {
    const code = canonicalRefrigerantCode(figure.refrigerant) ?? figure.refrigerant;
    const sum = merged.get(code);
    if (!sum) {
      merged.set(code, { ...figure, refrigerant: code });
      continue;
    }
    sum.devices += figure.devices;
    sum.chargeKg = round(sum.chargeKg + figure.chargeKg, 3);
    sum.co2eqTonnes =
      sum.co2eqTonnes === null || figure.co2eqTonnes === null
        ? null
        : round(sum.co2eqTonnes + figure.co2eqTonnes, 9);
  }
  return [...merged.values()].sort(compareRefrigerantFigures);
}

/** Adds up months by their key, oldest first. */
function mergeMonths(figures: readonly MonthFigureShape[]): MonthFigureShape[] {
  const merged = new Map<string, MonthFigureShape>();
  for (const figure of figures) {
    const sum = merged.get(figure.month);
    if (sum) {
      sum.orders += figure.orders;
      sum.invoicedCents += figure.invoicedCents;
    } else merged.set(figure.month, { ...figure });
  }
  // Rows of different days may straddle a month change: the twelve latest months are kept.
  return [...merged.values()].sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0)).slice(-12);
}

/** All figures zero: an organisation without records. */
export function emptyFigures(months: readonly string[] = []): StatisticsFiguresShape {
  return {
    openOrders: 0,
    workOrdersThisWeek: 0,
    offersAwaitingCount: 0,
    offersAwaitingCents: 0,
    openInvoicesCount: 0,
    openInvoicesCents: 0,
    overdueInvoicesCount: 0,
    overdueInvoicesCents: 0,
    openTasks: 0,
    overdueTasks: 0,
    devicesOverdue: 0,
    devicesDueWithin30Days: 0,
    devicesDueWithin90Days: 0,
    refrigerants: [],
    months: months.map((month) => ({ month, orders: 0, invoicedCents: 0 })),
  };
}

/**
 * The totals of several organisations' rows (an organisation with its children, or all customers):
 * every figure is a sum, because each record belongs to exactly one organisation. The period is the
 * oldest of the rows (on a day change, a row not yet recomputed holds for its own day): the server
 * recomputes stale rows before it adds them up; offline the PWA shows that oldest date. Null for no rows.
 */
export function sumStatistics<Row extends StatisticsFiguresShape & StatisticsPeriodShape>(
  rows: readonly Row[],
): (StatisticsFiguresShape & StatisticsPeriodShape) | null {
  if (rows.length === 0) return null;
  const oldest = rows.reduce((a, b) =>
    b.day < a.day || (b.day === a.day && b.computedAt < a.computedAt) ? b : a,
  );
  const total = emptyFigures();
  for (const row of rows) for (const key of countKeys) total[key] += row[key];
  return {
    ...total,
    refrigerants: mergeRefrigerantFigures(rows.flatMap((row) => row.refrigerants)),
    months: mergeMonths(rows.flatMap((row) => row.months)),
    day: oldest.day,
    weekStart: oldest.weekStart,
    weekEnd: oldest.weekEnd,
    computedAt: oldest.computedAt,
    validUntil: rows.reduce(
      (earliest, row) => (row.validUntil < earliest ? row.validUntil : earliest),
      oldest.validUntil,
    ),
  };
}

/** The open counts and amounts of a set of figures (`statistics/{id}/open-numbers`). */
export function openNumbersOf(figures: StatisticsFiguresShape) {
  return {
    openOrders: figures.openOrders,
    offersAwaitingCount: figures.offersAwaitingCount,
    offersAwaitingCents: figures.offersAwaitingCents,
    openInvoicesCount: figures.openInvoicesCount,
    openInvoicesCents: figures.openInvoicesCents,
    overdueInvoicesCount: figures.overdueInvoicesCount,
    overdueInvoicesCents: figures.overdueInvoicesCents,
    openTasks: figures.openTasks,
    overdueTasks: figures.overdueTasks,
  };
}
