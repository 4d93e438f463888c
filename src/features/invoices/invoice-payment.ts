/**
 * How a customer pays an invoice, as the invoice PDF's "Betaling" paragraph says it
 * (server/src/pdf/invoice-pdf.ts): the total, by the due date, to the service company's account,
 * quoting the invoice number. Only a payable invoice that is not settled (isInvoiceOpen) carries a
 * payment request; a proforma, a paid and a credited invoice never do.
 */
import type { Invoice } from '../../api/contract/invoices';
import { SERVICE_COMPANY } from '../../lib/service-company';
import { isInvoiceOpen } from './invoice-status';

/** The account the invoice PDF names: the service company's own (src/lib/service-company.ts). */
export const invoicePayee = { name: SERVICE_COMPANY.name, iban: SERVICE_COMPANY.iban } as const;

export interface InvoicePaymentInstruction {
  amountCents: number;
  /** The last day to pay (`YYYY-MM-DD`): the invoice's due date. */
  payBy: string;
  /** Days from the invoice date to the due date: the payment term the PDF states. */
  termDays: number;
  iban: string;
  payeeName: string;
  /** What the transfer quotes: the invoice number. */
  paymentReference: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The payment instruction of `invoice`, or null when it asks for no payment. */
export function invoicePaymentInstruction(
  invoice: Pick<Invoice, 'status' | 'number' | 'invoiceDate' | 'dueDate' | 'totalCents'>,
): InvoicePaymentInstruction | null {
  if (!isInvoiceOpen(invoice)) return null;
  // Both are calendar dates; at midnight UTC their difference is a whole number of days.
  const termDays = Math.round(
    (Date.parse(`${invoice.dueDate}T00:00:00Z`) - Date.parse(`${invoice.invoiceDate}T00:00:00Z`)) / dayMs,
  );
  return {
    amountCents: invoice.totalCents,
    payBy: invoice.dueDate,
    termDays,
    iban: invoicePayee.iban,
    payeeName: invoicePayee.name,
    paymentReference: invoice.number,
  };
}
