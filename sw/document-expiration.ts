/**
 * Expiration of the per-user document caches (document-cache-route.ts), with its bookkeeping kept
 * inside the cache it governs: beside the documents, each cache holds one entry (`usageUrl`) saying
 * when each document was stored and last used. Deleting a user's cache therefore deletes everything
 * the worker knows about that user's documents, so logout (which deletes the caches) leaves nothing.
 *
 * Why not workbox-expiration: it keeps the URL of every document of every user, with the user's cache
 * name, in one IndexedDB database (`workbox-expiration`) that the worker holds open while it lives,
 * so the page's deletion of that database at logout stays pending and the URLs stay on the device.
 *
 * Rules (the page mirrors the first in src/sync/document-cache.ts):
 * - a stored answer whose `Date` header is `maxAgeSeconds` old or older is never used; it is deleted
 *   and the document fetched again (an answer without a `Date` header is not aged);
 * - a cache keeps at most `maxEntries` documents: storing one more deletes the least recently used,
 *   and any stored more than `maxAgeSeconds` ago;
 * - the bookkeeping of one cache is changed by one operation at a time in this worker, so documents
 *   opened together are all counted;
 * - nothing here creates a cache: bookkeeping for a cache that is gone (logout meanwhile) is dropped;
 *   after `close()` (logout) nothing is recorded or served any more.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';

export interface DocumentExpirationOptions {
  maxAgeSeconds: number;
  maxEntries: number;
  /** The key of the bookkeeping entry in each cache: an absolute URL no document has. */
  usageUrl: string;
  storage?: CacheStorage;
  now?: () => number;
}

/** When a document (by URL) was stored and last used, in ms since the epoch. */
type Usage = Record<string, { storedAt: number; usedAt: number }>;

function isUsageRecord(value: unknown): value is Usage[string] {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Usage[string]).storedAt === 'number' &&
    typeof (value as Usage[string]).usedAt === 'number'
  );
}

export class DocumentExpiration {
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;
  private readonly usageUrl: string;
  private readonly storage: CacheStorage;
  private readonly now: () => number;
  /** The operation last queued per cache name; the next one starts after it. */
  private readonly queues = new Map<string, Promise<void>>();
  private isClosed = false;

  constructor(options: DocumentExpirationOptions) {
    this.maxAgeMs = options.maxAgeSeconds * 1000;
    this.maxEntries = options.maxEntries;
    this.usageUrl = options.usageUrl;
    this.storage = options.storage ?? caches;
    this.now = options.now ?? Date.now;
  }

  /** True while a stored answer may be used: younger than the maximum age by its `Date` header. */
  isFresh(response: Response): boolean {
    const downloadedAt = Date.parse(response.headers.get('date') ?? '');
    return Number.isNaN(downloadedAt) || this.now() - downloadedAt < this.maxAgeMs;
  }

  /** Notes that the document at `url` was used (read from the cache). */
  recordUse(cacheName: string, url: string): Promise<void> {
    return this.serially(cacheName, async (cache) => {
      const usage = await this.readUsage(cache);
      const now = this.now();
      usage[url] = { storedAt: usage[url]?.storedAt ?? now, usedAt: now };
      await this.writeUsage(cache, usage);
    });
  }

  /** Notes that the document at `url` was stored, then trims the cache to its rules. */
  recordStore(cacheName: string, url: string): Promise<void> {
    return this.serially(cacheName, async (cache) => {
      const usage = await this.readUsage(cache);
      const now = this.now();
      usage[url] = { storedAt: now, usedAt: now };
      await this.trim(cache, usage, now);
      await this.writeUsage(cache, usage);
    });
  }

  /** Deletes the stored answer for `url` (it is too old) and its bookkeeping. */
  forget(cacheName: string, url: string): Promise<void> {
    return this.serially(cacheName, async (cache) => {
      await cache.delete(url, { ignoreVary: true });
      const usage = await this.readUsage(cache);
      delete usage[url];
      await this.writeUsage(cache, usage);
    });
  }

  /**
   * Stops all bookkeeping (logout): operations not yet started do nothing, and the returned promise
   * resolves once those under way have ended, so no cache is touched after that.
   */
  async close(): Promise<void> {
    this.isClosed = true;
    await Promise.all(this.queues.values());
  }

  /**
   * The plugin for a Workbox strategy. Once closed, it stores nothing, records nothing and uses no
   * stored answer (the request goes to the network).
   */
  plugin(): WorkboxPlugin {
    return {
      cacheWillUpdate: async ({ response }) => (this.isClosed ? null : response),
      cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
        if (!cachedResponse || this.isClosed) return null;
        if (!this.isFresh(cachedResponse)) {
          await this.forget(cacheName, request.url).catch(() => undefined);
          return null;
        }
        // Bookkeeping never fails an answer: at worst this document counts as used less recently.
        await this.recordUse(cacheName, request.url).catch(() => undefined);
        return cachedResponse;
      },
      cacheDidUpdate: async ({ cacheName, request }) => {
        if (this.isClosed) return;
        await this.recordStore(cacheName, request.url).catch(() => undefined);
      },
    };
  }

  /** Deletes what the rules say must go: documents stored too long ago, then the least recently used. */
  private async trim(cache: Cache, usage: Usage, now: number): Promise<void> {
    const documents = (await cache.keys()).filter((request) => request.url !== this.usageUrl);
    const present = new Set(documents.map((request) => request.url));
    for (const url of Object.keys(usage)) if (!present.has(url)) delete usage[url];
    const isExpired = (url: string) => {
      const record = usage[url];
      return record !== undefined && now - record.storedAt >= this.maxAgeMs;
    };
    const expired = documents.filter((request) => isExpired(request.url));
    // A document without bookkeeping (it was lost) counts as the least recently used.
    const kept = documents
      .filter((request) => !isExpired(request.url))
      .sort((a, b) => (usage[a.url]?.usedAt ?? -1) - (usage[b.url]?.usedAt ?? -1));
    const surplus = kept.slice(0, Math.max(0, kept.length - this.maxEntries));
    for (const request of [...expired, ...surplus]) {
      await cache.delete(request, { ignoreVary: true });
      delete usage[request.url];
    }
  }

  private async readUsage(cache: Cache): Promise<Usage> {
    try {
      const stored: unknown = await (await cache.match(this.usageUrl))?.json();
      if (typeof stored !== 'object' || stored === null) return {};
      return Object.fromEntries(Object.entries(stored).filter(([, record]) => isUsageRecord(record)));
    } catch {
      return {};
    }
  }

  private async writeUsage(cache: Cache, usage: Usage): Promise<void> {
    await cache.put(
      this.usageUrl,
      new Response(JSON.stringify(usage), { headers: { 'Content-Type': 'application/json' } }),
    );
  }

  /**
   * Runs `task` on the cache after every task queued before it for the same cache, and not at all
   * when the cache does not exist (it is never created here) or bookkeeping has been closed.
   */
  private serially(cacheName: string, task: (cache: Cache) => Promise<void>): Promise<void> {
    const previous = this.queues.get(cacheName) ?? Promise.resolve();
    const run = previous.then(async () => {
      if (this.isClosed || !(await this.storage.has(cacheName)) || this.isClosed) return;
      await task(await this.storage.open(cacheName));
    });
    const settled = run.catch(() => undefined);
    this.queues.set(cacheName, settled);
    void settled.then(() => {
      if (this.queues.get(cacheName) === settled) this.queues.delete(cacheName);
    });
    return run;
  }
}
