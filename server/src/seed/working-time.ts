/**
 * Working hours in the Netherlands for the demo data: technicians work Monday to Friday from 07:30
 * to 17:00, Europe/Amsterdam (CET/CEST). Every logbook entry and work-order visit of the demo is
 * placed with these helpers, so whatever the reference day, no entry falls in a weekend, at night
 * (a UTC time printed as local time is what this prevents) or in the future.
 *
 * Calendar days are `YYYY-MM-DD` strings of the Dutch calendar; moments are `Date`s.
 */
import { addDays } from '../../../src/lib/fgas';
import type { Random } from './random';
import { dutchDay } from '../../../src/lib/dutch-day';

/** 07:30 and 17:00 as minutes after midnight, Amsterdam time. */
export const WORKDAY_START_MINUTES = 7 * 60 + 30;
export const WORKDAY_END_MINUTES = 17 * 60;

const amsterdamClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes after midnight of a moment on the Amsterdam clock. */
export function amsterdamMinutes(moment: Date): number {
  const [hours, minutes] = amsterdamClock.format(moment).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The Dutch calendar day of a moment. */
export function amsterdamDay(moment: Date): string {
  return dutchDay(moment.toISOString());
}

/**
 * The moment `minutes` after midnight on Dutch calendar `day`. Daylight saving time changes at night
 * (02:00/03:00), so any working hour has exactly one such moment.
 */
export function amsterdamMoment(day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, date, 0, minutes);
  // Amsterdam is one or two hours ahead of UTC: try both offsets and keep the one that reads back.
  for (const offsetHours of [1, 2]) {
    const moment = new Date(asIfUtc - offsetHours * 3_600_000);
    if (amsterdamDay(moment) === day && amsterdamMinutes(moment) === minutes % (24 * 60)) return moment;
  }
  throw new Error(`No Amsterdam moment for ${day} + ${minutes} minutes`);
}

/** Monday to Friday. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** Whether a moment lies on a weekday between 07:30 and 17:00 in Amsterdam. */
export function isWorkingMoment(moment: Date): boolean {
  const minutes = amsterdamMinutes(moment);
  return (
    isWorkingDay(amsterdamDay(moment)) && minutes >= WORKDAY_START_MINUTES && minutes <= WORKDAY_END_MINUTES
  );
}

/** `day` itself when it is a working day, else the working day before it. */
export function workingDayOnOrBefore(day: string): string {
  let result = day;
  while (!isWorkingDay(result)) result = addDays(result, -1);
  return result;
}

/** `day` itself when it is a working day, else the working day after it. */
export function workingDayOnOrAfter(day: string): string {
  let result = day;
  while (!isWorkingDay(result)) result = addDays(result, 1);
  return result;
}

/** The working day after `day`. */
export function nextWorkingDay(day: string): string {
  return workingDayOnOrAfter(addDays(day, 1));
}

/**
 * A moment at a quarter hour on working `day` between `fromMinutes` and `toMinutes` (both inclusive,
 * clamped to working hours).
 */
export function workingMomentOn(
  random: Random,
  day: string,
  fromMinutes = WORKDAY_START_MINUTES,
  toMinutes = WORKDAY_END_MINUTES - 15,
): Date {
  const from = Math.max(WORKDAY_START_MINUTES, fromMinutes);
  const to = Math.max(from, Math.min(WORKDAY_END_MINUTES, toMinutes));
  const quarters = Math.floor((to - from) / 15);
  return amsterdamMoment(day, from + random.int(0, quarters) * 15);
}
