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

/** Removes the snapshot layer and its styles, so the app's own screen shows. Idempotent. */
export function removeScreenSnapshotLayer(): void {
  document.getElementById(screenSnapshotLayerId)?.remove();
  document.getElementById(screenSnapshotStyleId)?.remove();
}

/**
 * Deletes every snapshot (the session ended: the next start must not show this user's screens).
 * Never throws.
 */
export async function dropScreenSnapshots(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(screenSnapshotCacheName).catch(() => false);
}
