/**
 * The service worker's half of screen snapshots (src/lib/screen-snapshot.ts): a navigation is answered
 * with the app shell, and when the page stored a snapshot of the screen asked for (or, at `/`, of the
 * screen the app opens there), with that snapshot painted into it. Anything unexpected (no snapshot,
 * a damaged entry, no Cache Storage) answers the plain shell.
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

async function storedJson(key: string): Promise<unknown> {
  const entry = await caches.match(key, { cacheName: screenSnapshotCacheName });
  return entry ? entry.json() : null;
}

/** `shell` (the precached index.html's answer) with the snapshot of `url`'s screen, if one is stored. */
export async function withScreenSnapshot(shell: Response, url: URL): Promise<Response> {
  if (!shell.ok) return shell;
  try {
    if (!(await caches.has(screenSnapshotCacheName))) return shell;
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
