/**
 * The leading tab's memory of each collection's `syncState` row, so a pull (a realtime hint's above
 * all) sends its first request without reading IndexedDB first: that read queues behind the write
 * transactions of other pulls, tens of milliseconds on the path from a colleague's write to the
 * screen.
 *
 * Invariant: a remembered row is the row as last committed. Only the sync engine of the leading tab
 * writes `syncState`, and every write it makes is remembered after its transaction commits
 * (`remember`); the rows not remembered are read from the database once, all together. Whatever else
 * changes the rows (re-sync everything, in any tab) makes the leader forget them (`forget`).
 */
import type { CollectionName } from '../db/collection-tables';
import type { PortalDatabase } from '../db/portal-database';
import { initialSyncState, type SyncStateRow } from '../db/sync-state';

export class SyncStateMemory {
  private readonly rows = new Map<CollectionName, SyncStateRow>();
  /** Bumped by `forget`: a read that started before it must not remember what it read. */
  private generation = 0;
  /** Every stored row read into memory in one go, once per generation: a collection not among them has none. */
  private loaded: Promise<void> | null = null;

  constructor(private readonly db: PortalDatabase) {}

  /**
   * The collection's state as last committed (the initial state when it has none). The first read
   * reads every collection's row at once: the pulls of a start then ask for no read each, which on
   * a first sync would queue behind the write transactions of the pulls before them.
   */
  async read(name: CollectionName): Promise<SyncStateRow> {
    for (;;) {
      const known = this.rows.get(name);
      if (known) return known;
      const generation = this.generation;
      if (!this.loaded) {
        const loading = this.loadAll(generation);
        this.loaded = loading;
        // A read that failed (the database closing) is tried again by the next one.
        loading.catch(() => {
          if (this.loaded === loading) this.loaded = null;
        });
      }
      await this.loaded;
      if (generation === this.generation) return this.rows.get(name) ?? initialSyncState(name);
    }
  }

  /** Call after the transaction that stored `row` committed. */
  remember(row: SyncStateRow): void {
    this.rows.set(row.collection, row);
  }

  /** The rows changed outside the engine's pulls: read them again. */
  forget(): void {
    this.generation += 1;
    this.rows.clear();
    this.loaded = null;
  }

  private async loadAll(generation: number): Promise<void> {
    const rows = await this.db.syncState.toArray();
    if (generation !== this.generation) return;
    // A row remembered meanwhile was committed after this read began: it is the newer one.
    for (const row of rows) if (!this.rows.has(row.collection)) this.rows.set(row.collection, row);
  }
}
