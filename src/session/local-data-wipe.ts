/**
 * Removes every trace of the signed-in user from this device: logout
 * leaves no user data in IndexedDB, Cache Storage or local storage except the language choice).
 * In Cache Storage only the precached app shell (sw/) stays, because the login page must still open
 * offline; every other cache goes, above all the per-user document caches (sync/document-cache.ts).
 *
 * The service worker keeps those caches, so it is asked first to drop what it holds
 * (sw/user-data-wipe.ts): once it answered, no request it is still serving can write a cache again,
 * and it holds no database open that would leave a deletion pending.
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

/** The messages of the worker's half of logout, mirrored from sw/user-data-wipe.ts. */
export const forgetUserDataMessage = 'FORGET_USER_DATA';
export const userDataForgottenMessage = 'USER_DATA_FORGOTTEN';

/** How long logout waits for the service worker's answer before it goes on without it. */
export const serviceWorkerWipeTimeoutMs = 3_000;

type ServiceWorkers = Pick<ServiceWorkerContainer, 'controller' | 'getRegistration'>;

function globalServiceWorkers(): ServiceWorkers | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
}

/**
 * Asks the service worker to drop everything it holds of the user (sw/user-data-wipe.ts) and waits
 * for its answer, at most `timeoutMs`. Resolves true when it answered; false when there is no worker,
 * or it did not answer in time (an older version that does not know the message, a worker that
 * cannot start): the page's own deletions then still run. Never throws.
 */
export function askServiceWorkerToForget(
  workers: ServiceWorkers | undefined = globalServiceWorkers(),
  timeoutMs: number = serviceWorkerWipeTimeoutMs,
): Promise<boolean> {
  if (!workers) return Promise.resolve(false);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      channel.port1.close();
      resolve(answered);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === userDataForgottenMessage) finish(true);
    };
    const ask = async () => {
      // The controller, or the active worker of a page it does not control (a hard reload).
      const worker = workers.controller ?? (await workers.getRegistration())?.active ?? null;
      if (!worker) return finish(false);
      worker.postMessage({ type: forgetUserDataMessage }, [channel.port2]);
    };
    ask().catch(() => finish(false));
  });
}

/**
 * Local storage first (synchronous, so nothing survives even if the page closes mid-way), then the
 * service worker (bounded wait), then IndexedDB and Cache Storage. Never throws: a logout must
 * always complete.
 */
export async function wipeLocalData(): Promise<void> {
  try {
    wipeLocalStorage();
  } catch {
    // Storage disabled: there is nothing stored to remove.
  }
  await askServiceWorkerToForget();
  await Promise.all([deleteAllDatabases(), deleteUserCaches()]);
}
