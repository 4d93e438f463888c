import { describe, expect, it, vi } from 'vitest';
import { initialSyncState, type SyncStateRow } from '../db/sync-state';
import { SyncStateMemory } from './sync-state-memory';
import { freshDatabase } from './sync-test-fixtures';

function row(collection: SyncStateRow['collection'], patch: Partial<SyncStateRow> = {}): SyncStateRow {
  return { ...initialSyncState(collection), ...patch };
}

describe('the sync state memory', () => {
  it('reads every stored row in one read, and knows a collection without one from it', async () => {
    const db = freshDatabase('state-memory-one-read');
    await db.open();
    await db.syncState.bulkPut([row('tasks', { cursor: '7', requestState: 'success', lastSyncedAt: 1 })]);
    const toArray = vi.spyOn(db.syncState, 'toArray');
    const get = vi.spyOn(db.syncState, 'get');
    const memory = new SyncStateMemory(db);

    const [tasks, invoices] = await Promise.all([memory.read('tasks'), memory.read('invoices')]);
    expect(tasks.cursor).toBe('7');
    expect(invoices).toEqual(initialSyncState('invoices'));
    expect(await memory.read('orders')).toEqual(initialSyncState('orders'));
    expect(toArray).toHaveBeenCalledTimes(1);
    expect(get).not.toHaveBeenCalled();
    db.close();
  });

  it('keeps a row remembered while the read was out, and reads again after forgetting', async () => {
    const db = freshDatabase('state-memory-forget');
    await db.open();
    await db.syncState.bulkPut([row('tasks', { cursor: '1' })]);
    const memory = new SyncStateMemory(db);

    const reading = memory.read('invoices');
    memory.remember(row('tasks', { cursor: '2' }));
    await reading;
    expect((await memory.read('tasks')).cursor).toBe('2');

    await db.syncState.put(row('tasks', { cursor: '3' }));
    memory.forget();
    expect((await memory.read('tasks')).cursor).toBe('3');
    db.close();
  });

  it('tries a failed read again at the next read', async () => {
    const db = freshDatabase('state-memory-retry');
    await db.open();
    await db.syncState.put(row('tasks', { cursor: '5' }));
    const memory = new SyncStateMemory(db);
    vi.spyOn(db.syncState, 'toArray').mockRejectedValueOnce(new Error('closing'));

    await expect(memory.read('tasks')).rejects.toThrow('closing');
    expect((await memory.read('tasks')).cursor).toBe('5');
    db.close();
  });
});
