/**
 * The child companies screen's data (product.md §10), as pure rules over synced rows: the tree of
 * companies under a root, siblings by name, and per company its own counts of devices, open orders and
 * open invoices ("open" as src/lib/open-records.ts defines it for every screen) and of devices with an
 * overdue duty. A company's counts are its own records, never its children's, so the tree's figures add
 * up. A count is null when the user does not sync that collection (no permission to view it): unknown,
 * not zero.
 *
 * The overdue duties are not recounted here: they are the `devicesOverdue` of the organisation's synced
 * statistics row, which the server computes with the one duty engine (src/lib/statistics.ts), so the
 * card shows the same figure as the dashboard and legal supervision.
 */
import { compareDutch } from '../../lib/natural-order';
import { isInvoiceOpen, isOrderOpen } from '../../lib/open-records';

export interface ChildCompany {
  id: string;
  parentId: string | null;
  name: string;
  /** The relation number in the service company's back office. */
  code: string;
  city: string | null;
  active: boolean;
}

export interface CompanyCounts {
  devices: number | null;
  openOrders: number | null;
  openInvoices: number | null;
  /**
   * Devices with an overdue duty, from the organisation's statistics row; `undefined` when the
   * statistics are synced but that organisation's row is not on the device (yet).
   */
  devicesOverdue: number | null | undefined;
}

export interface ChildCompanyNode {
  company: ChildCompany;
  counts: CompanyCounts;
  children: ChildCompanyNode[];
}

interface OwnedRecord {
  organisationId: string;
}

/** The records counted; a collection the user does not sync is null. */
export interface CountSources {
  /** The organisation of every device (one entry per device). */
  deviceOrganisationIds: readonly string[] | null;
  orders: readonly (OwnedRecord & { status: string })[] | null;
  invoices: readonly (OwnedRecord & { status: string })[] | null;
  /** The synced statistics rows, one per organisation. */
  statistics: readonly (OwnedRecord & { devicesOverdue: number })[] | null;
}

function tally(organisationIds: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of organisationIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

function* openOwners<T extends OwnedRecord & { status: string }>(
  rows: readonly T[],
  isOpen: (row: T) => boolean,
): Generator<string> {
  for (const row of rows) if (isOpen(row)) yield row.organisationId;
}

/**
 * Each company's own counts, keyed by organisation id; a company without records counts zero, one
 * without a statistics row has no overdue figure (`undefined`).
 */
export function countPerCompany(
  companyIds: Iterable<string>,
  sources: CountSources,
): Map<string, CompanyCounts> {
  const devices = sources.deviceOrganisationIds && tally(sources.deviceOrganisationIds);
  const orders = sources.orders && tally(openOwners(sources.orders, isOrderOpen));
  const invoices = sources.invoices && tally(openOwners(sources.invoices, isInvoiceOpen));
  const overdue =
    sources.statistics && new Map(sources.statistics.map((row) => [row.organisationId, row.devicesOverdue]));
  const counts = new Map<string, CompanyCounts>();
  for (const id of companyIds) {
    counts.set(id, {
      devices: devices ? (devices.get(id) ?? 0) : null,
      openOrders: orders ? (orders.get(id) ?? 0) : null,
      openInvoices: invoices ? (invoices.get(id) ?? 0) : null,
      devicesOverdue: overdue ? overdue.get(id) : null,
    });
  }
  return counts;
}

const byName = (a: ChildCompany, b: ChildCompany) => compareDutch(a.name, b.name) || a.id.localeCompare(b.id);

/**
 * The companies of the trees under `rootIds`, each with its counts: each root, then its descendants
 * depth first, siblings by name. A company is listed once even when the data holds a cycle of
 * parents; an unknown root is left out.
 */
export function childCompanyTree(
  companies: readonly ChildCompany[],
  rootIds: readonly string[],
  sources: CountSources,
): ChildCompanyNode[] {
  const byId = new Map(companies.map((company) => [company.id, company]));
  const childrenOf = new Map<string, ChildCompany[]>();
  for (const company of companies) {
    if (company.parentId === null) continue;
    childrenOf.set(company.parentId, [...(childrenOf.get(company.parentId) ?? []), company]);
  }
  const counts = countPerCompany(byId.keys(), sources);
  const placed = new Set<string>();
  const place = (company: ChildCompany | undefined, into: ChildCompanyNode[]) => {
    if (!company || placed.has(company.id)) return;
    placed.add(company.id);
    const node: ChildCompanyNode = { company, counts: counts.get(company.id)!, children: [] };
    into.push(node);
    for (const child of [...(childrenOf.get(company.id) ?? [])].sort(byName)) place(child, node.children);
  };
  const roots: ChildCompanyNode[] = [];
  for (const id of rootIds) place(byId.get(id), roots);
  return roots;
}

/**
 * The roots to show when no organisation is chosen (staff looking at all customers): every top
 * company (no parent, or a parent not on this device) that has child companies, by name.
 */
export function holdingIds(companies: readonly ChildCompany[]): string[] {
  const ids = new Set(companies.map((company) => company.id));
  const parents = new Set(
    companies.flatMap((company) =>
      company.parentId !== null && company.parentId !== company.id ? [company.parentId] : [],
    ),
  );
  return companies
    .filter((company) => parents.has(company.id) && (company.parentId === null || !ids.has(company.parentId)))
    .sort(byName)
    .map((company) => company.id);
}
