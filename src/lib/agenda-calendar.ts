/**
 * The calendar arithmetic of the agenda's views, pure and tested: days are calendar dates
 * (`YYYY-MM-DD`) in Europe/Amsterdam, where every appointment takes place, whatever zone the device
 * is set to; weeks start on Monday (ISO 8601, as in the Netherlands). An appointment belongs to the
 * Amsterdam day it starts on, also across the changes to and from summer time.
 */
import { dutchDay } from './dutch-day';
import { dateTimeFormat } from './intl-cache';

export const agendaViews = ['day', 'week', 'month', 'list'] as const;
export type AgendaView = (typeof agendaViews)[number];

/** How many days the list view shows from its first day. */
export const listViewDays = 28;

const timeZone = 'Europe/Amsterdam';
const dayMs = 24 * 60 * 60 * 1000;

/** Taken at the first instant asked for (see intl-cache.ts), then kept. */
let amsterdamParts: Intl.DateTimeFormat | undefined;

function partsOf(instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  amsterdamParts ??= dateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(
    amsterdamParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  );
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

function utcMidnight(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function dateOf(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  return dateOf(utcMidnight(date) + days * dayMs);
}

/** The first day of `date`'s month plus `months` months. */
export function addMonths(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return dateOf(Date.UTC(year, month - 1 + months, 1));
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayIndex(date: string): number {
  return (new Date(utcMidnight(date)).getUTCDay() + 6) % 7;
}

/** The Monday of `date`'s week. */
export function weekStart(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The seven days of `date`'s week, Monday first. */
export function weekDays(date: string): string[] {
  const monday = weekStart(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The month of `date` as whole weeks, Monday first: from the Monday on or before the 1st to the
 * Sunday on or after the last day (four to six rows). Days of the neighbouring months fill the
 * first and last row.
 */
export function monthGrid(date: string): string[][] {
  const first = addMonths(date, 0);
  const last = addDays(addMonths(date, 1), -1);
  const weeks: string[][] = [];
  for (let monday = weekStart(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

/** Whether `day` lies in the month of `date`. */
export function isSameMonth(day: string, date: string): boolean {
  return day.slice(0, 7) === date.slice(0, 7);
}

/** The instant Amsterdam's `date` begins (00:00 local; 23:00 or 22:00 UTC the day before). */
export function amsterdamDayStart(date: string): Date {
  const guess = utcMidnight(date);
  // The zone's offset at the guess, then again at the result: correct on the days the clocks change.
  let instant = guess;
  for (let attempt = 0; attempt < 2; attempt++) {
    const local = partsOf(new Date(instant));
    const offset =
      Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - instant;
    instant = guess - offset;
  }
  return new Date(instant);
}

/** The days a view shows around `anchor`: first and last (inclusive). */
export function viewDays(view: AgendaView, anchor: string): { first: string; last: string } {
  switch (view) {
    case 'day':
      return { first: anchor, last: anchor };
    case 'week':
      return { first: weekStart(anchor), last: addDays(weekStart(anchor), 6) };
    case 'month': {
      const weeks = monthGrid(anchor);
      return { first: weeks[0]![0]!, last: weeks.at(-1)![6]! };
    }
    case 'list':
      return { first: anchor, last: addDays(anchor, listViewDays - 1) };
  }
}

/** The instants bounding a view: from the start of its first day to the start of the day after its last. */
export function viewPeriod(view: AgendaView, anchor: string): { from: Date; to: Date } {
  const { first, last } = viewDays(view, anchor);
  return { from: amsterdamDayStart(first), to: amsterdamDayStart(addDays(last, 1)) };
}

/** The anchor one step back (`-1`) or forward (`1`): a day, a week, a month or the list's length. */
export function stepAnchor(view: AgendaView, anchor: string, direction: -1 | 1): string {
  switch (view) {
    case 'day':
      return addDays(anchor, direction);
    case 'week':
      return addDays(weekStart(anchor), 7 * direction);
    case 'month':
      return addMonths(anchor, direction);
    case 'list':
      return addDays(anchor, listViewDays * direction);
  }
}

/** Items grouped by the Amsterdam day they start on, each day in start order. */
export function groupByDay<T extends { startsAt: string }>(items: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const item of sorted) {
    const day = dutchDay(item.startsAt);
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  }
  return days;
}

export type AppointmentStatus = 'planned' | 'ongoing' | 'past';

/** Where an appointment stands at `now`: still to come, under way, or over. */
export function appointmentStatus(
  appointment: { startsAt: string; endsAt: string },
  now: Date,
): AppointmentStatus {
  if (now.getTime() < Date.parse(appointment.startsAt)) return 'planned';
  if (now.getTime() < Date.parse(appointment.endsAt)) return 'ongoing';
  return 'past';
}

/** Whether `value` is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dateOf(utcMidnight(value)) === value;
}
