import { describe, expect, it, vi } from 'vitest';
import { initialSyncState, type SyncStateRow } from '../db/sync-state';
import { keepUnchangedRows, SyncStatesStore } from './sync-states-store';
import { freshDatabase, testCollection } from './sync-test-fixtures';

const tasks = testCollection('tasks', 'task');
const invoices = testCollection('invoices', 'invoices');

function row(collection: SyncStateRow['collection'], patch: Partial<SyncStateRow> = {}): SyncStateRow {
  return { ...initialSyncState(collection), ...patch };
}

describe('keepUnchangedRows', () => {
  it('keeps the objects of unchanged rows, and the list itself when nothing changed', () => {
    const before = [row('tasks'), row('invoices')];
    expect(keepUnchangedRows(before, [row('tasks'), row('invoices')])).toBe(before);

    const after = keepUnchangedRows(before, [row('tasks', { loaded: 10 }), row('invoices')]);
    expect(after).not.toBe(before);
    expect(after[0]).toEqual(row('tasks', { loaded: 10 }));
    expect(after[1]).toBe(before[1]);
  });

  it('gives a new list when a row came, went or moved', () => {
    const before = [row('tasks'), row('invoices')];
    expect(keepUnchangedRows(before, [row('tasks')])).not.toBe(before);
    const grown = keepUnchangedRows(before, [row('tasks'), row('invoices'), row('orders')]);
    expect(grown).not.toBe(before);
    expect(grown[1]).toBe(before[1]);
    const moved = keepUnchangedRows(before, [row('invoices'), row('tasks')]);
    expect(moved).not.toBe(before);
    expect(moved[0]).toBe(before[1]);
    expect(keepUnchangedRows(undefined, [])).toEqual([]);
  });
});

describe('the shared sync states', () => {
  it('tells its listeners of a change, keeping the row of a collection that did not change', async () => {
    const db = freshDatabase('sync-states-store');
    await db.open();
    await db.syncState.bulkPut([row('tasks'), row('invoices')]);
    const store = new SyncStatesStore(db, [tasks, invoices], 20);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await vi.waitFor(() => expect(store.rows()).toHaveLength(2));
    const invoicesBefore = store.rowOf('invoices');
    const tasksBefore = store.rowOf('tasks');
    listener.mockClear();

    await db.syncState.put(row('tasks', { requestState: 'success', lastSyncedAt: 1 }));
    await vi.waitFor(() => expect(store.rowOf('tasks')?.requestState).toBe('success'));
    expect(store.rowOf('tasks')).not.toBe(tasksBefore);
    expect(store.rowOf('invoices')).toBe(invoicesBefore);
    expect(listener).toHaveBeenCalled();

    // A write that changes nothing wakes the query but no listener.
    listener.mockClear();
    const rowsBefore = store.rows();
    await db.syncState.put(row('invoices'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(listener).not.toHaveBeenCalled();
    expect(store.rows()).toBe(rowsBefore);

    // With its last listener gone, the query stops: later writes are not followed.
    unsubscribe();
    await db.syncState.put(row('invoices', { loaded: 5 }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.rowOf('invoices')?.loaded).toBe(0);
    db.close();
  });

  it('lists the synced collections in pull order and leaves out the rows of others', async () => {
    const db = freshDatabase('sync-states-order');
    await db.open();
    await db.syncState.bulkPut([row('invoices'), row('orders'), row('tasks')]);
    const store = new SyncStatesStore(db, [tasks, invoices], 20);
    const unsubscribe = store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.rows()).toBeDefined());
    expect(store.rows()?.map((state) => state.collection)).toEqual(['tasks', 'invoices']);
    unsubscribe();
    db.close();
  });
});
