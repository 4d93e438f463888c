import { describe, expect, it } from 'vitest';
import { Invoice } from '../../api/contract/invoices';
import { selectInvoices, type InvoiceFilter, type InvoiceRow } from './invoices.queries';

const now = new Date('2026-11-22T12:00:00Z');
let counter = 0;

function invoice(overrides: Partial<InvoiceRow>): InvoiceRow {
  counter += 1;
  const id = `0190a000-0000-7000-8000-${String(counter).padStart(12, '0')}`;
  return Invoice.parse({
    id,
    organisationId: '0190a000-0000-7000-8000-0000000000b1',
    number: `F2026-${String(counter).padStart(6, '0')}`,
    status: 'invoice_sent',
    invoiceDate: '2026-11-01',
    dueDate: '2026-12-01',
    amountExclVatCents: 10_000,
    vatCents: 2_100,
    totalCents: 12_100,
    paidAt: null,
    orderId: null,
    reference: null,
    hasPdf: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}

const filter: InvoiceFilter = {
  organisations: null,
  status: null,
  userType: 'employee',
  period: 'all',
  search: '',
  limit: 10,
};

describe('selectInvoices', () => {
  it('shows the newest invoice date first and says how many match beyond the limit', () => {
    const rows = [
      invoice({ invoiceDate: '2026-01-05' }),
      invoice({ invoiceDate: '2026-11-05' }),
      invoice({ invoiceDate: '2026-06-05' }),
    ];
    const list = selectInvoices(rows, { ...filter, limit: 2 }, now);
    expect(list.invoices.map((row) => row.invoiceDate)).toEqual(['2026-11-05', '2026-06-05']);
    expect(list.total).toBe(3);
  });

  it('filters by status, period and a search in number or reference', () => {
    const rows = [
      invoice({ status: 'paid', invoiceDate: '2026-11-10', reference: 'PO-77' }),
      invoice({ status: 'paid', invoiceDate: '2025-03-10', reference: 'PO-77' }),
      invoice({ status: 'new', invoiceDate: '2026-11-10', reference: 'PO-77' }),
      invoice({ status: 'paid', invoiceDate: '2026-11-10', reference: 'other' }),
    ];
    const list = selectInvoices(
      rows,
      { ...filter, status: 'paid', period: 'thisYear', search: 'po-77' },
      now,
    );
    expect(list.invoices).toEqual([rows[0]]);
  });

  it('lists every matching invoice with a PDF for "keep offline", not only those shown', () => {
    const rows = [invoice({ hasPdf: true }), invoice({ hasPdf: false }), invoice({ hasPdf: true })];
    const list = selectInvoices(rows, { ...filter, limit: 1 }, now);
    expect(list.pdfInvoiceIds.sort()).toEqual([rows[0]!.id, rows[2]!.id].sort());
  });

  it('totals the open and overdue amounts of all invoices, whatever the filter', () => {
    const rows = [
      invoice({ status: 'invoice_sent', dueDate: '2026-11-01', totalCents: 1_000 }),
      invoice({ status: 'new', dueDate: '2026-12-31', totalCents: 2_000 }),
      invoice({ status: 'paid', totalCents: 4_000 }),
    ];
    const list = selectInvoices(rows, { ...filter, status: 'paid' }, now);
    expect(list.totals).toMatchObject({ openCents: 3_000, overdueCents: 1_000 });
  });

  it('filters all open or all overdue invoices, as the totals and the dashboard count them', () => {
    const rows = [
      invoice({ status: 'new', dueDate: '2026-11-21' }),
      invoice({ status: 'invoice_sent', dueDate: '2026-12-01' }),
      invoice({ status: 'paid', dueDate: '2026-10-01' }),
      invoice({ status: 'proforma_sent', dueDate: '2026-10-01' }),
    ];
    const open = selectInvoices(rows, { ...filter, status: 'open' }, now);
    const overdue = selectInvoices(rows, { ...filter, status: 'overdue' }, now);
    expect(open.total).toBe(open.totals.openCount);
    expect(open.total).toBe(2);
    expect(overdue.total).toBe(overdue.totals.overdueCount);
    expect(overdue.invoices.map((row) => row.dueDate)).toEqual(['2026-11-21']);
  });

  it("filters a customer's list by the customer's groups, staff's by the one detailed status", () => {
    const rows = [
      invoice({ status: 'paid' }),
      invoice({ status: 'is_paid' }),
      invoice({ status: 'journalized' }),
      invoice({ status: 'credited' }),
      invoice({ status: 'invoice_sent' }),
    ];
    const customerPaid = selectInvoices(rows, { ...filter, userType: 'customer', status: 'paid' }, now);
    expect(customerPaid.invoices.map((row) => row.status).sort()).toEqual(['is_paid', 'journalized', 'paid']);
    const staffPaid = selectInvoices(rows, { ...filter, status: 'paid' }, now);
    expect(staffPaid.invoices.map((row) => row.status)).toEqual(['paid']);
  });
});
