/**
 * Live reads of invoices and their lines from the local database (one hook per question).
 * `undefined` while loading. The list's filtering is a pure function, tested on its own.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { UserType } from '../../api/contract/auth';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { isInPeriod, type DatePeriod } from '../../lib/date-periods';
import {
  invoiceTotals,
  matchesInvoiceStatusFilter,
  type InvoiceStatusFilter,
  type InvoiceTotals,
} from './invoice-status';
import { compareNatural } from '../../lib/natural-order';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

export type InvoiceRow = LocalRow<'invoices'>;
export type InvoiceLineRow = LocalRow<'invoiceLines'>;

export interface InvoiceFilter {
  /** The organisations shown (the current one and below); null for all. */
  organisations: readonly string[] | null;
  /** One status (for a customer: one group), or every `open` (or `overdue`) invoice, as the totals count them. */
  status: InvoiceStatusFilter | null;
  /** Whose list it is: a customer's status filter means the customer's groups (invoice-status.ts). */
  userType: UserType;
  /** Which invoice dates are shown. */
  period: DatePeriod;
  /** Part of the invoice number or reference. */
  search: string;
  /** How many to show; "load more" raises it. */
  limit: number;
}

export interface InvoiceList {
  invoices: InvoiceRow[];
  /** How many match the filter in total. */
  total: number;
  /** The ids of every matching invoice with a PDF (what "keep offline" downloads). */
  pdfInvoiceIds: string[];
  /** Open and overdue amounts of every invoice of the organisations, whatever the filter. */
  totals: InvoiceTotals;
}

function matches(invoice: InvoiceRow, filter: InvoiceFilter, now: Date): boolean {
  if (filter.status && !matchesInvoiceStatusFilter(invoice, filter.status, filter.userType, now))
    return false;
  if (!isInPeriod(invoice.invoiceDate, filter.period, now)) return false;
  const search = filter.search.trim().toLocaleLowerCase('nl');
  if (!search) return true;
  return `${invoice.number} ${invoice.reference ?? ''}`.toLocaleLowerCase('nl').includes(search);
}

function newestFirst(a: InvoiceRow, b: InvoiceRow): number {
  if (a.invoiceDate !== b.invoiceDate) return a.invoiceDate < b.invoiceDate ? 1 : -1;
  return compareNatural(b.number, a.number);
}

/** The invoices shown for `filter` out of the organisations' `rows`: newest invoice date first. */
export function selectInvoices(
  rows: readonly InvoiceRow[],
  filter: InvoiceFilter,
  now = new Date(),
): InvoiceList {
  const matching = rows.filter((invoice) => matches(invoice, filter, now)).sort(newestFirst);
  return {
    invoices: matching.slice(0, filter.limit),
    total: matching.length,
    pdfInvoiceIds: matching.filter((invoice) => invoice.hasPdf).map((invoice) => invoice.id),
    totals: invoiceTotals(rows, now),
  };
}

/** The invoices of the organisations in scope, filtered by status, period and search. */
export function useInvoiceList(filter: InvoiceFilter): InvoiceList | undefined {
  const db = useDatabase();
  const organisationKey = filter.organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const rows = await rowsOfOrganisations(db.records('invoices'), filter.organisations);
    return selectInvoices(rows, filter);
  }, [db, organisationKey, filter.status, filter.userType, filter.period, filter.search, filter.limit]);
}

/** One invoice; null when it is not on this device (unknown, or outside the user's organisations). */
export function useInvoice(invoiceId: string): InvoiceRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.records('invoices').get(invoiceId)) ?? null, [db, invoiceId]);
}

/** The lines of an invoice in their printed order. */
export function useInvoiceLines(invoiceId: string): InvoiceLineRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => await db.records('invoiceLines').where('invoiceId').equals(invoiceId).sortBy('position'),
    [db, invoiceId],
  );
}
