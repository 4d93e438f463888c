import { describe, expect, it, vi } from 'vitest';
import { documentCacheName } from '../sync/document-cache';
import { memoryCacheStorage } from '../sync/document-cache-test-fixtures';
import {
  askServiceWorkerToForget,
  deleteAllDatabases,
  deleteUserCaches,
  wipeLocalStorage,
} from './local-data-wipe';
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

  it('asks the service worker to drop what it holds, and waits for its answer', async () => {
    const received: unknown[] = [];
    const worker = {
      postMessage: (message: unknown, ports: MessagePort[]) => {
        received.push(message);
        setTimeout(() => ports[0]?.postMessage({ type: 'USER_DATA_FORGOTTEN' }), 10);
      },
    } as unknown as ServiceWorker;
    const answered = await askServiceWorkerToForget(
      { controller: worker, getRegistration: async () => undefined },
      5_000,
    );
    expect(answered).toBe(true);
    expect(received).toEqual([{ type: 'FORGET_USER_DATA' }]);
  });

  it('asks the active worker of a page it does not control', async () => {
    const active = {
      postMessage: (_message: unknown, ports: MessagePort[]) =>
        ports[0]?.postMessage({ type: 'USER_DATA_FORGOTTEN' }),
    } as unknown as ServiceWorker;
    const registration = { active } as ServiceWorkerRegistration;
    await expect(
      askServiceWorkerToForget({ controller: null, getRegistration: async () => registration }, 5_000),
    ).resolves.toBe(true);
  });

  it('goes on without the service worker when there is none or it does not answer in time', async () => {
    await expect(askServiceWorkerToForget(undefined)).resolves.toBe(false);
    await expect(
      askServiceWorkerToForget({ controller: null, getRegistration: async () => undefined }, 5_000),
    ).resolves.toBe(false);
    const silent = { postMessage: vi.fn() } as unknown as ServiceWorker;
    await expect(
      askServiceWorkerToForget({ controller: silent, getRegistration: async () => undefined }, 20),
    ).resolves.toBe(false);
  });
});
