/**
 * The screen snapshot's layer in the page (src/lib/screen-snapshot.ts): which screen it shows, and its
 * removal; and forgetting every snapshot when the session ends. Free of React and of the rest of the app, so start-up code can remove it before anything
 * else has loaded.
 */
import {
  screenSnapshotCacheName,
  screenSnapshotLayerId,
  screenSnapshotStyleId,
} from '../lib/screen-snapshot';

/** The path of the screen the snapshot layer shows, or null when there is none. */
export function screenSnapshotLayerPath(): string | null {
  return document.getElementById(screenSnapshotLayerId)?.dataset.path ?? null;
}

/**
 * Removes the snapshot layer and its styles, so the app's own screen shows and can be used (`#root`
 * was inert under the layer). Idempotent.
 */
export function removeScreenSnapshotLayer(): void {
  const layer = document.getElementById(screenSnapshotLayerId);
  if (!layer) return;
  layer.remove();
  document.getElementById(screenSnapshotStyleId)?.remove();
  document.getElementById('root')?.removeAttribute('inert');
}

/** Counts the drops below, so a snapshot write that was on its way can tell it came too late. */
let generation = 0;

/** How many times the snapshots were dropped in this tab (screen-snapshot.ts checks it around a write). */
export function screenSnapshotGeneration(): number {
  return generation;
}

/**
 * Deletes every snapshot (the session ended: the next start must not show this user's screens).
 * Never throws.
 */
export async function dropScreenSnapshots(): Promise<void> {
  generation += 1;
  if (typeof caches === 'undefined') return;
  await caches.delete(screenSnapshotCacheName).catch(() => false);
}
