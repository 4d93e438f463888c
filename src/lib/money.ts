/**
 * Money as the service company writes it (product.md §3): integer cents shown as Dutch euros in every
 * language (`€ 1.234,56`), because invoices and offers are Dutch documents. The screens, the timeline
 * entries and the generated PDFs all format money here, so they cannot disagree.
 */
import { numberFormat } from './intl-cache';

/** `123456` cents → `€ 1.234,56`, whatever the reader's language. */
export function formatEuros(cents: number): string {
  // Taken at the first amount, not when the module loads: making a currency format costs tens of
  // milliseconds of a start, whose first screen may show no money.
  return numberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
