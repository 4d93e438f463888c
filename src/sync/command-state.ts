/**
 * Where a record's local changes stand in the outbox, for screens that show it on the row itself
 * (instead of a toast), and a way to wait until the server has answered a command.
 */
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionName } from '../db/collection-tables';
import { useDatabase } from '../db/database-context';
import type { OutboxEntry } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';

export interface RowCommandState {
  state: OutboxEntry['state'];
  /** The server's reason, for a refused change. */
  message: string | null;
  /** The entry, so a refused change can be undone from the row. */
  seq: number | undefined;
}

/** The outbox state of each record of `collection` with a change in it (a refusal wins over a pending change), by id. */
export function commandStatesOf(
  entries: readonly OutboxEntry[],
  collection: CollectionName,
): Map<string, RowCommandState> {
  const states = new Map<string, RowCommandState>();
  const prefix = `${collection}:`;
  for (const entry of entries) {
    for (const ref of entry.refs) {
      if (!ref.startsWith(prefix)) continue;
      const id = ref.slice(prefix.length);
      if (states.get(id)?.state === 'rejected') continue;
      states.set(id, { state: entry.state, message: entry.lastError?.message ?? null, seq: entry.seq });
    }
  }
  return states;
}

export function useCommandStates(collection: CollectionName): Map<string, RowCommandState> | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => commandStatesOf(await db.outbox.toArray(), collection), [db, collection]);
}

/**
 * Resolves once the server has answered the entry: `accepted` when it left the outbox, `rejected`
 * when it was refused (or the database closed, at logout). Waits as long as it takes, outliving the
 * screen, so a success message can follow the user; never rejects.
 */
export function whenSettled(db: PortalDatabase, entryId: string): Promise<'accepted' | 'rejected'> {
  return new Promise((resolve) => {
    const subscription = liveQuery(() => db.outbox.where('id').equals(entryId).first()).subscribe({
      next: (entry) => {
        if (entry && entry.state === 'pending') return;
        resolve(entry ? 'rejected' : 'accepted');
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: () => resolve('rejected'),
    });
  });
}
