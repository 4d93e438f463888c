/**
 * What a list screen shows for the sync state of its collection (collection-state-view.tsx), as a
 * pure rule. The order matters: a collection this user does not sync is never "loading" (it never
 * will be); offline is a calm state of its own, never a failure and never an endless first sync;
 * stored rows always show, with a quiet note only when a refresh really failed online.
 */
import type { SyncStateRow } from '../db/sync-state';

export type CollectionViewState =
  /** The user does not sync this collection (no permission): there is nothing to wait for. */
  | { kind: 'notSynced' }
  /** Nothing stored yet and the first pull runs (or is about to). */
  | { kind: 'firstSync' }
  /** Nothing stored yet and the device is offline: it is fetched once there is a connection. */
  | { kind: 'waitingForConnection' }
  /** Nothing stored yet and the first pull failed while online. */
  | { kind: 'failed' }
  /** The screen's rows (or its empty state); `staleSince`: a refresh failed online, showing data of then. */
  | { kind: 'content'; staleSince: number | null };

export interface CollectionViewInput {
  isSynced: boolean;
  /** The collection's sync state; undefined before its first pull started (or while it loads). */
  state: SyncStateRow | undefined;
  isEmpty: boolean;
  isOnline: boolean;
}

export function collectionViewState({
  isSynced,
  state,
  isEmpty,
  isOnline,
}: CollectionViewInput): CollectionViewState {
  if (!isSynced) return { kind: 'notSynced' };
  const neverSynced = !state || state.lastSyncedAt === null;
  if (isEmpty && neverSynced) {
    if (!isOnline) return { kind: 'waitingForConnection' };
    return state?.requestState === 'fail' ? { kind: 'failed' } : { kind: 'firstSync' };
  }
  const staleSince = isOnline && state?.requestState === 'fail' ? (state.lastSyncedAt ?? null) : null;
  return { kind: 'content', staleSince };
}
