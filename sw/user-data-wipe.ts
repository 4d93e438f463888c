/**
 * The service worker's half of logout (the page's half is src/session/local-data-wipe.ts). At logout
 * the page posts `{ type: 'FORGET_USER_DATA' }` with a MessagePort and waits (bounded) for the
 * answer `{ type: 'USER_DATA_FORGOTTEN' }`, sent once the worker holds nothing of the user:
 * - the document cache route has stopped storing, recording and serving for the requests under way
 *   (document-cache-route.ts `close()`), so none of them can write a cache after this;
 * - every cache but those of the app's code (the shell's precache, pdf.js downloaded after install)
 *   is deleted: the per-user document caches with their bookkeeping, the screen snapshots and
 *   anything else a user may have left;
 * - the `workbox-expiration` IndexedDB database that earlier versions of this worker kept (the URL
 *   and cache name of every document a user opened) is deleted; this worker never opens it, so
 *   nothing blocks that deletion. sw.ts also deletes it when this version activates.
 *
 * Free of the worker's global scope (sw.ts wires the events), so it is tested in Node.
 * The message names are mirrored in src/session/local-data-wipe.ts (the worker takes nothing from
 * src/ but src/lib); tests/browser/outbox-faults.test.ts proves both halves agree.
 */
export const forgetUserDataMessage = 'FORGET_USER_DATA';
export const userDataForgottenMessage = 'USER_DATA_FORGOTTEN';

/** The database of workbox-expiration, used by earlier versions of this worker. */
export const legacyExpirationDatabase = 'workbox-expiration';

/**
 * The caches of no user, only of app code: Workbox's precache of the shell (`workbox-precache-v2-<scope>`)
 * and the files downloaded after install (`workbox-precache-deferred`, deferred-assets.ts).
 */
const appShellCachePrefix = 'workbox-precache-';

/** Deletes every cache but those of the app's code. */
export async function deleteUserCaches(storage: CacheStorage): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names.filter((name) => !name.startsWith(appShellCachePrefix)).map((name) => storage.delete(name)),
  );
}

/**
 * Deletes an IndexedDB database. Resolves when it is gone, when the deletion fails, and when it is
 * blocked by a connection another context still holds (it then completes once that closes): a
 * logout never waits for someone else's connection.
 */
export function deleteDatabase(factory: IDBFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = factory.deleteDatabase(name);
      request.onsuccess = () => resolve();
      request.onerror = () => resolve();
      request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

export interface ForgetUserDataDeps {
  /** Stops the document cache route for the requests under way (document-cache-route.ts). */
  closeDocumentCache: () => Promise<void>;
  storage: CacheStorage;
  indexedDb: IDBFactory | undefined;
}

/** Leaves nothing of the user in the worker: the steps of the module comment, in that order. */
export async function forgetUserData(deps: ForgetUserDataDeps): Promise<void> {
  await deps.closeDocumentCache().catch(() => undefined);
  await deleteUserCaches(deps.storage).catch(() => undefined);
  if (deps.indexedDb) await deleteDatabase(deps.indexedDb, legacyExpirationDatabase);
}

/** True for the page's logout message. */
export function isForgetUserDataRequest(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && (data as { type?: unknown }).type === forgetUserDataMessage
  );
}
