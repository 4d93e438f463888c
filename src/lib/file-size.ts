import { numberFormat } from './intl-cache';

/** A file size for people: `512 B`, `12 kB`, `1,4 MB` (decimal units, one decimal below 10). */
export function formatFileSize(bytes: number, locale: 'nl' | 'en'): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = numberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(value);
  return `${number} ${units[unit]}`;
}
