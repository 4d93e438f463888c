/**
 * Invoice states (product.md §5) with their labels and badge colours, and what counts as open and
 * overdue for the totals. Open (src/lib/open-records.ts) means a payable invoice that is not settled:
 * `new`, `not_sent` and `invoice_sent`. Paid (`paid`, `is_paid`), booked as paid (`journalized`, as
 * the seed books it) and `credited` invoices are settled; a proforma is no claim, so it counts in
 * neither total. Overdue is open and past its due date (a calendar day in the Netherlands), by the
 * device's clock.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Invoice, InvoiceStatus } from '../../api/contract/invoices';
import { dutchCalendarDate } from '../../lib/date-periods';
import { isInvoiceOpen } from '../../lib/open-records';

export const invoiceStatusLabels: Record<InvoiceStatus, MessageDescriptor> = {
  new: msg`Nieuw`,
  paid: msg`Betaald`,
  credited: msg`Gecrediteerd`,
  not_sent: msg`Niet verzonden`,
  proforma_not_sent: msg`Proforma niet verzonden`,
  proforma_sent: msg`Proforma verzonden`,
  invoice_sent: msg`Factuur verzonden`,
  journalized: msg`Geboekt`,
  is_paid: msg`Is betaald`,
};

export const invoiceStatusColors: Record<InvoiceStatus, string> = {
  new: 'blue',
  paid: 'green',
  credited: 'purple',
  not_sent: 'gray',
  proforma_not_sent: 'gray',
  proforma_sent: 'cyan',
  invoice_sent: 'orange',
  journalized: 'teal',
  is_paid: 'green',
};

/** The order of the status filter: open ones first, then settled, then proforma. */
export const invoiceStatuses: readonly InvoiceStatus[] = [
  'new',
  'not_sent',
  'invoice_sent',
  'paid',
  'is_paid',
  'journalized',
  'credited',
  'proforma_not_sent',
  'proforma_sent',
];

// Defined once in src/lib (the child companies' counts use it too); kept importable from here.
export { isInvoiceOpen };

export function isInvoiceOverdue(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  now: Date = new Date(),
): boolean {
  return isInvoiceOpen(invoice) && invoice.dueDate < dutchCalendarDate(now);
}

export interface InvoiceTotals {
  openCents: number;
  openCount: number;
  overdueCents: number;
  overdueCount: number;
}

/** The open and overdue amounts of `invoices` (overdue ones are open too, so counted in both). */
export function invoiceTotals(
  invoices: readonly Pick<Invoice, 'status' | 'dueDate' | 'totalCents'>[],
  now: Date = new Date(),
): InvoiceTotals {
  const totals: InvoiceTotals = { openCents: 0, openCount: 0, overdueCents: 0, overdueCount: 0 };
  for (const invoice of invoices) {
    if (!isInvoiceOpen(invoice)) continue;
    totals.openCents += invoice.totalCents;
    totals.openCount += 1;
    if (isInvoiceOverdue(invoice, now)) {
      totals.overdueCents += invoice.totalCents;
      totals.overdueCount += 1;
    }
  }
  return totals;
}
