/** Numbers of the refrigeration domain as the screens show them: kilograms and tonnes CO2-eq. */
import type { Locale } from '../../api/contract/common';
import { numberFormat as sharedNumberFormat } from '../../lib/intl-cache';

function numberFormat(locale: Locale, maximumFractionDigits: number): Intl.NumberFormat {
  return sharedNumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits });
}

/** `2.5` → `2,5 kg` (nl) / `2.5 kg` (en); quantities are kept to three decimals. */
export function formatKg(kg: number, locale: Locale): string {
  return `${numberFormat(locale, 3).format(kg)} kg`;
}

/** Tonnes CO2-eq: the one format of src/lib/fgas.ts (three decimals), shared with the documents. */
export { formatTonnesCo2 } from '../../lib/fgas';

/** `2_300_000` → `2,2 MB`; below a megabyte in kB. */
export function formatFileSize(bytes: number, locale: Locale): string {
  if (bytes < 1024 * 1024)
    return `${numberFormat(locale, 0).format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${numberFormat(locale, 1).format(bytes / (1024 * 1024))} MB`;
}
