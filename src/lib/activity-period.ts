/**
 * The period filter of the activity log (product.md §10): `from` and `to` are calendar days in
 * Europe/Amsterdam, both inclusive, and an entry belongs to the Amsterdam day it happened on. The
 * server's `from`/`to` query filters and the PWA's local filter both turn the days into instants
 * here, so a period shows the same entries online and offline.
 */
import { addDays, amsterdamDayStart } from './agenda-calendar';

export interface ActivityPeriod {
  /** First day (`YYYY-MM-DD`), inclusive; absent: no lower bound. */
  from?: string | undefined;
  /** Last day (`YYYY-MM-DD`), inclusive; absent: no upper bound. */
  to?: string | undefined;
}

export interface ActivityPeriodBounds {
  /** The first instant inside the period, or null. */
  start: Date | null;
  /** The first instant after the period (exclusive), or null. */
  end: Date | null;
}

/** The instants bounding `period`: entries with `start <= createdAt < end` lie inside it. */
export function activityPeriodBounds(period: ActivityPeriod): ActivityPeriodBounds {
  return {
    start: period.from ? amsterdamDayStart(period.from) : null,
    end: period.to ? amsterdamDayStart(addDays(period.to, 1)) : null,
  };
}

/** Whether the ISO timestamp `createdAt` lies inside `period`. */
export function isInActivityPeriod(createdAt: string, period: ActivityPeriod): boolean {
  const { start, end } = activityPeriodBounds(period);
  const at = Date.parse(createdAt);
  return (start === null || at >= start.getTime()) && (end === null || at < end.getTime());
}
