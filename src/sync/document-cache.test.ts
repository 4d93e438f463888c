import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/api-client';
import { filePaths } from '../api/files/file-paths';
import { messages } from '../i18n/locales/nl/messages.po';
import {
  deleteUserDocumentCaches,
  documentCacheHeader,
  documentCacheName,
  documentDownloadErrorMessage,
  DocumentDownloadError,
  isDocumentCached,
  keepOffline,
  openDocument,
} from './document-cache';
import { memoryCacheStorage } from './document-cache-test-fixtures';

const userId = '0190d6d4-0000-7000-8000-000000000001';
const otherUserId = '0190d6d4-0000-7000-8000-000000000009';
const invoicePdf = filePaths.invoicePdf('0190d6d4-0000-7000-8000-0000000000a1');
const documentFile = filePaths.documentDownload('0190d6d4-0000-7000-8000-0000000000d1');
const day = 24 * 60 * 60 * 1000;

function pdf(body = '%PDF-1.7 invoice', date = new Date()): Response {
  return new Response(body, {
    status: 200,
    headers: { 'content-type': 'application/pdf', date: date.toUTCString() },
  });
}

/**
 * An API client whose network answers with `respond`. With `cacheStorage`, it also does what the
 * service worker does for a request naming a document cache: keep a complete answer in that cache.
 */
function setup(respond: (request: Request) => Response | Promise<Response>, cacheStorage?: CacheStorage) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const response = await respond(request);
    const cacheName = request.headers.get(documentCacheHeader);
    if (cacheStorage && cacheName && response.status === 200) {
      await (await cacheStorage.open(cacheName)).put(request, response.clone());
    }
    return response;
  });
  const client = createApiClient({
    baseUrl: 'http://portal.test/api',
    getToken: () => 'secret-token',
    getLocale: () => 'nl',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, requests };
}

/** Stores `response` for `path` in the user's cache, as the service worker would have. */
async function store(storage: CacheStorage, path: string, id = userId, response = pdf()) {
  const cache = await storage.open(await documentCacheName(id));
  await cache.put(new Request(`http://portal.test/api/${path}`), response);
}

