/**
 * Invoices and their lines (product.md §5). Money is integer cents: `totalCents =
 * amountExclVatCents + vatCents`. The PDF is served at `invoices/{id}/pdf` when `hasPdf`.
 */
import { z } from 'zod';
import { Cents, DateOnly, Id, ListQuery, OrganisationRecord, Timestamp, queryArray } from './common';

export const InvoiceStatus = z.enum([
  'new',
  'paid',
  'credited',
  'not_sent',
  'proforma_not_sent',
  'proforma_sent',
  'invoice_sent',
  'journalized',
  'is_paid',
]);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

export const Invoice = OrganisationRecord.extend({
  number: z.string(),
  status: InvoiceStatus,
  invoiceDate: DateOnly,
  dueDate: DateOnly,
  amountExclVatCents: Cents,
  vatCents: Cents,
  totalCents: Cents,
  paidAt: Timestamp.nullable(),
  orderId: Id.nullable(),
  reference: z.string().nullable(),
  hasPdf: z.boolean(),
});
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceLine = OrganisationRecord.extend({
  invoiceId: Id,
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().nonnegative(),
  unit: z.string(),
  unitPriceCents: Cents,
  vatRatePercent: z.number().nonnegative(),
  totalExclVatCents: Cents,
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

/** `invoices?organizationid=...` (lower-case `id`, as the seed sends it). */
export const InvoiceListQuery = ListQuery.extend({
  organizationid: Id.optional(),
  organizationId: Id.optional(),
  status: queryArray(InvoiceStatus).optional(),
});
export type InvoiceListQuery = z.infer<typeof InvoiceListQuery>;
