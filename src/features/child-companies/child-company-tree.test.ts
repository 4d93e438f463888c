import { describe, expect, it } from 'vitest';
import { InvoiceStatus } from '../../api/contract/invoices';
import { OrderStatus } from '../../api/contract/orders';
import { openInvoiceStatuses, openOrderStatuses } from '../../lib/open-records';
import {
  childCompanyTree,
  countPerCompany,
  holdingIds,
  type ChildCompany,
  type ChildCompanyNode,
  type CountSources,
} from './child-company-tree';

function company(id: string, name: string, parentId: string | null = null): ChildCompany {
  return { id, parentId, name, code: `REL-${id}`, city: 'Utrecht', active: true };
}

const holding = company('h', 'Bakkerij De Jong Holding', null);
const centrum = company('c', 'Bakkerij De Jong Centrum', 'h');
const amersfoort = company('a', 'Bakkerij De Jong Amersfoort', 'h');
const oost = company('o', 'Bakkerij De Jong Centrum Oost', 'c');
const unrelated = company('u', 'Slagerij Tilburg', null);
const companies = [unrelated, oost, centrum, holding, amersfoort];

const noSources: CountSources = { deviceOrganisationIds: [], orders: [], invoices: [], statistics: [] };

/** The tree as `name (depth)` lines, for readable expectations. */
function outline(nodes: readonly ChildCompanyNode[], depth = 0): string[] {
  return nodes.flatMap((node) => [`${node.company.name} (${depth})`, ...outline(node.children, depth + 1)]);
}

describe('childCompanyTree', () => {
  it('lists the root, then its descendants depth first with siblings by name', () => {
    expect(outline(childCompanyTree(companies, ['h'], noSources))).toEqual([
      'Bakkerij De Jong Holding (0)',
      'Bakkerij De Jong Amersfoort (1)',
      'Bakkerij De Jong Centrum (1)',
      'Bakkerij De Jong Centrum Oost (2)',
    ]);
  });

  it("never lists a child company's parent or siblings when the child is the root", () => {
    expect(outline(childCompanyTree(companies, ['c'], noSources))).toEqual([
      'Bakkerij De Jong Centrum (0)',
      'Bakkerij De Jong Centrum Oost (1)',
    ]);
  });

  it('lists a company without child companies alone, and nothing for a root not on the device', () => {
    const [only] = childCompanyTree(companies, ['a'], noSources);
    expect(only?.children).toEqual([]);
    expect(childCompanyTree(companies, ['missing'], noSources)).toEqual([]);
  });

  it('lists each company once when the data holds a cycle of parents', () => {
    const cycle = [company('x', 'X', 'y'), company('y', 'Y', 'x')];
    expect(outline(childCompanyTree(cycle, ['x', 'y'], noSources))).toEqual(['X (0)', 'Y (1)']);
  });

  it("gives every company its own counts, not its children's", () => {
    const sources: CountSources = {
      deviceOrganisationIds: ['h', 'c', 'c', 'o', 'u'],
      orders: [
        { organisationId: 'h', status: 'open' },
        { organisationId: 'c', status: 'completed' },
        { organisationId: 'c', status: 'in_progress' },
      ],
      invoices: [{ organisationId: 'o', status: 'new' }],
      statistics: [
        { organisationId: 'h', devicesOverdue: 0 },
        { organisationId: 'c', devicesOverdue: 2 },
        { organisationId: 'o', devicesOverdue: 1 },
      ],
    };
    const [root] = childCompanyTree(companies, ['h'], sources);
    expect(root?.counts).toEqual({ devices: 1, openOrders: 1, openInvoices: 0, devicesOverdue: 0 });
    const centrumNode = root?.children.find((node) => node.company.id === 'c');
    expect(centrumNode?.counts).toEqual({ devices: 2, openOrders: 1, openInvoices: 0, devicesOverdue: 2 });
    expect(centrumNode?.children[0]?.counts).toEqual({
      devices: 1,
      openOrders: 0,
      openInvoices: 1,
      devicesOverdue: 1,
    });
  });
});

describe('countPerCompany', () => {
  it('counts open orders (open, planned, in progress) and open invoices (new, not sent, sent)', () => {
    const sources: CountSources = {
      deviceOrganisationIds: [],
      orders: OrderStatus.options.map((status) => ({ organisationId: 'h', status })),
      invoices: InvoiceStatus.options.map((status) => ({ organisationId: 'h', status })),
      statistics: [],
    };
    expect(countPerCompany(['h'], sources).get('h')).toEqual({
      devices: 0,
      openOrders: 3,
      openInvoices: 3,
      devicesOverdue: undefined,
    });
  });

  it('answers null, not zero, for a collection the user does not sync', () => {
    const counts = countPerCompany(['h'], {
      deviceOrganisationIds: ['h'],
      orders: null,
      invoices: null,
      statistics: null,
    });
    expect(counts.get('h')).toEqual({
      devices: 1,
      openOrders: null,
      openInvoices: null,
      devicesOverdue: null,
    });
  });

  it("takes the overdue duties from the company's own statistics row, never recounting or summing children", () => {
    const counts = countPerCompany(['h', 'c'], {
      deviceOrganisationIds: [],
      orders: [],
      invoices: [],
      statistics: [
        { organisationId: 'h', devicesOverdue: 4 },
        { organisationId: 'c', devicesOverdue: 3 },
      ],
    });
    expect(counts.get('h')?.devicesOverdue).toBe(4);
    expect(counts.get('c')?.devicesOverdue).toBe(3);
  });

  it('answers undefined, not zero, for a company whose statistics row is not on the device yet', () => {
    const counts = countPerCompany(['h', 'c'], {
      deviceOrganisationIds: [],
      orders: [],
      invoices: [],
      statistics: [{ organisationId: 'h', devicesOverdue: 0 }],
    });
    expect(counts.get('h')?.devicesOverdue).toBe(0);
    expect(counts.get('c')?.devicesOverdue).toBeUndefined();
  });

  it("leaves out other companies' records", () => {
    const counts = countPerCompany(['h'], {
      deviceOrganisationIds: ['u', 'u'],
      orders: [{ organisationId: 'u', status: 'open' }],
      invoices: [{ organisationId: 'u', status: 'new' }],
      statistics: [{ organisationId: 'u', devicesOverdue: 5 }],
    });
    expect(counts.get('h')).toEqual({
      devices: 0,
      openOrders: 0,
      openInvoices: 0,
      devicesOverdue: undefined,
    });
    expect(counts.has('u')).toBe(false);
  });

  it('uses the statuses of the wire contract', () => {
    expect(OrderStatus.options).toEqual(expect.arrayContaining([...openOrderStatuses]));
    expect(InvoiceStatus.options).toEqual(expect.arrayContaining([...openInvoiceStatuses]));
  });
});

describe('holdingIds', () => {
  it('lists the top companies that have child companies, by name', () => {
    const other = [company('z', 'Zuivel Holding'), company('z1', 'Zuivel Oost', 'z')];
    expect(holdingIds([...companies, ...other])).toEqual(['h', 'z']);
  });

  it('counts a company whose parent is not on the device as a top company', () => {
    expect(holdingIds([centrum, oost])).toEqual(['c']);
  });
});
