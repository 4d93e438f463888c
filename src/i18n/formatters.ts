/**
 * Formatting of money and dates for display (product.md §3). Money is shown the Dutch way in both
 * languages (`€ 1.234,56`), because invoices and offers are Dutch documents. Dates are shown in the
 * Netherlands' time zone, where every installation of the service company stands, so a technician's
 * phone set to another zone shows the same appointment time as the office.
 */
import type { Locale } from '../api/contract/common';
import { dateTimeFormat } from '../lib/intl-cache';
import { formatEuros } from '../lib/money';

const timeZone = 'Europe/Amsterdam';

/** `123456` cents → `€ 1.234,56`, in both languages. */
export function formatMoney(cents: number): string {
  return formatEuros(cents);
}

function intlLocale(locale: Locale): string {
  return locale === 'nl' ? 'nl-NL' : 'en-GB';
}

/** An ISO timestamp or date as a date: `21 nov 2026` / `21 Nov 2026`. */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeZone }).format(date);
}

/** An ISO timestamp as date and time: `21 nov 2026, 14:05`. */
export function formatDateTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** An ISO timestamp as a time of day: `14:05`. */
export function formatTime(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return dateTimeFormat(intlLocale(locale), { timeStyle: 'short', timeZone }).format(date);
}

/**
 * A calendar date (`YYYY-MM-DD`) with its weekday: `long` `zaterdag 21 november 2026`, `short`
 * `za 21 nov`, `weekday` `za`.
 */
export function formatDay(date: string, locale: Locale, style: 'long' | 'short' | 'weekday'): string {
  const options: Intl.DateTimeFormatOptions =
    style === 'long'
      ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
      : style === 'short'
        ? { weekday: 'short', day: 'numeric', month: 'short' }
        : { weekday: 'short' };
  // Noon UTC of the date is the same date in Amsterdam in every season.
  return dateTimeFormat(intlLocale(locale), { ...options, timeZone }).format(new Date(`${date}T12:00:00Z`));
}

/** The month of a calendar date: `november 2026`. */
export function formatMonth(date: string, locale: Locale): string {
  return dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone }).format(
    new Date(`${date}T12:00:00Z`),
  );
}
