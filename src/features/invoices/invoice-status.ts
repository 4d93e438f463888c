/**
 * Invoice states (product.md §5) with their labels and badge colours, and what counts as open and
 * overdue for the totals. Open (src/lib/open-records.ts) means a payable invoice that is not settled:
 * `new`, `not_sent` and `invoice_sent`. Paid (`paid`, `is_paid`), booked as paid (`journalized`, as
 * the seed books it) and `credited` invoices are settled; a proforma is no claim, so it counts in
 * neither total. Overdue is open and past its due date (a calendar day in the Netherlands), by the
 * device's clock. A customer sees a status grouped into what they need to know (customerInvoiceGroup);
 * staff see the detailed status.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { UserType } from '../../api/contract/auth';
import type { Invoice, InvoiceStatus } from '../../api/contract/invoices';
import { isInvoiceOpen } from '../../lib/open-records';
import { dutchDay } from '../../lib/dutch-day';

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
  return isInvoiceOpen(invoice) && invoice.dueDate < dutchDay(now);
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

/**
 * What a customer needs to know of an invoice, one group each: still to pay (`open`), to pay and past
 * its due date (`overdue`), `paid` (paid, "is paid" and booked as paid are one fact to a customer),
 * `credited`, or a `proforma` (no payment request). Staff keep the detailed wire status.
 */
export type CustomerInvoiceGroup = 'open' | 'overdue' | 'paid' | 'credited' | 'proforma';

/** The group of each wire status before the due date is looked at; must agree with isInvoiceOpen(). */
const customerGroupOfStatus: Record<InvoiceStatus, Exclude<CustomerInvoiceGroup, 'overdue'>> = {
  new: 'open',
  not_sent: 'open',
  invoice_sent: 'open',
  paid: 'paid',
  is_paid: 'paid',
  journalized: 'paid',
  credited: 'credited',
  proforma_not_sent: 'proforma',
  proforma_sent: 'proforma',
};

/** The customer's group of `invoice`: an open invoice past its due date is overdue, and only that. */
export function customerInvoiceGroup(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  now: Date = new Date(),
): CustomerInvoiceGroup {
  return isInvoiceOverdue(invoice, now) ? 'overdue' : customerGroupOfStatus[invoice.status];
}

export const customerInvoiceGroupLabels: Record<CustomerInvoiceGroup, MessageDescriptor> = {
  open: msg`Openstaand`,
  overdue: msg`Vervallen`,
  paid: msg`Betaald`,
  credited: msg`Gecrediteerd`,
  proforma: msg`Proforma`,
};

export const customerInvoiceGroupColors: Record<CustomerInvoiceGroup, string> = {
  open: 'orange',
  overdue: 'red',
  paid: 'green',
  credited: 'purple',
  proforma: 'gray',
};

export interface InvoiceStatusBadge {
  label: MessageDescriptor;
  color: string;
}

/**
 * The status badges of `invoice` as `userType` sees them: a customer one badge, its group; staff the
 * detailed status, and "Vervallen" beside it when the invoice is overdue.
 */
export function invoiceStatusBadges(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  userType: UserType,
  now: Date = new Date(),
): InvoiceStatusBadge[] {
  if (userType === 'customer') {
    const group = customerInvoiceGroup(invoice, now);
    return [{ label: customerInvoiceGroupLabels[group], color: customerInvoiceGroupColors[group] }];
  }
  const detailed = { label: invoiceStatusLabels[invoice.status], color: invoiceStatusColors[invoice.status] };
  return isInvoiceOverdue(invoice, now)
    ? [detailed, { label: customerInvoiceGroupLabels.overdue, color: customerInvoiceGroupColors.overdue }]
    : [detailed];
}

/**
 * A value of the list's status filter: every `open` invoice (overdue ones included, as the totals count
 * them), every `overdue` one, or a wire status. For a customer `paid` and `credited` mean their group
 * (customerInvoiceGroup), for staff the one wire status.
 */
export type InvoiceStatusFilter = InvoiceStatus | 'open' | 'overdue';

export interface InvoiceStatusFilterOption {
  value: InvoiceStatusFilter;
  label: MessageDescriptor;
}

const allOpenOption: InvoiceStatusFilterOption = { value: 'open', label: msg`Alle openstaande` };
const allOverdueOption: InvoiceStatusFilterOption = { value: 'overdue', label: msg`Alle vervallen` };

/** The status filter's options for `userType`: a customer's groups, or every detailed status for staff. */
export function invoiceStatusFilterOptions(userType: UserType): InvoiceStatusFilterOption[] {
  if (userType === 'customer') {
    return [
      allOpenOption,
      allOverdueOption,
      { value: 'paid', label: customerInvoiceGroupLabels.paid },
      { value: 'credited', label: customerInvoiceGroupLabels.credited },
    ];
  }
  return [
    allOpenOption,
    allOverdueOption,
    ...invoiceStatuses.map((status) => ({ value: status, label: invoiceStatusLabels[status] })),
  ];
}

/**
 * The filter in effect for `userType`: `value` when it is one of their options, else none (a stored or
 * linked detailed status a customer has no option for shows every invoice rather than a hidden filter).
 */
export function effectiveInvoiceStatusFilter(
  value: InvoiceStatusFilter | null,
  userType: UserType,
): InvoiceStatusFilter | null {
  return invoiceStatusFilterOptions(userType).some((option) => option.value === value) ? value : null;
}

/** Whether `invoice` passes the status filter `filter` as `userType` means it. */
export function matchesInvoiceStatusFilter(
  invoice: Pick<Invoice, 'status' | 'dueDate'>,
  filter: InvoiceStatusFilter,
  userType: UserType,
  now: Date = new Date(),
): boolean {
  if (filter === 'open') return isInvoiceOpen(invoice);
  if (filter === 'overdue') return isInvoiceOverdue(invoice, now);
  if (userType === 'customer') return customerInvoiceGroup(invoice, now) === filter;
  return invoice.status === filter;
}
