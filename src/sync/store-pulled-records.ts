/**
 * Writes one pulled page into its local table. Must run inside a read-write transaction that spans
 * the collection's table and the outbox, so the decision "this row has pending changes" and the
 * write it leads to cannot be separated by a local command.
 *
 * Guarantees:
 * - a record without pending changes is stored as the server sent it; a tombstone deletes it;
 * - a record with pending changes is stored rebased (server version plus the pending changes);
 * - a tombstone for a record with pending changes leaves the local row alone: the outbox entry will
 *   be refused by the server and shown to the user, rather than vanishing silently.
 */
import { isTombstone, type PulledRecord } from '../api/sync/fetch-collection-page';
import type { CollectionName } from '../db/collection-tables';
import { recordRef } from '../db/outbox-entry';
import type { PortalDatabase } from '../db/portal-database';
import { changesFor, inSendingOrder, rebase, type StoredRecord } from './pending-changes';

export interface StoredPage {
  /** Live records written. */
  stored: number;
  /** Records deleted by tombstones. */
  deleted: number;
}

export async function storePulledRecords(
  db: PortalDatabase,
  collection: CollectionName,
  records: readonly PulledRecord[],
): Promise<StoredPage> {
  const table = db.records(collection);
  const pending = inSendingOrder(
    await db.outbox
      .where('refs')
      .anyOf(records.map((record) => recordRef(collection, record.id)))
      .distinct()
      .toArray(),
  );
  const puts: StoredRecord[] = [];
  const deletes: string[] = [];
  for (const record of records) {
    const tombstone = isTombstone(record);
    const changes = pending.length > 0 ? changesFor(pending, collection, record.id) : [];
    if (changes.length === 0) {
      if (tombstone) deletes.push(record.id);
      else puts.push(record);
      continue;
    }
    if (tombstone) continue;
    const rebased = rebase(record, changes);
    if (rebased) puts.push(rebased);
    else deletes.push(record.id);
  }
  // Rows are stored as they came; the table's typing is per collection, the page is not.
  if (puts.length > 0) await table.bulkPut(puts as never[]);
  if (deletes.length > 0) await table.bulkDelete(deletes);
  return { stored: puts.length, deleted: deletes.length };
}
