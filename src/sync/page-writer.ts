/**
 * Writes pulled pages into the local database, several pages per IndexedDB transaction.
 *
 * Why: a transaction commit costs far more than the puts inside it (Chromium measured about 10x the
 * per-record cost for a 100-record page), and every page transaction spans the outbox and
 * `syncState`, so the pages of different collections queue behind each other anyway. While one batch
 * commits, the pages that arrive meanwhile (from every collection being pulled) wait in a queue and
 * go into the next transaction together: the slower the commits, the larger the batches.
 *
 * Guarantees:
 * - a page is written together with the cursor that follows it (its `write` runs inside the batch's
 *   transaction), and the pages of one pull are written in the order they were queued;
 * - one pull's pages form a chain: once a page of a chain failed to store, no later page of that chain
 *   is written (its cursor would skip the failed one); they are refused with the same error;
 * - a failure of one page fails only its own chain: a batch that fails is retried page by page.
 */
import type { Table } from 'dexie';
import type { CollectionName } from '../db/collection-tables';
import type { PortalDatabase } from '../db/portal-database';

/** The pages of one pull; broken after the first page that could not be stored. */
export interface PageChain {
  error: unknown;
  broken: boolean;
}

interface QueuedPage {
  chain: PageChain;
  collection: CollectionName;
  records: number;
  write: () => Promise<number>;
  resolve: (changed: number) => void;
  reject: (error: unknown) => void;
}

export class PageWriter {
  private readonly queue: QueuedPage[] = [];
  private draining: Promise<void> | null = null;

  /**
   * @param maxRecords A batch takes queued pages until it holds this many records (at least one page
   *   always), so one transaction never keeps the main thread busy cloning for long.
   */
  constructor(
    private readonly db: PortalDatabase,
    private readonly maxRecords = 2_000,
  ) {}

  /** A new chain for one pull's pages. */
  chain(): PageChain {
    return { error: undefined, broken: false };
  }

  /**
   * Queues a page. `write` runs inside a read-write transaction over the collection's table, the outbox
   * and `syncState`, and returns the number of records it changed; the promise settles after commit.
   */
  write(
    chain: PageChain,
    collection: CollectionName,
    records: number,
    write: () => Promise<number>,
  ): Promise<number> {
    if (chain.broken) return Promise.reject(chain.error);
    const written = new Promise<number>((resolve, reject) => {
      this.queue.push({ chain, collection, records, write, resolve, reject });
    });
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
    });
    return written;
  }

  private async drain(): Promise<void> {
    // Let pages queued in the same turn join the first batch.
    await Promise.resolve();
    while (this.queue.length > 0) {
      const batch = this.takeBatch();
      if (batch.length === 0) continue;
      try {
        const changed = await this.commit(batch);
        batch.forEach((page, index) => page.resolve(changed[index] ?? 0));
      } catch (error) {
        if (batch.length === 1) this.fail(batch[0]!, error);
        // Which page failed is unknown: each is tried alone, so only its own chain breaks.
        else for (const page of batch) await this.commitAlone(page);
      }
    }
  }

  /** The next pages in queue order, up to `maxRecords`; pages of broken chains are refused. */
  private takeBatch(): QueuedPage[] {
    const batch: QueuedPage[] = [];
    let records = 0;
    while (this.queue.length > 0) {
      const next = this.queue[0]!;
      if (next.chain.broken) {
        this.queue.shift();
        next.reject(next.chain.error);
        continue;
      }
      if (batch.length > 0 && records + next.records > this.maxRecords) break;
      this.queue.shift();
      batch.push(next);
      records += next.records;
    }
    return batch;
  }

  private commit(batch: readonly QueuedPage[]): Promise<number[]> {
    const tables: Table[] = Array.from(new Set(batch.map((page) => page.collection)), (name) =>
      this.db.records(name),
    );
    return this.db.transaction('rw', [...tables, this.db.outbox, this.db.syncState], async () => {
      const changed: number[] = [];
      for (const page of batch) changed.push(await page.write());
      return changed;
    });
  }

  private async commitAlone(page: QueuedPage): Promise<void> {
    if (page.chain.broken) {
      page.reject(page.chain.error);
      return;
    }
    try {
      const [changed] = await this.commit([page]);
      page.resolve(changed ?? 0);
    } catch (error) {
      this.fail(page, error);
    }
  }

  private fail(page: QueuedPage, error: unknown): void {
    page.chain.broken = true;
    page.chain.error = error;
    page.reject(error);
  }
}
