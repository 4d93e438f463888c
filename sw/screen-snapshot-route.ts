/**
 * The service worker's half of screen snapshots (src/lib/screen-snapshot.ts): a navigation is answered
 * with the app shell, and when the page stored a snapshot of the screen asked for (or, at `/`, of the
 * screen the app opens there), with that snapshot painted into it, but only while the session's token
 * cookie is there (`mayBeSignedIn`). Anything unexpected (no snapshot, a damaged entry, no Cache
 * Storage) answers the plain shell.
 */
import {
  injectScreenSnapshot,
  navigationPath,
  parseScreenSnapshot,
  parseStartScreen,
  screenSnapshotCacheName,
  screenSnapshotKey,
  startScreenKey,
} from '../src/lib/screen-snapshot';

/**
 * The cookie that holds the session's token (src/session/session-keys.ts `tokenCookieName`; the worker
 * takes nothing from src/ but src/lib). tests/browser/service-worker.test.ts proves both agree: a
 * signed-in start is painted its snapshot, one without the cookie is not.
 */
export const sessionTokenCookieName = 'portal_token';

/**
 * Whether this start may be signed in: the session's token cookie is there. The browser drops it when
 * the token expires, and the app drops the snapshots only once it runs; without the cookie the
 * snapshot would show the screen of whoever used the app last to whoever opens it now. Without the
 * Cookie Store API (or with the token kept in local storage, cookies being off) no snapshot is shown.
 */
export async function mayBeSignedIn(cookies: Pick<CookieStore, 'get'> | undefined): Promise<boolean> {
  if (!cookies) return false;
  try {
    return (await cookies.get(sessionTokenCookieName)) !== null;
  } catch {
    return false;
  }
}

/** The worker's Cookie Store, where the browser has one. */
function workerCookies(): Pick<CookieStore, 'get'> | undefined {
  return (self as unknown as Partial<ServiceWorkerGlobalScope>).cookieStore;
}

async function storedJson(key: string): Promise<unknown> {
  const entry = await caches.match(key, { cacheName: screenSnapshotCacheName });
  return entry ? entry.json() : null;
}

/** `shell` (the precached index.html's answer) with the snapshot of `url`'s screen, if one is stored. */
export async function withScreenSnapshot(shell: Response, url: URL): Promise<Response> {
  if (!shell.ok) return shell;
  try {
    if (!(await caches.has(screenSnapshotCacheName)) || !(await mayBeSignedIn(workerCookies()))) return shell;
    let path: string | null = navigationPath(url);
    if (path === '/') path = parseStartScreen(await storedJson(startScreenKey));
    const snapshot = path === null ? null : parseScreenSnapshot(await storedJson(screenSnapshotKey(path)));
    if (!snapshot) return shell;
    const html = injectScreenSnapshot(await shell.clone().text(), snapshot);
    const headers = new Headers(shell.headers);
    headers.delete('Content-Length');
    return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
  } catch {
    return shell;
  }
}
