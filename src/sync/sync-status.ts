/**
 * Live answers about the state of sync, for the shell's indicator, the first-sync progress bar and
 * the sync screen. `undefined` while the first answer loads.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../db/database-context';
import { useThrottledLiveQuery } from '../db/use-throttled-live-query';
import type { OutboxEntry } from '../db/outbox-entry';
import type { SyncStateRow } from '../db/sync-state';
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
 * How often the screens follow `syncState` at most: each page a pull stores changes it, and a person
 * reads progress a few times a second at most.
 */
const syncStateIntervalMs = 250;

/** The sync state of every collection this user syncs, in pull order (a collection not started yet has none). */
export function useSyncStates(): SyncStateRow[] | undefined {
  const db = useDatabase();
  const { collections } = useSync();
  return useThrottledLiveQuery(
    async () => {
      const states = new Map((await db.syncState.toArray()).map((state) => [state.collection, state]));
      return collections.flatMap((collection) => states.get(collection.name) ?? []);
    },
    [db, collections],
    syncStateIntervalMs,
  );
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
    busy: states.filter((state) => state.requestState === 'loading' || state.requestState === 'moreLoading'),
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
