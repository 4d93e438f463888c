import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { maxChangesPerPage, maxPerPage } from '../../api/contract/common';
import { pullCollection } from '../../sync/pull-collection';
import { FakeServer, freshDatabase } from '../../sync/sync-test-fixtures';
import { syncCollections } from './sync-collections';

const tasks = syncCollections.find((collection) => collection.name === 'tasks')!;

describe('the synced collections', () => {
  it('ask for as many records a page as the server allows', () => {
    for (const collection of syncCollections) {
      expect(collection.changesPerPage, collection.name).toBe(maxChangesPerPage);
      expect(collection.perPage, collection.name).toBe(maxPerPage);
    }
  });

  it(`pull changes ${maxChangesPerPage} a page, each page one bulkPut stored with its progress`, async () => {
    const server = new FakeServer();
    const count = 2 * maxChangesPerPage + maxChangesPerPage / 2;
    for (let i = 0; i < count; i += 1)
      server.put(tasks.path, `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`, {
        title: `Taak ${i}`,
      });
    const db = freshDatabase();
    const table = db.records('tasks');
    const bulkPut = table.bulkPut.bind(table);
    const puts: { records: number; stores: string[] }[] = [];
    vi.spyOn(table, 'bulkPut').mockImplementation(((records: readonly unknown[]) => {
      const transaction = Dexie.currentTransaction;
      puts.push({
        records: records.length,
        stores: transaction?.mode === 'readwrite' ? transaction.storeNames : [],
      });
      return bulkPut(records as never);
    }) as typeof table.bulkPut);
    const progress: number[] = [];
    const put = db.syncState.put.bind(db.syncState);
    vi.spyOn(db.syncState, 'put').mockImplementation(((row: { loaded: number }) => {
      progress.push(row.loaded);
      return put(row as never);
    }) as typeof db.syncState.put);

    const result = await pullCollection({ db, client: server.client() }, tasks);

    expect(result.ok).toBe(true);
    const pages = server.requests.map(
      (line) => new URL(line.split(' ')[1]!, 'http://portal.test').searchParams,
    );
    expect(pages).toHaveLength(3);
    for (const query of pages) {
      expect(query.has('updatedSince')).toBe(true);
      expect(query.get('perPage')).toBe(String(maxChangesPerPage));
      expect(query.get('limit')).toBe(String(maxChangesPerPage));
    }
    // One bulkPut per page, inside a transaction that also writes the page's cursor and progress.
    expect(puts.map((call) => call.records)).toEqual([maxChangesPerPage, maxChangesPerPage, count - 2000]);
    for (const call of puts) expect(call.stores).toEqual(expect.arrayContaining(['tasks', 'syncState']));
    // The sync screen's progress moves on with every page stored.
    expect(progress.filter((loaded) => loaded > 0)).toEqual(expect.arrayContaining([1000, 2000, count]));
    expect(progress.indexOf(1000)).toBeLessThan(progress.indexOf(2000));
    expect(await table.count()).toBe(count);
  });
});
