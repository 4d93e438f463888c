/**
 * The period filters of the list screens (invoices, orders): a named period and whether a date-only
 * value (`2026-11-22`) or a timestamp falls within it. Periods are calendar days in the Netherlands'
 * time zone, where the service company works, so "this year" is the same on every device. The labels
 * are message descriptors (pure data), translated by the screen that shows them.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dutchDay } from './dutch-day';

export const datePeriods = ['all', 'last30Days', 'last90Days', 'thisYear', 'lastYear'] as const;
export type DatePeriod = (typeof datePeriods)[number];

export const datePeriodLabels: Record<DatePeriod, MessageDescriptor> = {
  all: msg`Alle periodes`,
  last30Days: msg`Laatste 30 dagen`,
  last90Days: msg`Laatste 90 dagen`,
  thisYear: msg`Dit jaar`,
  lastYear: msg`Vorig jaar`,
};

function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** The first and last calendar day of `period` (inclusive), or null for "all". */
export function periodRange(period: DatePeriod, now: Date = new Date()): { from: string; to: string } | null {
  const today = dutchDay(now);
  const year = Number(today.slice(0, 4));
  switch (period) {
    case 'all':
      return null;
    case 'last30Days':
      return { from: daysBefore(today, 29), to: today };
    case 'last90Days':
      return { from: daysBefore(today, 89), to: today };
    case 'thisYear':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'lastYear':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/**
 * Whether `value` (a date `YYYY-MM-DD` or an ISO timestamp, then taken as its Dutch calendar day)
 * lies within `period`. A missing value lies only within "all".
 */
export function isInPeriod(value: string | null, period: DatePeriod, now: Date = new Date()): boolean {
  const range = periodRange(period, now);
  if (!range) return true;
  if (!value) return false;
  const day = value.length === 10 ? value : dutchDay(new Date(value));
  return day >= range.from && day <= range.to;
}
