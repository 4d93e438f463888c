import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from './db-test-fixtures';
import { collectionTables } from './collection-tables';
import { databaseNameFor, databaseNamePrefix } from './database-name';
import { deleteOtherUsersDatabases } from './other-users-data';
import { schemaVersions, type SchemaVersion } from './portal-database';

const outboxEntry = (id = '0190a000-0000-7000-8000-000000000001') => ({
  id,
  userId: 'u1',
  command: 'createTask',
  summary: 'Taak: Filter vervangen',
  request: { method: 'post' as const, path: 'task', json: { title: 'Filter vervangen' } },
  effects: [],
  refs: [],
  state: 'pending' as const,
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  lastError: null,
});

describe('the local database', () => {
  it('has a table for every synced collection', async () => {
    const db = freshDatabase();
    await db.open();
    const names = db.tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining([...Object.keys(collectionTables), 'syncState', 'outbox']));
    db.close();
  });

  it('drops and re-pulls a table whose version says so, and keeps the outbox', async () => {
    const factory = new IDBFactory();
    const v1 = freshDatabase('portal-upgrade', schemaVersions, factory);
    await v1.records('tasks').put({ id: 't1', title: 'Oud' } as never);
    await v1.records('invoices').put({ id: 'i1' } as never);
    await v1.syncState.put({
      collection: 'tasks',
      cursor: '9',
      mode: 'changes',
      requestState: 'success',
      lastSyncedAt: 1,
      lastError: null,
      loaded: 1,
      total: 1,
    });
    await v1.outbox.add(outboxEntry());
    v1.close();

    const v2: SchemaVersion = {
      version: schemaVersions.at(-1)!.version + 1,
      stores: {
        tasks: 'id, organisationId, status, dueAt, assigneeUserId, serviceObjectId, createdAt, priority',
      },
      repull: ['tasks'],
    };
    const upgraded = freshDatabase('portal-upgrade', [...schemaVersions, v2], factory);

    expect(await upgraded.records('tasks').count()).toBe(0);
    expect(await upgraded.syncState.get('tasks')).toBeUndefined();
    expect(await upgraded.records('invoices').count()).toBe(1);
    expect(await upgraded.outbox.toArray()).toEqual([
      expect.objectContaining({ id: outboxEntry().id, seq: 1 }),
    ]);
    upgraded.close();
  });

  it('keeps the rows, the sync state and the outbox when versions 3 and 4 drop the unused indexes', async () => {
    const factory = new IDBFactory();
    const beforeThree = schemaVersions.filter((version) => version.version < 3);
    const old = freshDatabase('portal-lean', beforeThree, factory);
    await old.records('tasks').put({ id: 't1', organisationId: 'o1', status: 'open' } as never);
    await old.syncState.put({
      collection: 'tasks',
      cursor: '9',
      mode: 'changes',
      requestState: 'success',
      lastSyncedAt: 1,
      lastError: null,
      loaded: 1,
      total: 1,
    });
    await old.outbox.add(outboxEntry());
    expect(old.records('tasks').schema.indexes.map((index) => index.name)).toContain('status');
    old.close();

    const lean = freshDatabase('portal-lean', schemaVersions, factory);
    await lean.open();

    // Every store of the upgraded database has exactly the indexes collectionTables declares.
    const stored = lean.backendDB();
    for (const [name, spec] of Object.entries(collectionTables)) {
      const declared = spec
        .split(',')
        .slice(1)
        .map((field) => field.trim());
      const indexes = Array.from(stored.transaction(name).objectStore(name).indexNames);
      expect(indexes.sort(), name).toEqual(declared.sort());
    }
    expect(await lean.records('tasks').where('organisationId').equals('o1').count()).toBe(1);
    expect(await lean.syncState.get('tasks')).toMatchObject({ cursor: '9' });
    expect(await lean.outbox.count()).toBe(1);
    lean.close();
  });
});

describe('database names', () => {
  it('are stable per user, differ between users and do not contain the user id', async () => {
    const first = await databaseNameFor('0190a000-0000-7000-8000-00000000aaaa');
    expect(first).toBe(await databaseNameFor('0190a000-0000-7000-8000-00000000aaaa'));
    expect(first).not.toBe(await databaseNameFor('0190a000-0000-7000-8000-00000000bbbb'));
    expect(first.startsWith(databaseNamePrefix)).toBe(true);
    expect(first).not.toContain('aaaa');
  });
});

describe('deleteOtherUsersDatabases', () => {
  it("deletes every other user's database and counts the writes it discards", async () => {
    const factory = new IDBFactory();
    const mine = freshDatabase('portal-mine', schemaVersions, factory);
    const theirs = freshDatabase('portal-theirs', schemaVersions, factory);
    await mine.outbox.add(outboxEntry());
    await theirs.outbox.add(outboxEntry());
    await theirs.outbox.add(outboxEntry('0190a000-0000-7000-8000-000000000002'));
    theirs.close();
    mine.close();
    const unrelated = factory.open('something-else');
    await new Promise((resolve) => (unrelated.onsuccess = resolve));
    unrelated.result.close();

    const cleanup = await deleteOtherUsersDatabases('portal-mine', factory);

    expect(cleanup).toEqual({ discardedWrites: 2 });
    const names = (await factory.databases()).map((database) => database.name).sort();
    expect(names).toEqual(['portal-mine', 'something-else']);
  });
});
