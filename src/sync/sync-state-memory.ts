/**
 * The leading tab's memory of each collection's `syncState` row, so a pull (a realtime hint's above
 * all) sends its first request without reading IndexedDB first: that read queues behind the write
 * transactions of other pulls, tens of milliseconds on the path from a colleague's write to the
 * screen.
 *
 * Invariant: a remembered row is the row as last committed. Only the sync engine of the leading tab
 * writes `syncState`, and every write it makes is remembered after its transaction commits
 * (`remember`); a row not remembered is read from the database once. Whatever else changes the rows
 * (re-sync everything, in any tab) makes the leader forget them (`forget`).
 */
import type { CollectionName } from '../db/collection-tables';
import type { PortalDatabase } from '../db/portal-database';
import { initialSyncState, type SyncStateRow } from '../db/sync-state';

export class SyncStateMemory {
  private readonly rows = new Map<CollectionName, SyncStateRow>();
  /** Bumped by `forget`: a read that started before it must not remember what it read. */
  private generation = 0;

  constructor(private readonly db: PortalDatabase) {}

  /** The collection's state as last committed (the initial state when it has none). */
  async read(name: CollectionName): Promise<SyncStateRow> {
    const known = this.rows.get(name);
    if (known) return known;
    const generation = this.generation;
    const row = (await this.db.syncState.get(name)) ?? initialSyncState(name);
    if (generation === this.generation && !this.rows.has(name)) this.rows.set(name, row);
    return row;
  }

  /** Call after the transaction that stored `row` committed. */
  remember(row: SyncStateRow): void {
    this.rows.set(row.collection, row);
  }

  /** The rows changed outside the engine's pulls: read them again. */
  forget(): void {
    this.generation += 1;
    this.rows.clear();
  }
}
