import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../api/contract/invoices';
import { messages as enMessages } from '../../i18n/locales/en/messages.po';
import { messages as nlMessages } from '../../i18n/locales/nl/messages.po';
import {
  customerInvoiceGroup,
  effectiveInvoiceStatusFilter,
  invoiceStatusBadges,
  invoiceStatusFilterOptions,
  invoiceStatusLabels,
  invoiceStatuses,
  invoiceTotals,
  isInvoiceOpen,
  isInvoiceOverdue,
  matchesInvoiceStatusFilter,
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

describe("a customer's invoice groups", () => {
  const nl = setupI18n({ locale: 'nl', messages: { nl: nlMessages } });

  it('groups every wire status into open, paid, credited or proforma before its due date', () => {
    const groups = Object.fromEntries(
      InvoiceStatus.options.map((status) => [
        status,
        customerInvoiceGroup({ status, dueDate: '2026-12-31' }, now),
      ]),
    );
    expect(groups).toEqual({
      new: 'open',
      not_sent: 'open',
      invoice_sent: 'open',
      paid: 'paid',
      is_paid: 'paid',
      journalized: 'paid',
      credited: 'credited',
      proforma_not_sent: 'proforma',
      proforma_sent: 'proforma',
    });
  });

  it('calls exactly the open invoices open, and them only until their due date', () => {
    for (const status of InvoiceStatus.options) {
      const before = customerInvoiceGroup({ status, dueDate: '2026-12-31' }, now);
      const after = customerInvoiceGroup({ status, dueDate: '2026-11-01' }, now);
      expect(before === 'open', status).toBe(isInvoiceOpen({ status }));
      expect(after === 'overdue', status).toBe(isInvoiceOpen({ status }));
    }
  });

  it('shows a customer one badge, and staff the detailed status with "Vervallen" beside it', () => {
    const overdue = { status: 'invoice_sent', dueDate: '2026-11-01' } as const;
    const label = (badges: ReturnType<typeof invoiceStatusBadges>) =>
      badges.map((badge) => nl._(badge.label));
    expect(label(invoiceStatusBadges(overdue, 'customer', now))).toEqual(['Vervallen']);
    expect(label(invoiceStatusBadges(overdue, 'employee', now))).toEqual(['Factuur verzonden', 'Vervallen']);
    for (const status of ['paid', 'is_paid', 'journalized'] as const) {
      expect(label(invoiceStatusBadges({ status, dueDate: '2026-11-01' }, 'customer', now))).toEqual([
        'Betaald',
      ]);
    }
  });
});

describe('the status filter per user kind', () => {
  const nl = setupI18n({ locale: 'nl', messages: { nl: nlMessages } });
  const labels = (userType: 'customer' | 'employee') =>
    invoiceStatusFilterOptions(userType).map((option) => nl._(option.label));

  it("offers a customer only the customer's groups, never a proforma or booking status", () => {
    expect(invoiceStatusFilterOptions('customer').map((option) => option.value)).toEqual([
      'open',
      'overdue',
      'paid',
      'credited',
    ]);
    expect(labels('customer')).toEqual(['Alle openstaande', 'Alle vervallen', 'Betaald', 'Gecrediteerd']);
  });

  it('offers staff every detailed status after all open and all overdue', () => {
    expect(invoiceStatusFilterOptions('employee').map((option) => option.value)).toEqual([
      'open',
      'overdue',
      ...invoiceStatuses,
    ]);
    expect(labels('employee')).toContain('Proforma niet verzonden');
  });

  it('drops a stored or linked status the user has no option for', () => {
    expect(effectiveInvoiceStatusFilter('proforma_not_sent', 'customer')).toBeNull();
    expect(effectiveInvoiceStatusFilter('proforma_not_sent', 'employee')).toBe('proforma_not_sent');
    expect(effectiveInvoiceStatusFilter('overdue', 'customer')).toBe('overdue');
  });

  it("matches a customer's paid filter on every paid status, and staff's on the one status", () => {
    const journalized = { status: 'journalized', dueDate: '2026-11-01' } as const;
    expect(matchesInvoiceStatusFilter(journalized, 'paid', 'customer', now)).toBe(true);
    expect(matchesInvoiceStatusFilter(journalized, 'paid', 'employee', now)).toBe(false);
    expect(matchesInvoiceStatusFilter(journalized, 'journalized', 'employee', now)).toBe(true);
  });
});
