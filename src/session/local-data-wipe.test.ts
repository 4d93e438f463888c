import { describe, expect, it, vi } from 'vitest';
import { documentCacheName } from '../sync/document-cache';
import { memoryCacheStorage } from '../sync/document-cache-test-fixtures';
import { deleteAllDatabases, deleteUserCaches, wipeLocalStorage } from './local-data-wipe';
import { memoryStorage } from './session-test-fixtures';

/** An IndexedDB factory whose deletions answer as `outcome` says. */
function fakeIndexedDb(names: string[], outcome: 'success' | 'blocked' | 'error' = 'success') {
  const deleteDatabase = vi.fn(() => {
    const request = {} as IDBOpenDBRequest;
    queueMicrotask(() => {
      const handler = { success: request.onsuccess, blocked: request.onblocked, error: request.onerror }[
        outcome
      ] as ((event: Event) => void) | null;
      handler?.(new Event(outcome));
    });
    return request;
  });
  const databases = vi.fn(async () => names.map((name) => ({ name, version: 1 })));
  return { deleteDatabase, databases };
}

describe('wiping local data', () => {
  it('empties local storage except the language choice', () => {
    const storage = memoryStorage();
    for (const key of [
      'session',
      'session.token',
      'organisation',
      'organisations',
      'state:user-1:lastScreen',
    ])
      storage.setItem(key, 'x');
    storage.setItem('locale', 'en');
    wipeLocalStorage(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('locale')).toBe('en');
  });

  it('deletes every IndexedDB database of the origin', async () => {
    const factory = fakeIndexedDb(['portal-user-1', 'portal-user-2']);
    await deleteAllDatabases(factory);
    expect(factory.deleteDatabase.mock.calls).toEqual([['portal-user-1'], ['portal-user-2']]);
  });

  it('does not wait forever for a deletion blocked by an open connection, nor fail on an error', async () => {
    await expect(deleteAllDatabases(fakeIndexedDb(['open-db'], 'blocked'))).resolves.toBeUndefined();
    await expect(deleteAllDatabases(fakeIndexedDb(['broken-db'], 'error'))).resolves.toBeUndefined();
  });

  it('does nothing where the browser cannot list its databases', async () => {
    const deleteDatabase = vi.fn();
    await deleteAllDatabases({ deleteDatabase });
    expect(deleteDatabase).not.toHaveBeenCalled();
  });

  it('deletes every user’s document cache and keeps the app shell, so the login page opens offline', async () => {
    const storage = memoryCacheStorage();
    const precache = 'workbox-precache-v2-http://127.0.0.1:8080/';
    for (const name of [
      precache,
      await documentCacheName('user-1'),
      await documentCacheName('user-2'),
      'some-runtime-cache',
    ]) {
      await storage.open(name);
    }
    await deleteUserCaches(storage);
    expect(storage.names()).toEqual([precache]);
  });

  it('does nothing where the browser has no Cache Storage, and never fails on a broken one', async () => {
    await expect(deleteUserCaches(undefined)).resolves.toBeUndefined();
    const broken = {
      keys: vi.fn(async () => Promise.reject(new Error('broken'))),
    } as unknown as CacheStorage;
    await expect(deleteUserCaches(broken)).resolves.toBeUndefined();
  });
});
