import { describe, expect, it, vi } from 'vitest';
import { memoryCacheStorage } from './cache-storage-test-fixtures';
import { deleteDatabase, forgetUserData, legacyExpirationDatabase } from './user-data-wipe';

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore('cache-entries');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((database) => database.name ?? '');
}

describe('the service worker’s half of logout', () => {
  it('stops the document cache first, then deletes every cache but the app shell and the legacy database', async () => {
    const storage = memoryCacheStorage();
    const precache = 'workbox-precache-v2-https://portal.test/';
    for (const name of [precache, `documents-${'ab'.repeat(32)}`, 'screen-snapshots', 'something-else']) {
      await storage.open(name);
    }
    (await openDatabase(legacyExpirationDatabase)).close();
    const steps: string[] = [];
    const closeDocumentCache = vi.fn(async () => {
      steps.push(`closed with ${storage.names().length} caches`);
    });

    await forgetUserData({ closeDocumentCache, storage, indexedDb: indexedDB });

    expect(steps).toEqual(['closed with 4 caches']);
    expect(storage.names()).toEqual([precache]);
    expect(await databaseNames()).not.toContain(legacyExpirationDatabase);
  });

  it('completes even when the document cache fails to close and there is no IndexedDB', async () => {
    const storage = memoryCacheStorage();
    await storage.open(`documents-${'cd'.repeat(32)}`);
    await forgetUserData({
      closeDocumentCache: async () => Promise.reject(new Error('broken')),
      storage,
      indexedDb: undefined,
    });
    expect(storage.names()).toEqual([]);
  });

  it('does not wait for a database another context keeps open', async () => {
    const held = await openDatabase('held-open');
    // The connection ignores `versionchange`, as workbox-expiration's did.
    held.onversionchange = null;
    await expect(deleteDatabase(indexedDB, 'held-open')).resolves.toBeUndefined();
    held.close();
  });
});