describe('the per-user document cache', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));
  beforeEach(() => vi.stubGlobal('navigator', { serviceWorker: { controller: {} } }));
  afterEach(() => vi.unstubAllGlobals());

  it('names a cache per user from a hash of the user id, never the id itself', async () => {
    const name = await documentCacheName(userId);
    expect(name).toMatch(/^documents-[0-9a-f]{64}$/);
    expect(name).not.toContain(userId);
    expect(await documentCacheName(userId)).toBe(name);
    expect(await documentCacheName(otherUserId)).not.toBe(name);
  });

  it('opens a document through the API client, naming the user’s cache for the service worker', async () => {
    const { client, requests } = setup(() => pdf('%PDF bytes'));
    const blob = await openDocument(client, invoicePdf, userId);
    expect(await blob.text()).toBe('%PDF bytes');
    expect(requests[0]!.url).toBe(`http://portal.test/api/${invoicePdf}`);
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer secret-token');
    expect(requests[0]!.headers.get(documentCacheHeader)).toBe(await documentCacheName(userId));
  });

  it('sends no cache header when no service worker controls the page', async () => {
    vi.stubGlobal('navigator', { serviceWorker: { controller: null } });
    const { client, requests } = setup(() => pdf());
    await openDocument(client, invoicePdf, userId);
    expect(requests[0]!.headers.has(documentCacheHeader)).toBe(false);
  });

  it('reports an error answer as a server error, shown as "Serverfout"', async () => {
    const { client } = setup(() => Response.json({ message: 'Kapot' }, { status: 500 }));
    const error = await openDocument(client, invoicePdf, userId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DocumentDownloadError);
    expect(error).toMatchObject({ reason: 'server', status: 500 });
    expect(documentDownloadErrorMessage(error as DocumentDownloadError)).toBe('Serverfout');
  });

  it('reports no answer at all as a document not available offline', async () => {
    const { client } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = (await openDocument(client, invoicePdf, userId).catch(
      (e: unknown) => e,
    )) as DocumentDownloadError;
    expect(error).toMatchObject({ reason: 'offline', status: 0 });
    expect(documentDownloadErrorMessage(error)).toMatch(/nog niet op dit apparaat/);
  });

  describe('knowing what is kept offline', () => {
    it('finds a stored document of the user under any API base', async () => {
      const storage = memoryCacheStorage();
      await store(storage, invoicePdf);
      expect(await isDocumentCached(invoicePdf, userId, storage)).toBe(true);
      expect(await isDocumentCached(`/${invoicePdf}`, userId, storage)).toBe(true);
      expect(await isDocumentCached(documentFile, userId, storage)).toBe(false);
    });

    it('does not find another user’s document, nor create a cache by looking', async () => {
      const storage = memoryCacheStorage();
      await store(storage, invoicePdf, otherUserId);
      expect(await isDocumentCached(invoicePdf, userId, storage)).toBe(false);
      expect(storage.names()).toEqual([await documentCacheName(otherUserId)]);
    });

    it('no longer counts a document downloaded more than 30 days ago', async () => {
      const storage = memoryCacheStorage();
      const now = Date.now();
      await store(storage, invoicePdf, userId, pdf('old', new Date(now - 31 * day)));
      await store(storage, documentFile, userId, pdf('recent', new Date(now - 29 * day)));
      expect(await isDocumentCached(invoicePdf, userId, storage, now)).toBe(false);
      expect(await isDocumentCached(documentFile, userId, storage, now)).toBe(true);
    });

    it('answers false where the browser has no Cache Storage', async () => {
      expect(await isDocumentCached(invoicePdf, userId, undefined)).toBe(false);
    });
  });

  describe('keeping documents offline', () => {
    it('downloads each document not stored yet, one at a time, and reports progress', async () => {
      const storage = memoryCacheStorage();
      vi.stubGlobal('caches', storage);
      await store(storage, invoicePdf);
      const { client, requests } = setup(() => pdf(), storage);
      const progress = vi.fn();

      const result = await keepOffline(client, [invoicePdf, documentFile], userId, progress);

      expect(result).toEqual({ stored: [invoicePdf, documentFile], failed: [], notStored: [] });
      expect(requests.map((request) => new URL(request.url).pathname)).toEqual([`/api/${documentFile}`]);
      expect(progress.mock.calls).toEqual([[{ done: 1, total: 2 }], [{ done: 2, total: 2 }]]);
      expect(await isDocumentCached(documentFile, userId, storage)).toBe(true);
    });

    it('goes on after a failure and says which documents failed and why', async () => {
      const storage = memoryCacheStorage();
      vi.stubGlobal('caches', storage);
      const { client } = setup(
        (request) =>
          request.url.endsWith('/pdf') ? Response.json({ message: 'Niet gevonden' }, { status: 404 }) : pdf(),
        storage,
      );
      const result = await keepOffline(client, [invoicePdf, documentFile], userId);
      expect(result.stored).toEqual([documentFile]);
      expect(result.failed).toHaveLength(1);
      expect(result.failed[0]).toMatchObject({ path: invoicePdf, error: { reason: 'server', status: 404 } });
    });

    it('says when a document downloaded but was not kept (no service worker stored it)', async () => {
      vi.stubGlobal('caches', memoryCacheStorage());
      const { client } = setup(() => pdf());
      expect(await keepOffline(client, [invoicePdf], userId)).toEqual({
        stored: [],
        failed: [],
        notStored: [invoicePdf],
      });
    });
  });

  describe('deleting document caches', () => {
    it('deletes every user’s document cache and leaves the app shell’s precache', async () => {
      const storage = memoryCacheStorage();
      await store(storage, invoicePdf, userId);
      await store(storage, invoicePdf, otherUserId);
      await storage.open('workbox-precache-v2-http://portal.test/');
      await deleteUserDocumentCaches(undefined, storage);
      expect(storage.names()).toEqual(['workbox-precache-v2-http://portal.test/']);
    });

    it('can keep the signed-in user’s cache while deleting those of other users', async () => {
      const storage = memoryCacheStorage();
      await store(storage, invoicePdf, userId);
      await store(storage, invoicePdf, otherUserId);
      await deleteUserDocumentCaches(userId, storage);
      expect(storage.names()).toEqual([await documentCacheName(userId)]);
    });
  });
});
