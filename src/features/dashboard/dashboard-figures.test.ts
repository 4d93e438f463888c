import { describe, expect, it } from 'vitest';
import { emptyFigures } from '../../lib/statistics';
import {
  coveredOrganisations,
  customersWithMostOverdueDuties,
  dashboardTiles,
  dashboardTotals,
  hasChildren,
  type StatisticsRow,
} from './dashboard-figures';

const holding = { id: 'h', name: 'Bakkerij Holding', parentId: null };
const branchA = { id: 'a', name: 'Filiaal A', parentId: 'h' };
const branchB = { id: 'b', name: 'Filiaal B', parentId: 'h' };
const hotel = { id: 'x', name: 'Hotel', parentId: null };
const tree = [holding, branchA, branchB, hotel];

function row(organisationId: string, figures: Partial<ReturnType<typeof emptyFigures>> = {}): StatisticsRow {
  return {
    id: `s-${organisationId}`,
    organisationId,
    createdAt: '2026-11-26T08:00:00.000Z',
    updatedAt: '2026-11-26T08:00:00.000Z',
    day: '2026-11-26',
    weekStart: '2026-11-23',
    weekEnd: '2026-11-29',
    computedAt: '2026-11-26T08:00:00.000Z',
    validUntil: '2026-11-26T23:00:00.000Z',
    ...emptyFigures(['2026-11']),
    ...figures,
  };
}

describe('the organisations the dashboard covers', () => {
  it('is the current organisation with its children, or alone, or everything for staff', () => {
    expect(coveredOrganisations(holding, tree, true)).toEqual(['h', 'a', 'b']);
    expect(coveredOrganisations(holding, tree, false)).toEqual(['h']);
    expect(coveredOrganisations(null, tree, true)).toBeNull();
    expect(hasChildren('h', tree)).toBe(true);
    expect(hasChildren('a', tree)).toBe(false);
  });

  it('adds up exactly the rows of those organisations', () => {
    const rows = [row('h', { openTasks: 1 }), row('a', { openTasks: 2 }), row('x', { openTasks: 40 })];
    expect(dashboardTotals(rows, ['h', 'a', 'b'])!.openTasks).toBe(3);
    expect(dashboardTotals(rows, null)!.openTasks).toBe(43);
    expect(dashboardTotals(rows, ['b'])).toBeNull();
  });
});

describe('dashboardTiles', () => {
  it('links every tile to its list, filtered to what it counts', () => {
    const tiles = dashboardTiles(dashboardTotals([row('h')], null)!, null);
    expect(Object.fromEntries(tiles.map((tile) => [tile.id, tile.href]))).toEqual({
      'open-orders': '/orders?status=unfinished',
      'work-orders-this-week': '#werkbonnen-deze-week',
      'offers-awaiting': '/offers?tab=sent',
      'open-invoices': '/invoices?status=open',
      'overdue-invoices': '/invoices?status=overdue',
      'open-tasks': '/tasks?status=open',
      'overdue-tasks': '/tasks?status=overdue',
      'devices-overdue': '/devices/overview?status=overdue',
      'devices-due-30': '/devices/overview?status=due_soon',
      'devices-due-90': '/devices/overview?status=due_within_90_days',
    });
  });

  it('without the children, links only where the list narrows to the one organisation', () => {
    const tiles = dashboardTiles(dashboardTotals([row('h')], ['h'])!, 'h');
    const linked = tiles.filter((tile) => tile.href !== null).map((tile) => tile.href);
    expect(linked).toEqual(['/orders?status=unfinished&organisationId=h', '#werkbonnen-deze-week']);
  });
});

describe('customersWithMostOverdueDuties', () => {
  it('adds each customer up with its child companies and leaves out those without any', () => {
    const rows = [
      row('h', { devicesOverdue: 1 }),
      row('a', { devicesOverdue: 2, devicesDueWithin30Days: 4 }),
      row('x', { devicesOverdue: 0 }),
    ];
    expect(customersWithMostOverdueDuties(rows, tree)).toEqual([
      { id: 'h', name: 'Bakkerij Holding', devicesOverdue: 3, devicesDueWithin30Days: 4 },
    ]);
  });
});
