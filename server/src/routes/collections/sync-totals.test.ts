import { describe, expect, it } from 'vitest';
import { handChanges } from '../../db/table-changes-test-fixtures';
import type { ListPageKey } from './list-page-cache';
import { SyncTotals } from './sync-totals';

const scope = { kind: 'all' } as ListPageKey['scope'];

function read(cursor: string, perPage = 100): ListPageKey {
  return { route: 'orders', parentId: undefined, scope, query: { updatedSince: cursor, perPage } };
}

describe('SyncTotals', () => {
  it('answers the total remembered for a cursor while no synced table has been written', async () => {
    const changes = handChanges();
    const totals = new SyncTotals(changes);
    const version = await totals.version();
    totals.remember(read('120'), version, 380);
    expect(totals.known(read('120'), await totals.version())).toBe(380);
    expect(totals.known(read('121'), await totals.version())).toBeUndefined();
    expect(totals.known(read('120', 50), await totals.version())).toBeUndefined();
    expect(changes.settledCalls).toBeGreaterThan(0);
  });

  it('forgets a total once any synced table is written, and remembers nothing it cannot follow', async () => {
    const changes = handChanges();
    const totals = new SyncTotals(changes);
    totals.remember(read('120'), await totals.version(), 380);
    changes.write('invoices');
    expect(totals.known(read('120'), await totals.version())).toBeUndefined();

    changes.following = false;
    totals.remember(read('220'), await totals.version(), 280);
    changes.following = true;
    expect(totals.known(read('220'), await totals.version())).toBeUndefined();
  });

  it('keeps at most its number of walks, the least recently used leaving first', async () => {
    const totals = new SyncTotals(handChanges(), 2);
    const version = await totals.version();
    totals.remember(read('1'), version, 10);
    totals.remember(read('2'), version, 20);
    expect(totals.known(read('1'), version)).toBe(10);
    totals.remember(read('3'), version, 30);
    expect(totals.known(read('2'), version)).toBeUndefined();
    expect(totals.known(read('1'), version)).toBe(10);
    expect(totals.known(read('3'), version)).toBe(30);
  });
});
