/**
 * Formatting for the generated PDFs: money, dates, times and quantities in the reader's language
 * (Dutch unless told otherwise), and the guard that keeps every string printable with the standard PDF
 * fonts (WinAnsi encoding). Dates and times are those of Europe/Amsterdam, as the app shows them
 * (product conventions: documents agree with the screens); the rendering machine's own time zone never
 * matters, so a document renders the same everywhere.
 */
import { dateTimeFormat } from '../../../src/lib/intl-cache';
import { formatEuros } from '../../../src/lib/money';

/** The languages documents are written in. */
export type DocumentLocale = 'nl' | 'en';

const TIME_ZONE = 'Europe/Amsterdam';
const intlLocale = (locale: DocumentLocale) => (locale === 'nl' ? 'nl-NL' : 'en-GB');

const quantity = {
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }),
};
const kilograms = {
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
};

function parts(date: Date, locale: DocumentLocale, options: Intl.DateTimeFormatOptions) {
  const values: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    ...options,
  }).formatToParts(date)) {
    values[part.type] = part.value;
  }
  return values;
}

/** Integer cents as Dutch euros, e.g. 123456 -> "€ 1.234,56" (product.md §3). */
export function formatEuro(cents: number): string {
  return formatEuros(cents);
}

/** A quantity with at most two decimals, e.g. 1.5 -> "1,5" (English: "1.5"). */
export function formatQuantity(value: number, locale: DocumentLocale = 'nl'): string {
  return quantity[locale].format(value);
}

/** Kilograms of refrigerant as the logbook holds them (up to three decimals), with the unit: "1,25 kg". */
export function formatKg(value: number, locale: DocumentLocale = 'nl'): string {
  return `${kilograms[locale].format(value)} kg`;
}

/**
 * The Amsterdam calendar date of a moment: dd-mm-jjjj, the form Dutch invoices use (English:
 * dd/mm/yyyy). A date-only value passed as UTC midnight stays on its own day.
 */
export function formatDate(date: Date, locale: DocumentLocale = 'nl'): string {
  const { day, month, year } = parts(date, locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return locale === 'nl' ? `${day}-${month}-${year}` : `${day}/${month}/${year}`;
}

/** The Amsterdam clock time of a moment, hh:mm (24 hours). */
export function formatTime(date: Date, locale: DocumentLocale = 'nl'): string {
  const { hour, minute } = parts(date, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${hour}:${minute}`;
}

/** A moment as date and Amsterdam time: dd-mm-jjjj hh:mm. */
export function formatDateTime(date: Date, locale: DocumentLocale = 'nl'): string {
  return `${formatDate(date, locale)} ${formatTime(date, locale)}`;
}

/** Characters outside Latin-1 that WinAnsi still encodes (the 0x80-0x9F block). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const REPLACEMENTS: Readonly<Record<string, string>> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '₂': '2',
  '³': '3',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\t': ' ',
  '\r': '',
};

/**
 * Returns `text` with every character the standard fonts cannot encode replaced by a readable
 * substitute (or "?"), so drawing it can never throw. Line breaks are kept.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (
      ch === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(ch)
    ) {
      out += ch;
    } else {
      out += REPLACEMENTS[ch] ?? '?';
    }
  }
  return out;
}
