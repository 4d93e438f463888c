/**
 * Number formats of the reports screen: kg with up to three decimals, tonnes CO2-eq with two or
 * three, the leak rate with one. Dutch separators in Dutch, English ones in English.
 */
import type { Locale } from '../../api/contract/common';
import { numberFormat as sharedNumberFormat } from '../../lib/intl-cache';

function numberFormat(locale: Locale, min: number, max: number): Intl.NumberFormat {
  return sharedNumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  });
}

export function formatKg(value: number, locale: Locale): string {
  return numberFormat(locale, 1, 3).format(value);
}

export function formatTonnes(value: number, locale: Locale): string {
  return numberFormat(locale, 2, 3).format(value);
}

/** `15,0 %`; a dash when there is no leak rate (no charge). */
export function formatLeakRate(value: number | null, locale: Locale): string {
  return value === null ? '–' : `${numberFormat(locale, 1, 1).format(value)} %`;
}

export function formatWhole(value: number, locale: Locale): string {
  return numberFormat(locale, 0, 3).format(value);
}
