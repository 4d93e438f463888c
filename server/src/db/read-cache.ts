/**
 * A cache of database reads that can never answer from before a committed write: each entry remembers
 * the versions of the tables it was read from (table-changes.ts) and is used only while they are
 * unchanged. It is what lets a list page, a session or a permission set be answered without a query
 * when nothing it depends on has changed (on PGlite every query costs about a millisecond of
 * WebAssembly even when the answer is one row).
 *
 * Guarantees: `read()` first waits until every write committed before the call is counted, then answers
 * from an entry only when the versions match; otherwise it loads, and concurrent callers with the same key
 * and versions share one load. A failed load is not kept. At most `maxEntries` entries and `maxWeight`
 * total weight are kept, the least recently used leaving first. While changes cannot be followed, every
 * read loads.
 */
import type { TableChanges } from './table-changes';

export interface ReadCacheOptions<V> {
  maxEntries: number;
  /** The weight of a value (e.g. bytes of a serialized page); default 1 each. */
  weigh?: (value: V) => number;
  /** Total weight kept; default unlimited (then `maxEntries` bounds the cache). */
  maxWeight?: number;
}

interface Entry<V> {
  version: string;
  value: Promise<V>;
  weight: number;
}

export class ReadCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private totalWeight = 0;

  constructor(
    private readonly changes: TableChanges,
    private readonly options: ReadCacheOptions<V>,
  ) {}

  /** The value of `key`, read by `load` from `tables` unless a current entry has it. */
  async read(key: string, tables: readonly string[], load: () => Promise<V>): Promise<V> {
    await this.changes.settled();
    const version = this.changes.versionOf(tables);
    if (version === undefined) return load();
    const found = this.entries.get(key);
    if (found && found.version === version) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found.value;
    }
    if (found) this.remove(key, found);
    const entry: Entry<V> = { version, value: load(), weight: 0 };
    this.entries.set(key, entry);
    try {
      const value = await entry.value;
      if (this.entries.get(key) === entry) {
        entry.weight = this.options.weigh?.(value) ?? 1;
        this.totalWeight += entry.weight;
        this.evict();
      }
      return value;
    } catch (error) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw error;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  private evict(): void {
    const maxWeight = this.options.maxWeight ?? Number.POSITIVE_INFINITY;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.options.maxEntries && this.totalWeight <= maxWeight) return;
      this.remove(key, entry);
    }
  }
}
