/**
 * Number and month formats of the dashboard: kg as the refrigerant report shows them (up to three
 * decimals), and a month `YYYY-MM` as its short name (`nov`) or with its year (`november 2026`).
 * Dutch separators and names in Dutch, English ones in English.
 */
import type { Locale } from '../../api/contract/common';
import { dateTimeFormat, numberFormat } from '../../lib/intl-cache';

const intlLocale = (locale: Locale) => (locale === 'nl' ? 'nl-NL' : 'en-GB');

export function formatKg(kg: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 3,
  }).format(kg);
}

/** A count with thousands separators. */
export function formatCount(count: number, locale: Locale): string {
  return numberFormat(intlLocale(locale)).format(count);
}

/** The middle of the month, in UTC: the same month in every time zone. */
function monthDate(month: string): Date {
  return new Date(`${month}-15T12:00:00Z`);
}

export function formatShortMonth(month: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' })
    .format(monthDate(month))
    .replace(/\.$/, '');
}

export function formatLongMonth(month: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(monthDate(month));
}
