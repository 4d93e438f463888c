import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from '../../api/contract/invoices';
import type { OrderStatus } from '../../api/contract/orders';
import type { LocalRow } from '../../db/collection-tables';
import { freshDatabase } from '../../db/db-test-fixtures';
import { loadChildCompanyTree } from './child-companies.queries';
import type { ChildCompanyNode } from './child-company-tree';

const stamp = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };
const holding = '00000000-0000-7000-8000-00000000000a';
const branch = '00000000-0000-7000-8000-00000000000b';
const elsewhere = '00000000-0000-7000-8000-00000000000c';
let next = 100;
const newId = () => `00000000-0000-7000-8000-${String(next++).padStart(12, '0')}`;

function organisation(id: string, name: string, parentId: string | null): LocalRow<'organisations'> {
  return {
    id,
    ...stamp,
    parentId,
    code: `REL-${name.length}`,
    name,
    address: null,
    postalCode: null,
    city: 'Utrecht',
    country: 'NL',
    phone: null,
    email: null,
    chamberOfCommerceNumber: null,
    vatNumber: null,
    active: true,
  };
}

function device(organisationId: string): LocalRow<'serviceObjects'> {
  return { id: newId(), ...stamp, organisationId } as LocalRow<'serviceObjects'>;
}

function order(organisationId: string, status: OrderStatus): LocalRow<'orders'> {
  return { id: newId(), ...stamp, organisationId, status } as LocalRow<'orders'>;
}

function invoice(organisationId: string, status: InvoiceStatus): LocalRow<'invoices'> {
  return { id: newId(), ...stamp, organisationId, status } as LocalRow<'invoices'>;
}

function statistics(organisationId: string, devicesOverdue: number): LocalRow<'organisationStatistics'> {
  return { id: newId(), ...stamp, organisationId, devicesOverdue } as LocalRow<'organisationStatistics'>;
}

async function seeded() {
  const db = freshDatabase(`child-companies-${next++}`);
  await db
    .records('organisations')
    .bulkPut([
      organisation(holding, 'Holding', null),
      organisation(branch, 'Filiaal', holding),
      organisation(elsewhere, 'Elders', null),
    ]);
  await db
    .records('serviceObjects')
    .bulkPut([device(holding), device(branch), device(branch), device(elsewhere)]);
  await db
    .records('orders')
    .bulkPut([order(branch, 'planned'), order(branch, 'invoiced'), order(elsewhere, 'open')]);
  await db.records('invoices').bulkPut([invoice(holding, 'invoice_sent'), invoice(branch, 'paid')]);
  await db
    .records('organisationStatistics')
    .bulkPut([statistics(holding, 1), statistics(branch, 2), statistics(elsewhere, 7)]);
  return db;
}

const everything = { devices: true, orders: true, invoices: true, statistics: true };
const counts = (nodes: ChildCompanyNode[]): Record<string, unknown> =>
  Object.fromEntries(
    nodes.flatMap(function flat(node): [string, unknown][] {
      return [[node.company.name, node.counts], ...node.children.flatMap(flat)];
    }),
  );

describe('loadChildCompanyTree', () => {
  it("reads the current organisation's tree with each company's own counts from the device", async () => {
    const db = await seeded();
    expect(counts(await loadChildCompanyTree(db, holding, everything))).toEqual({
      Holding: { devices: 1, openOrders: 0, openInvoices: 1, devicesOverdue: 1 },
      Filiaal: { devices: 2, openOrders: 1, openInvoices: 0, devicesOverdue: 2 },
    });
  });

  it('leaves out the counts of a collection the user does not sync', async () => {
    const db = await seeded();
    const [root] = await loadChildCompanyTree(db, branch, {
      devices: true,
      orders: false,
      invoices: false,
      statistics: false,
    });
    expect(root?.counts).toEqual({ devices: 2, openOrders: null, openInvoices: null, devicesOverdue: null });
  });

  it('shows staff looking at all customers every company with child companies', async () => {
    const db = await seeded();
    const roots = await loadChildCompanyTree(db, null, everything);
    expect(roots.map((node) => node.company.name)).toEqual(['Holding']);
    expect(roots[0]?.children.map((node) => node.company.name)).toEqual(['Filiaal']);
  });
});
