/**
 * How local changes waiting in the outbox are laid over records ("a pulled record never
 * overwrites a pending local edit; rebase the pending change on top"). Pure functions over plain
 * objects, shared by the pull (a record arrives while changes wait) and by the outbox sender (an
 * acknowledgement arrives while later changes still wait).
 */
import type { OutboxChange, OutboxEntry } from '../db/outbox-entry';
import type { CollectionName } from '../db/collection-tables';

export type StoredRecord = Record<string, unknown> & { id: string };

/** Applies one local change to a record (null: the record does not exist). */
export function applyChange(record: StoredRecord | null, change: OutboxChange): StoredRecord | null {
  switch (change.kind) {
    case 'put':
      return { ...(record ?? {}), ...change.record };
    case 'patch':
      return record ? { ...record, ...change.patch, id: record.id } : null;
    case 'delete':
      return null;
  }
}

/** The changes that `entries` (in sending order) make to record `id` of `collection`. */
export function changesFor(
  entries: readonly OutboxEntry[],
  collection: CollectionName,
  id: string,
): OutboxChange[] {
  const changes: OutboxChange[] = [];
  for (const entry of entries) {
    for (const effect of entry.effects) {
      if (effect.collection === collection && effect.id === id) changes.push(effect.change);
    }
  }
  return changes;
}

/**
 * The record as the user should see it: the server's version with every pending change applied in
 * order, marked `syncPending`; null when the pending changes delete it.
 */
export function rebase(
  serverRecord: StoredRecord | null,
  changes: readonly OutboxChange[],
): StoredRecord | null {
  let record = serverRecord;
  for (const change of changes) record = applyChange(record, change);
  return record ? { ...record, syncPending: 1 } : null;
}

/** Sorts entries into sending order. */
export function inSendingOrder(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}
