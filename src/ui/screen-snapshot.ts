/**
 * The page's half of screen snapshots (src/lib/screen-snapshot.ts): a list screen keeps a snapshot of
 * itself while it shows its rows, and removes the snapshot layer the service worker painted as soon as
 * its own rows are rendered. The worker paints the snapshot into the next start's HTML, so that start
 * shows the screen before any script has run.
 *
 * A snapshot is taken only at the top of the page (the virtualized lists place their rows for the
 * current scroll position) and while the browser is idle, a second after the screen last changed
 * (a mutation observer on `#root` and on the class of `<html>`).
 */
import { useEffect, useLayoutEffect } from 'react';
import {
  navigationPath,
  screenSnapshotCacheName,
  screenSnapshotKey,
  startScreenKey,
  usedCssText,
  type CssRuleLike,
  type ScreenSnapshot,
} from '../lib/screen-snapshot';
import { whenIdle } from './when-idle';
import { removeScreenSnapshotLayer, screenSnapshotGeneration } from './screen-snapshot-layer';

/** How long a screen must stay unchanged before it is snapshotted. */
const settleMs = 1_000;

function cacheStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** The CSS rules of the page's own style sheets (the app shell's and the ones Chakra inserts). */
function pageCssRules(): CssRuleLike[] {
  const rules: CssRuleLike[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      rules.push(...Array.from(sheet.cssRules));
    } catch {
      // A style sheet of another origin cannot be read; the app has none.
    }
  }
  return rules;
}

/** What the snapshot's ids are prefixed with. */
const snapshotIdPrefix = 'screen-snapshot--';

/**
 * Gives every id in `content` a prefix of its own, and every reference to one within it (an SVG
 * gradient's `url(#…)`, a `<use href="#…">`, a label's `for`) the same, so nothing in the snapshot
 * collides with the app's own elements while both are in the document, and its drawings still paint.
 */
