/**
 * Writes pulled pages into the local database, many pages per IndexedDB transaction.
 *
 * Why: a transaction commit costs far more than the puts inside it. Chromium's backing store spent
 * about 2.7 ms of CPU on each commit, a fifth more per record in 100-record transactions than in
 * 2,000-record ones, and every page transaction spans the outbox and `syncState`, so the
 * pages of different collections queue behind each other anyway. Committing each page as it arrives
 * made a large first sync commit once per page: a busy pipeline delivers pages one by one.
 *
 * So a page waits in a queue until one of these holds, and then every page queued goes into one
 * transaction (up to `maxRecords`):
 * - `minRecords` records are queued;
 * - someone waits for a queued page: `flush()`, which a pull calls before it waits for its pages
 *   (at the end of its walk, or when too many of its pages are unstored);
 * - the oldest queued page has waited `maxWaitMs` (a bound, for a caller that never flushes).
 *
 * Guarantees:
 * - a page is written together with the cursor that follows it (its `write` runs inside the batch's
 *   transaction), and the pages of one pull are written in the order they were queued;
 * - one pull's pages form a chain: once a page of a chain failed to store, no later page of that chain
 *   is written (its cursor would skip the failed one); they are refused with the same error;
 * - a failure of one page fails only its own chain: a batch that fails is retried page by page;
 * - after `flush()`, every page queued before it is committed without further waiting.
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
  /** Queue position: `flush()` covers the pages up to the last one queued before it. */
  seq: number;
  queuedAt: number;
  chain: PageChain;
  collection: CollectionName;
  records: number;
  write: () => Promise<number>;
  resolve: (changed: number) => void;
  reject: (error: unknown) => void;
}

export interface PageWriterOptions {
  /** A transaction takes queued pages until it holds this many records (at least one page always),
   * so one transaction never keeps the main thread busy cloning for long. */
  maxRecords?: number;
  /** Queued records that start a transaction without waiting for a flush. */
  minRecords?: number;
  /** The longest a queued page waits for company (ms). */
  maxWaitMs?: number;
}

export class PageWriter {
  private readonly queue: QueuedPage[] = [];
  private queuedRecords = 0;
  private nextSeq = 0;
  /** Pages up to this `seq` are committed without waiting. */
  private flushThrough = -1;
  private draining: Promise<void> | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly maxRecords: number;
  private readonly minRecords: number;
  private readonly maxWaitMs: number;

  constructor(
    private readonly db: PortalDatabase,
    { maxRecords = 2_000, minRecords = 1_000, maxWaitMs = 100 }: PageWriterOptions = {},
  ) {
    this.maxRecords = maxRecords;
    this.minRecords = minRecords;
    this.maxWaitMs = maxWaitMs;
  }

  /** A new chain for one pull's pages. */
  chain(): PageChain {
    return { error: undefined, broken: false };
  }

  /**
   * Queues a page. `write` runs inside a read-write transaction over the collection's table, the outbox
   * and `syncState`, and returns the number of records it changed; the promise settles after commit.
   * Call `flush()` before waiting for it.
   */
  write(
    chain: PageChain,
    collection: CollectionName,
    records: number,
    write: () => Promise<number>,
  ): Promise<number> {
    if (chain.broken) return Promise.reject(chain.error);
    const written = new Promise<number>((resolve, reject) => {
      this.queue.push({
        seq: this.nextSeq++,
        queuedAt: Date.now(),
        chain,
        collection,
        records,
        write,
        resolve,
        reject,
      });
    });
    this.queuedRecords += records;
    this.schedule();
    return written;
  }

  /** Commits every page queued so far without waiting for more: the caller is about to wait for one. */
  flush(): void {
    this.flushThrough = this.nextSeq - 1;
    this.schedule();
  }

  /** Whether the queue's head should be committed now rather than wait for more pages. */
  private isDue(): boolean {
    const head = this.queue[0];
    if (!head) return false;
    return (
      this.queuedRecords >= this.minRecords ||
      head.seq <= this.flushThrough ||
      Date.now() - head.queuedAt >= this.maxWaitMs
    );
  }

  /** Starts a drain when the queue is due, or arms the timer that bounds the head's wait. */
  private schedule(): void {
    if (this.draining) return; // The drain looks again after each commit.
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const head = this.queue[0];
    if (!head) return;
    if (!this.isDue()) {
      this.timer = setTimeout(
        () => {
          this.timer = null;
          this.schedule();
        },
        Math.max(0, head.queuedAt + this.maxWaitMs - Date.now()),
      );
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
      this.schedule();
    });
  }

  private async drain(): Promise<void> {
    // Let pages queued in the same turn join the first batch.
    await Promise.resolve();
    while (this.isDue()) {
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
        this.queuedRecords -= next.records;
        next.reject(next.chain.error);
        continue;
      }
      if (batch.length > 0 && records + next.records > this.maxRecords) break;
      this.queue.shift();
      this.queuedRecords -= next.records;
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
