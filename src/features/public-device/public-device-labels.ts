/**
 * How the public device page names and colours the leak-check state, and prints its charge. Tonnes
 * CO2-eq use the one format of src/lib/fgas.ts (`formatTonnesCo2`), as everywhere else.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Locale } from '../../api/contract/common';
import type { PublicLeakCheckStatus } from '../../api/contract/public-service-object';
import { numberFormat as sharedNumberFormat } from '../../lib/intl-cache';

export const leakCheckStatusLabels: Record<PublicLeakCheckStatus, MessageDescriptor> = {
  ok: msg`In orde`,
  due_soon: msg`Binnenkort`,
  overdue: msg`Te laat`,
  not_required: msg`Geen lekcontroleplicht`,
  unknown: msg`Onbekend`,
};

export const leakCheckStatusColors: Record<PublicLeakCheckStatus, string> = {
  ok: 'green',
  due_soon: 'orange',
  overdue: 'red',
  not_required: 'gray',
  unknown: 'gray',
};

function numberFormat(locale: Locale): Intl.NumberFormat {
  return sharedNumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { maximumFractionDigits: 3 });
}

/** `12.5` → `12,5 kg` (nl) / `12.5 kg` (en). */
export function formatChargeKg(kg: number, locale: Locale): string {
  return `${numberFormat(locale).format(kg)} kg`;
}
