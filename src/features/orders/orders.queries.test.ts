import { describe, expect, it } from 'vitest';
import { Order } from '../../api/contract/orders';
import { orderDate, selectOrders, type OrderFilter, type OrderRow } from './orders.queries';

const now = new Date('2026-11-22T12:00:00Z');
const holding = '0190a000-0000-7000-8000-0000000000b1';
const child = '0190a000-0000-7000-8000-0000000000b2';
let counter = 0;

function order(overrides: Partial<OrderRow>): OrderRow {
  counter += 1;
  return Order.parse({
    id: `0190a000-0000-7000-8000-${String(counter).padStart(12, '0')}`,
    organisationId: holding,
    number: `O-${counter}`,
    status: 'open',
    description: 'Onderhoud koelcel',
    reference: null,
    plannedDate: null,
    completedDate: null,
    amountCents: null,
    createdAt: `2026-11-${String(counter % 28 || 1).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  });
}

const filter: OrderFilter = {
  organisations: null,
  organisationId: null,
  status: null,
  period: 'all',
  search: '',
  limit: 30,
};

describe('selectOrders', () => {
  it('shows the newest orders first', () => {
    const rows = [
      order({ createdAt: '2026-01-01T00:00:00.000Z' }),
      order({ createdAt: '2026-11-01T00:00:00.000Z' }),
    ];
    expect(selectOrders(rows, filter, now)).toEqual([rows[1], rows[0]]);
  });

  it('narrows to one child company and one status', () => {
    const rows = [
      order({ organisationId: child, status: 'planned' }),
      order({ organisationId: holding, status: 'planned' }),
      order({ organisationId: child, status: 'open' }),
    ];
    expect(selectOrders(rows, { ...filter, organisationId: child, status: 'planned' }, now)).toEqual([
      rows[0],
    ]);
  });

  it('files an order under its planned date, or its creation when it has none', () => {
    const planned = order({ plannedDate: '2025-06-01', createdAt: '2026-11-01T00:00:00.000Z' });
    const unplanned = order({ plannedDate: null, createdAt: '2026-11-01T00:00:00.000Z' });
    expect(orderDate(planned)).toBe('2025-06-01');
    expect(selectOrders([planned, unplanned], { ...filter, period: 'lastYear' }, now)).toEqual([planned]);
  });

  it('searches number, description and reference without regard to case', () => {
    const rows = [
      order({ description: 'Lekdetectie vriescel' }),
      order({ reference: 'PO-4411' }),
      order({ number: 'O-2026-0099' }),
    ];
    expect(selectOrders(rows, { ...filter, search: 'LEKDETECTIE' }, now)).toEqual([rows[0]]);
    expect(selectOrders(rows, { ...filter, search: 'po-44' }, now)).toEqual([rows[1]]);
    expect(selectOrders(rows, { ...filter, search: '0099' }, now)).toEqual([rows[2]]);
  });

  it('filters every unfinished order: open, planned and in progress', () => {
    const rows = (['open', 'planned', 'in_progress', 'completed', 'invoiced', 'cancelled'] as const).map(
      (status) => order({ status }),
    );
    const shown = selectOrders(rows, { ...filter, status: 'unfinished' }, now);
    expect(shown.map((row) => row.status).sort()).toEqual(['in_progress', 'open', 'planned']);
  });
});
