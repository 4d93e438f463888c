/**
 * Invoices and their lines. Amounts are integer cents; `total = excl. VAT + VAT` is checked by the
 * database. The PDF lives behind the file store under `pdf_storage_key`.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { InvoiceStatus } from '../../../../src/api/contract/invoices';
import { orders } from './orders';
import { organisationId } from './organisations';
import { decimal3, enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';

export const invoices = pgTable(
  'invoices',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    number: text('number').notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('new'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountExclVatCents: integer('amount_excl_vat_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidAt: timestamptz('paid_at'),
    orderId: uuid('order_id').references(() => orders.id),
    reference: text('reference'),
    pdfStorageKey: text('pdf_storage_key'),
  },
  (t) => [
    ...syncIndexes('invoices', t),
    uniqueIndex('invoices_number_key').on(t.number),
    index('invoices_organisation_status_idx').on(t.organisationId, t.status),
    index('invoices_organisation_date_idx').on(t.organisationId, t.invoiceDate.desc().nullsFirst()),
    check('invoices_total_check', sql`${t.totalCents} = ${t.amountExclVatCents} + ${t.vatCents}`),
    enumCheck('invoices_status_check', t.status, InvoiceStatus.options),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: decimal3('quantity').notNull(),
    unit: text('unit').notNull().default('st'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRatePercent: numeric('vat_rate_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    totalExclVatCents: integer('total_excl_vat_cents').notNull(),
  },
  (t) => [...syncIndexes('invoice_lines', t), index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);
