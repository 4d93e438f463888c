/**
 * The Dutch calendar day of an instant: the one rule for "which day" everywhere a date is derived
 * from a moment (due dates against today, a logbook entry's day, a visit's day, an offer's validity,
 * the statistics' "today"). Days are `YYYY-MM-DD` in Europe/Amsterdam, whatever zone the device or
 * the server runs in: between 22:00 or 23:00 UTC and midnight the UTC date is already tomorrow.
 */

import { dateTimeFormat } from './intl-cache';

/** Taken at the first day asked for (see intl-cache.ts), then kept: a list asks once per row. */
let amsterdamDay: Intl.DateTimeFormat | undefined;

/** The Amsterdam calendar date (`YYYY-MM-DD`) of an instant: a Date, an ISO timestamp or epoch ms. */
export function dutchDay(instant: Date | string | number): string {
  amsterdamDay ??= dateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return amsterdamDay.format(instant instanceof Date ? instant : new Date(instant));
}

/** Today in Amsterdam (`YYYY-MM-DD`); `now` in epoch ms, for tests and for a fixed reference moment. */
export function dutchToday(now: number = Date.now()): string {
  return dutchDay(now);
}
