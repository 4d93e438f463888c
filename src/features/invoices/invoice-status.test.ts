import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../api/contract/invoices';
import { messages as enMessages } from '../../i18n/locales/en/messages.po';
import { messages as nlMessages } from '../../i18n/locales/nl/messages.po';
import {
  invoiceStatusLabels,
  invoiceStatuses,
  invoiceTotals,
  isInvoiceOpen,
  isInvoiceOverdue,
} from './invoice-status';

const now = new Date('2026-11-22T12:00:00Z');

describe('invoice status labels', () => {
  it('names every status of the wire in Dutch and in English', () => {
    const nl = setupI18n({ locale: 'nl', messages: { nl: nlMessages } });
    const en = setupI18n({ locale: 'en', messages: { en: enMessages } });
    expect(InvoiceStatus.options.map((status) => nl._(invoiceStatusLabels[status]))).toEqual([
      'Nieuw',
      'Betaald',
      'Gecrediteerd',
      'Niet verzonden',
      'Proforma niet verzonden',
      'Proforma verzonden',
      'Factuur verzonden',
      'Geboekt',
      'Is betaald',
    ]);
    expect(InvoiceStatus.options.map((status) => en._(invoiceStatusLabels[status]))).toEqual([
      'New',
      'Paid',
      'Credited',
      'Not sent',
      'Proforma not sent',
      'Proforma sent',
      'Invoice sent',
      'Journalized',
      'Is paid',
    ]);
  });

  it('offers every status once in the filter', () => {
    expect([...invoiceStatuses].sort()).toEqual([...InvoiceStatus.options].sort());
  });
});

describe('open and overdue invoices', () => {
  it('counts new, unsent and sent invoices as open, and settled ones and proformas not', () => {
    expect(InvoiceStatus.options.filter((status) => isInvoiceOpen({ status }))).toEqual([
      'new',
      'not_sent',
      'invoice_sent',
    ]);
  });

  it('calls an open invoice overdue only after its due date', () => {
    expect(isInvoiceOverdue({ status: 'invoice_sent', dueDate: '2026-11-21' }, now)).toBe(true);
    expect(isInvoiceOverdue({ status: 'invoice_sent', dueDate: '2026-11-22' }, now)).toBe(false);
    expect(isInvoiceOverdue({ status: 'paid', dueDate: '2026-01-01' }, now)).toBe(false);
  });

  it('adds up open and overdue amounts in cents', () => {
    const totals = invoiceTotals(
      [
        { status: 'invoice_sent', dueDate: '2026-10-01', totalCents: 12_100 },
        { status: 'new', dueDate: '2026-12-20', totalCents: 5_050 },
        { status: 'paid', dueDate: '2026-10-01', totalCents: 99_999 },
        { status: 'proforma_sent', dueDate: '2026-10-01', totalCents: 70_000 },
      ],
      now,
    );
    expect(totals).toEqual({ openCents: 17_150, openCount: 2, overdueCents: 12_100, overdueCount: 1 });
  });
});
