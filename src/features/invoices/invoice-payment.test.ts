import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../api/contract/invoices';
import { invoicePayee, invoicePaymentInstruction } from './invoice-payment';
import { isInvoiceOpen } from './invoice-status';

const invoice = {
  number: 'F2026-000123',
  invoiceDate: '2026-10-20',
  dueDate: '2026-11-19',
  totalCents: 121_000,
} as const;

describe('invoice payment instruction', () => {
  it('asks for the total by the due date, on the payee account, quoting the invoice number', () => {
    expect(invoicePaymentInstruction({ ...invoice, status: 'invoice_sent' })).toEqual({
      amountCents: 121_000,
      payBy: '2026-11-19',
      termDays: 30,
      iban: invoicePayee.iban,
      payeeName: invoicePayee.name,
      paymentReference: 'F2026-000123',
    });
  });

  it('asks for payment only on open invoices, never on paid, credited or proforma ones', () => {
    for (const status of InvoiceStatus.options) {
      expect(invoicePaymentInstruction({ ...invoice, status }) !== null, status).toBe(
        isInvoiceOpen({ status }),
      );
    }
    expect(invoicePaymentInstruction({ ...invoice, status: 'journalized' })).toBeNull();
    expect(invoicePaymentInstruction({ ...invoice, status: 'proforma_sent' })).toBeNull();
  });

  it('counts the term in calendar days across a daylight-saving change', () => {
    const term = invoicePaymentInstruction({
      ...invoice,
      status: 'new',
      invoiceDate: '2026-10-01',
      dueDate: '2026-10-31',
    })?.termDays;
    expect(term).toBe(30);
  });
});
