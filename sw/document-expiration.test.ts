import { describe, expect, it } from 'vitest';
import { memoryCacheStorage } from './cache-storage-test-fixtures';
import { DocumentExpiration } from './document-expiration';

const cacheName = `documents-${'ab'.repeat(32)}`;
const usageUrl = 'https://portal.test/__document-cache/usage';
const day = 24 * 60 * 60 * 1000;
const event = {} as ExtendableEvent;

function pdf(url: string, downloadedAt?: number): { request: Request; response: Response } {
  const headers: Record<string, string> = { 'Content-Type': 'application/pdf' };
  if (downloadedAt !== undefined) headers.Date = new Date(downloadedAt).toUTCString();
  return { request: new Request(url), response: new Response('%PDF-1.7', { headers }) };
}

function setup(maxEntries = 3) {
  const storage = memoryCacheStorage();
  let now = Date.parse('2026-03-01T12:00:00Z');
  const expiration = new DocumentExpiration({
    maxAgeSeconds: 30 * 24 * 60 * 60,
    maxEntries,
    usageUrl,
    storage,
    now: () => now,
  });
  const plugin = expiration.plugin();
  /** Stores a document as the strategy does: put, then the plugin's cacheDidUpdate. */
  async function store(url: string) {
    const { request, response } = pdf(url, now);
    await (await storage.open(cacheName)).put(request, response);
    await plugin.cacheDidUpdate!({ cacheName, request, newResponse: response, event });
  }
  /** Reads a stored document as the strategy does: match, then cachedResponseWillBeUsed. */
  async function use(url: string): Promise<Response | null | undefined | void> {
    const request = new Request(url);
    const cachedResponse = await (await storage.open(cacheName)).match(request);
    return plugin.cachedResponseWillBeUsed!({ cacheName, request, cachedResponse, event });
  }
  const documents = () => storage.urls(cacheName).filter((url) => url !== usageUrl);
  return {
    storage,
    expiration,
    plugin,
    store,
    use,
    documents,
    advance: (ms: number) => (now += ms),
  };
}

const url = (id: number) => `https://portal.test/api/invoices/0195-${id}/pdf`;

describe('the expiration of the document caches of the service worker', () => {
  it('keeps at most the maximum number of documents, dropping the least recently used', async () => {
    const { store, use, documents, advance } = setup(3);
    for (const id of [1, 2, 3]) {
      await store(url(id));
      advance(1_000);
    }
    expect(await use(url(1))).toBeInstanceOf(Response);
    advance(1_000);
    await store(url(4));
    expect(documents().sort()).toEqual([url(1), url(3), url(4)].sort());
  });

  it('never serves an answer as old as the maximum age by its Date header, and deletes it', async () => {
    const { store, use, documents, advance } = setup();
    await store(url(1));
    advance(29 * day);
    expect(await use(url(1))).toBeInstanceOf(Response);
    advance(1 * day);
    expect(await use(url(1))).toBeNull();
    expect(documents()).toEqual([]);
  });

  it('deletes documents stored longer ago than the maximum age when another is stored', async () => {
    const { store, documents, advance } = setup();
    await store(url(1));
    advance(31 * day);
    await store(url(2));
    expect(documents()).toEqual([url(2)]);
  });

  it('counts every document of a burst stored at the same time', async () => {
    const { store, documents, storage } = setup(10);
    await Promise.all([1, 2, 3, 4, 5, 6].map((id) => store(url(id))));
    const usage = (await (await (await storage.open(cacheName)).match(usageUrl))!.json()) as object;
    expect(Object.keys(usage).sort()).toEqual(documents().sort());
    expect(documents()).toHaveLength(6);
  });

  it('keeps its bookkeeping inside the user’s cache, and never creates a cache that is gone', async () => {
    const { store, plugin, storage, expiration } = setup();
    await store(url(1));
    expect(storage.names()).toEqual([cacheName]);
    expect(storage.urls(cacheName)).toContain(usageUrl);
    await storage.delete(cacheName);
    // A request under way when the cache went still finds its answer in memory.
    const { request, response } = pdf(url(1), Date.now());
    await plugin.cachedResponseWillBeUsed!({ cacheName, request, cachedResponse: response, event });
    await expiration.recordStore(cacheName, url(2));
    expect(storage.names()).toEqual([]);
  });

  it('after closing (logout), stores, records and serves nothing, not even what was queued before', async () => {
    const { store, plugin, storage, expiration } = setup();
    await store(url(1));
    const queued = expiration.recordStore(cacheName, url(2));
    await expiration.close();
    await queued;
    await storage.delete(cacheName);

    const { request, response } = pdf(url(1), Date.now());
    expect(await plugin.cacheWillUpdate!({ request, response, event })).toBeNull();
    await plugin.cacheDidUpdate!({ cacheName, request, newResponse: response, event });
    expect(
      await plugin.cachedResponseWillBeUsed!({ cacheName, request, cachedResponse: response, event }),
    ).toBeNull();
    expect(storage.names()).toEqual([]);
  });
});
