/**
 * Live answers about the state of sync, for the shell's indicator, the first-sync progress bar and
 * the sync screen. `undefined` while the first answer loads.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { useDatabase } from '../db/database-context';
import type { OutboxEntry } from '../db/outbox-entry';
import { isPullInProgress, type SyncStateRow } from '../db/sync-state';
import { useSync } from './sync-engine-context';

export interface SyncSummary {
  /** Collections still pulling (`loading` or `moreLoading`). */
  busy: SyncStateRow[];
  failed: SyncStateRow[];
  /** The oldest completed pull among the collections, i.e. how fresh everything is at least. */
  lastSyncedAt: number | null;
  /** True until every collection has completed its first pull. */
  isFirstSync: boolean;
  pending: number;
  rejected: number;
}

/**
 * The sync state of every collection this user syncs, in pull order (a collection not started yet
 * has none), from the tab's one shared view of them (sync-states-store.ts).
 */
export function useSyncStates(): readonly SyncStateRow[] | undefined {
  const { states } = useSync();
  return useSyncExternalStore(states.subscribe, states.rows);
}

export function useOutboxEntries(): OutboxEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]);
}

export function summarize(
  states: readonly SyncStateRow[],
  outbox: readonly Pick<OutboxEntry, 'state'>[],
  expected: number,
): SyncSummary {
  const synced = states.filter((state) => state.lastSyncedAt !== null);
  return {
    busy: states.filter((state) => isPullInProgress(state.requestState)),
    failed: states.filter((state) => state.requestState === 'fail'),
    lastSyncedAt: synced.length === 0 ? null : Math.min(...synced.map((state) => state.lastSyncedAt ?? 0)),
    isFirstSync: synced.length < expected,
    pending: outbox.filter((entry) => entry.state === 'pending').length,
    rejected: outbox.filter((entry) => entry.state === 'rejected').length,
  };
}

export function useSyncSummary(): SyncSummary | undefined {
  const states = useSyncStates();
  const db = useDatabase();
  const { collections } = useSync();
  const outbox = useLiveQuery(
    () => db.outbox.toArray((entries) => entries.map(({ state }) => ({ state }))),
    [db],
  );
  if (!states || !outbox) return undefined;
  return summarize(states, outbox, collections.length);
}
