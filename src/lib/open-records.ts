/**
 * What counts as open (product.md §5 and §10), defined once for every screen and count that needs it
 * (the invoice totals, the child companies' counts, later the dashboard figures):
 * - an order is open until it is completed, invoiced or cancelled: `open`, `planned`, `in_progress`;
 * - an invoice is open while it is a payable claim that is not settled: `new`, `not_sent` and
 *   `invoice_sent`. Paid (`paid`, `is_paid`), booked as paid (`journalized`) and `credited` invoices
 *   are settled; a proforma is no claim, so it is never open.
 * The statuses are the wire contract's (src/api/contract/orders.ts and invoices.ts), spelled here
 * because this layer imports nothing above it; child-company-counts.test.ts checks them against it.
 */

export const openOrderStatuses = ['open', 'planned', 'in_progress'] as const;
export const openInvoiceStatuses = ['new', 'not_sent', 'invoice_sent'] as const;

const openOrders: ReadonlySet<string> = new Set(openOrderStatuses);
const openInvoices: ReadonlySet<string> = new Set(openInvoiceStatuses);

export function isOrderOpen(order: { status: string }): boolean {
  return openOrders.has(order.status);
}

export function isInvoiceOpen(invoice: { status: string }): boolean {
  return openInvoices.has(invoice.status);
}
