/**
 * The `total` of an incremental sync answer without counting again on every page.
 *
 * A sync answer's pagination total is the number of changes after its cursor, and counting them costs a
 * scan of every remaining change: a first sync of a 30,000-row table in pages of 100 counted 4.5 million
 * index entries, a third of the server's work in the large first sync (BENCHMARKS.md). The next page
 * of a walk starts at the cursor this answer returns, and the changes after it are exactly this total
 * less the rows of this answer (change sequences are unique and the answer holds the first of them), so
 * the total is remembered for the next cursor and used instead of a count.
 *
 * Guarantees: a remembered total is used only while no synced table has been written since the version
 * read before the answer's queries (table-changes.ts), so a write between two pages is always counted;
 * while changes cannot be followed nothing is remembered. At most `maxEntries` walks are remembered, the
 * least recently used leaving first.
 */
import type { TableChanges } from '../../db/table-changes';
import { collectionTables, listReadKey, type ListPageKey } from './list-page-cache';

const defaultMaxEntries = 1_000;

export class SyncTotals {
  private readonly totals = new Map<string, { version: string; total: number }>();

  constructor(
    private readonly changes: TableChanges,
    private readonly maxEntries = defaultMaxEntries,
  ) {}

  /**
   * The version the reads that follow belong to, once every write committed before the call is counted;
   * undefined while changes cannot be followed. Read it before the answer's queries.
   */
  async version(): Promise<string | undefined> {
    await this.changes.settled();
    return this.changes.versionOf(collectionTables);
  }

  /** The remembered total of the sync read `key` (its query holds the cursor), if still current. */
  known(key: ListPageKey, version: string | undefined): number | undefined {
    if (version === undefined) return undefined;
    const id = listReadKey(key);
    const found = this.totals.get(id);
    if (!found) return undefined;
    this.totals.delete(id);
    if (found.version !== version) return undefined;
    this.totals.set(id, found);
    return found.total;
  }

  /**
   * Remembers what an answer read at `version` says about the next page: `next` is its read with the
   * cursor it returned, `total` the changes after that cursor (the answer's total less its rows).
   */
  remember(next: ListPageKey, version: string | undefined, total: number): void {
    if (version === undefined) return;
    const id = listReadKey(next);
    this.totals.delete(id);
    this.totals.set(id, { version, total });
    for (const oldest of this.totals.keys()) {
      if (this.totals.size <= this.maxEntries) break;
      this.totals.delete(oldest);
    }
  }
}
