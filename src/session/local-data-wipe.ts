/**
 * Removes every trace of the signed-in user from this device (issues 3 and 4, "Done when": logout
 * leaves no user data in IndexedDB, Cache Storage or local storage except the language choice).
 * In Cache Storage only the precached app shell (sw/) stays, because the login page must still open
 * offline; every other cache goes, above all the per-user document caches (sync/document-cache.ts).
 */
import { readStoredLocale, storeLocale } from '../i18n/locale';

/**
 * Empties local storage except the language choice, which i18n/locale.ts reads and writes again
 * (so the key stays its business). The session, `organisation`, `organisations`, every user's
 * persisted state and last screen all go.
 */
export function wipeLocalStorage(storage: Storage = localStorage): void {
  const locale = readStoredLocale(storage);
  storage.clear();
  storeLocale(locale, storage);
}

type DatabaseFactory = Pick<IDBFactory, 'deleteDatabase'> & Partial<Pick<IDBFactory, 'databases'>>;

/**
 * Deletes every IndexedDB database of this origin. A deletion blocked by a connection still open in
 * this tab counts as done: the browser completes it as soon as the reload that follows closes the
 * connection.
 */
export async function deleteAllDatabases(
  factory: DatabaseFactory | undefined = globalIndexedDb(),
): Promise<void> {
  if (!factory?.databases) return;
  const databases = await factory.databases().catch(() => []);
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise<void>((resolve) => {
          if (!name) return resolve();
          try {
            const request = factory.deleteDatabase(name);
            request.onsuccess = () => resolve();
            request.onerror = () => resolve();
            request.onblocked = () => resolve();
          } catch {
            resolve();
          }
        }),
    ),
  );
}

function globalIndexedDb(): DatabaseFactory | undefined {
  return typeof indexedDB === 'undefined' ? undefined : indexedDB;
}

/** Workbox names the app shell's precache `workbox-precache-v2-<scope>`: the one cache of no user. */
const appShellCachePrefix = 'workbox-precache-';

/**
 * Deletes every cache of this origin except the app shell's precache: the per-user document caches
 * and anything else a user may have left. Never throws.
 */
export async function deleteUserCaches(storage: CacheStorage | undefined = globalCaches()): Promise<void> {
  if (!storage) return;
  const names = await storage.keys().catch(() => []);
  await Promise.all(
    names
      .filter((name) => !name.startsWith(appShellCachePrefix))
      .map((name) => storage.delete(name).catch(() => false)),
  );
}

function globalCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/**
 * Local storage first (synchronous, so nothing survives even if the page closes mid-way), then
 * IndexedDB and Cache Storage. Never throws: a logout must always complete.
 */
export async function wipeLocalData(): Promise<void> {
  try {
    wipeLocalStorage();
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
  await Promise.all([deleteAllDatabases(), deleteUserCaches()]);
}