function renameIds(content: HTMLElement): void {
  const ids = new Set<string>();
  for (const element of Array.from(content.querySelectorAll('[id]'))) {
    ids.add(element.id);
    element.id = `${snapshotIdPrefix}${element.id}`;
  }
  if (ids.size === 0) return;
  const renamed = (id: string) => (ids.has(id) ? `${snapshotIdPrefix}${id}` : id);
  for (const element of Array.from(content.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const { name, value } = attribute;
      let next = value;
      if (name === 'for' || name === 'href' || name === 'xlink:href') {
        next =
          name === 'for' ? renamed(value) : value.startsWith('#') ? `#${renamed(value.slice(1))}` : value;
      } else if (value.includes('url(#')) {
        next = value.replace(/url\(#([^)\s]+)\)/g, (_, id: string) => `url(#${renamed(id)})`);
      }
      if (next !== value) attribute.value = next;
    }
  }
}

/** The current screen as a snapshot, or null when there is nothing to take. */
export function takeScreenSnapshot(path: string): ScreenSnapshot | null {
  const root = document.getElementById('root');
  if (!root || root.childElementCount === 0) return null;
  const content = root.cloneNode(true) as HTMLElement;
  renameIds(content);
  // Element Timing marks name the app's own elements: in the picture they would report its paint
  // under the app's names (and a start would count the snapshot's paint as the app's).
  for (const element of Array.from(content.querySelectorAll('[elementtiming]'))) {
    element.removeAttribute('elementtiming');
  }
  // The colour mode's class (light or dark) goes on the snapshot's layer, so its rules apply.
  const classNames = new Set<string>(Array.from(document.documentElement.classList));
  for (const element of Array.from(content.querySelectorAll('[class]'))) {
    for (const name of Array.from(element.classList)) classNames.add(name);
  }
  const body = getComputedStyle(document.body);
  const html = content.innerHTML;
  return {
    path,
    html,
    css: usedCssText(pageCssRules(), classNames, html),
    rootClass: document.documentElement.className,
    background: body.backgroundColor,
    color: body.color,
    fontFamily: body.fontFamily,
    takenAt: new Date().toISOString(),
  };
}

let mayKeepSnapshots: () => boolean = () => false;

/**
 * Says how to tell that this tab may keep snapshots: its session is the one stored, not ended or
 * replaced in another tab since. The app sets it at start (app/start-app.tsx); until then none is kept.
 */
export function keepScreenSnapshotsWhile(check: () => boolean): void {
  mayKeepSnapshots = check;
}

/**
 * Puts `response` under `key` in the snapshots' cache while this tab may keep snapshots. Should the
 * session end after `generation` was read (when the caller began) (here: the snapshots were dropped; in another tab: the stored session is no
 * longer this tab's), the cache is deleted again, so no write outlives the session. Never throws: on
 * a full disk or in a private window the next start simply shows no snapshot.
 */
async function putSnapshotEntry(
  storage: CacheStorage,
  key: string,
  response: Response,
  generation: number,
): Promise<void> {
  if (!mayKeepSnapshots()) return;
  const stillAllowed = () => screenSnapshotGeneration() === generation && mayKeepSnapshots();
  try {
    const cache = await storage.open(screenSnapshotCacheName);
    if (stillAllowed()) await cache.put(key, response);
    if (!stillAllowed()) await storage.delete(screenSnapshotCacheName);
  } catch {
    // As said: no snapshot at the next start.
  }
}

/** Stores a snapshot of the current screen under `path`. Never throws. */
export async function saveScreenSnapshot(path: string): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const generation = screenSnapshotGeneration();
  let snapshot: ScreenSnapshot | null = null;
  const started = performance.now();
  try {
    snapshot = takeScreenSnapshot(path);
  } catch {
    // A screen that cannot be serialized is simply not kept.
  }
  // In a profile's User Timing: the part of the work that holds the main thread (the latest one only,
  // so a long session does not collect them).
  performance.clearMeasures('screen snapshot');
  performance.measure('screen snapshot', { start: started });
  if (!snapshot) return;
  await putSnapshotEntry(
    storage,
    screenSnapshotKey(path),
    new Response(JSON.stringify(snapshot), { headers: { 'Content-Type': 'application/json' } }),
    generation,
  );
  // The screen being kept is the one the user is on, so also the one `/` opens at (a screen that keeps
  // snapshots is one session/last-screen.ts remembers).
  await putSnapshotEntry(storage, startScreenKey, Response.json({ path }), generation);
}

/**
 * Names the screen `/` opens at (the user's last screen), so a start at `/` shows its snapshot. Only
 * where snapshots are kept: a user who never opened a screen that keeps one costs no write per
 * navigation. Never throws.
 */
export async function rememberStartScreen(path: string): Promise<void> {
  const storage = cacheStorage();
  const generation = screenSnapshotGeneration();
  if (!storage || !(await storage.has(screenSnapshotCacheName).catch(() => false))) return;
  await putSnapshotEntry(storage, startScreenKey, Response.json({ path }), generation);
}

/**
 * For a list screen: once `ready` (its rows are rendered), removes the snapshot layer in the same
 * frame, and keeps a snapshot of the screen, taken again a second after anything on it last changed:
 * its content, the language, the colour mode (the class of `<html>`).
 */
export function useScreenSnapshot(ready: boolean): void {
  useLayoutEffect(() => {
    if (ready) removeScreenSnapshotLayer();
  }, [ready]);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!ready || !root) return;
    const path = navigationPath(new URL(location.href));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle: (() => void) | undefined;
    const schedule = () => {
      clearTimeout(timer);
      cancelIdle?.();
      timer = setTimeout(() => {
        cancelIdle = whenIdle(() => {
          if (window.scrollY === 0 && navigationPath(new URL(location.href)) === path) {
            void saveScreenSnapshot(path);
          }
        }, 2_000);
      }, settleMs);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
    observer.observe(document.documentElement, { attributeFilter: ['class'] });
    schedule();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [ready]);
}
