import { describe, expect, it, vi } from 'vitest';
import { memoryCacheStorage } from './cache-storage-test-fixtures';
import {
  deferredAssetCache,
  deferredCacheKey,
  deferredCacheName,
  isDeferredAsset,
  partitionManifest,
} from './deferred-assets';
import { deleteUserCaches } from './user-data-wipe';

const base = 'https://portal.test/sw.js';
const pdfJs = { url: 'assets/pdfjs-DrUDev8e.js', revision: null };
const pdfWorker = { url: 'assets/pdf.worker.min-C8PGFc0r.mjs', revision: null };

/** A network that answers every URL with its own path, counting the requests. */
function network(status = 200) {
  return vi.fn(async (input: RequestInfo, _init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.url;
    return new Response(new URL(url).pathname, { status });
  });
}

function cacheOf(fetch: ReturnType<typeof network>, storage = memoryCacheStorage()) {
  return { storage, assets: deferredAssetCache({ entries: [pdfJs, pdfWorker], base, storage, fetch }) };
}

describe('which built files the service worker downloads only after install', () => {
  it('defers the pdf.js chunk and the pdf.js worker', () => {
    expect(isDeferredAsset('assets/pdfjs-DrUDev8e.js')).toBe(true);
    expect(isDeferredAsset('/assets/pdfjs-Dr_Dev-e.js')).toBe(true);
    expect(isDeferredAsset('assets/pdf.worker.min-C8PGFc0r.mjs')).toBe(true);
  });

  it('installs everything else, the viewer’s own code included', () => {
    for (const url of [
      'index.html',
      'sw.js',
      'assets/pdf-viewer-BKMky4ut.js',
      'assets/pdf-viewer-status-C0gzhWgh.js',
      'assets/pdfjs-helper-DrUDev8e.js',
      'assets/vendor-react-FrbPb9NH.js',
      'assets/pdfjs-DrUDev8e.js.map',
    ]) {
      expect(isDeferredAsset(url), url).toBe(false);
    }
  });

  it('splits the manifest in manifest order, losing no entry', () => {
    const shell = { url: 'index.html', revision: 'abc' };
    const viewer = { url: 'assets/pdf-viewer-BKMky4ut.js', revision: null };
    expect(partitionManifest([shell, pdfJs, viewer, pdfWorker])).toEqual({
      installed: [shell, viewer],
      deferred: [pdfJs, pdfWorker],
    });
  });

  it('keys a file by its URL, with its revision when it has one', () => {
    expect(deferredCacheKey(pdfJs, base)).toBe('https://portal.test/assets/pdfjs-DrUDev8e.js');
    expect(deferredCacheKey({ url: 'assets/pdfjs-DrUDev8e.js', revision: 'r1' }, base)).toBe(
      'https://portal.test/assets/pdfjs-DrUDev8e.js?__WB_REVISION__=r1',
    );
  });
});

describe('the cache of the deferred files', () => {
  it('downloads each file once, at low priority, and serves it from the cache afterwards', async () => {
    const fetch = network();
    const { storage, assets } = cacheOf(fetch);
    expect(await assets.download()).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls.every(([, init]) => init?.priority === 'low')).toBe(true);
    expect(storage.urls(deferredCacheName).sort()).toEqual([
      'https://portal.test/assets/pdf.worker.min-C8PGFc0r.mjs',
      'https://portal.test/assets/pdfjs-DrUDev8e.js',
    ]);

    expect(await assets.download()).toBe(true);
    const answer = await assets.respond(
      new Request('https://portal.test/assets/pdfjs-DrUDev8e.js'),
      () => {},
    );
    expect(await answer.text()).toBe('/assets/pdfjs-DrUDev8e.js');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('deletes what an older build stored, also when the new files cannot be fetched', async () => {
    const storage = memoryCacheStorage();
    const old = await storage.open(deferredCacheName);
    await old.put('https://portal.test/assets/pdfjs-0ldBu1ld.js', new Response('old'));
    const offline = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    const assets = deferredAssetCache({ entries: [pdfJs, pdfWorker], base, storage, fetch: offline });

    expect(await assets.download()).toBe(false);
    expect(storage.urls(deferredCacheName)).toEqual([]);
  });

  it('stores no error answer and tries again at the next download', async () => {
    const { storage, assets } = cacheOf(network(404));
    expect(await assets.download()).toBe(false);
    expect(storage.urls(deferredCacheName)).toEqual([]);

    const retry = deferredAssetCache({ entries: [pdfJs, pdfWorker], base, storage, fetch: network() });
    expect(await retry.download()).toBe(true);
    expect(storage.urls(deferredCacheName)).toHaveLength(2);
  });

  it('answers a file not downloaded yet from the network and stores it', async () => {
    const fetch = network();
    const { storage, assets } = cacheOf(fetch);
    const writes: Promise<unknown>[] = [];
    const answer = await assets.respond(
      new Request('https://portal.test/assets/pdfjs-DrUDev8e.js'),
      (write) => writes.push(write),
    );
    expect(await answer.text()).toBe('/assets/pdfjs-DrUDev8e.js');
    await Promise.all(writes);
    expect(storage.urls(deferredCacheName)).toEqual(['https://portal.test/assets/pdfjs-DrUDev8e.js']);
  });

  it('matches only this build’s deferred files on this origin', () => {
    const { assets } = cacheOf(network());
    expect(assets.has(new URL('https://portal.test/assets/pdfjs-DrUDev8e.js'))).toBe(true);
    expect(assets.has(new URL('https://portal.test/assets/pdfjs-0ldBu1ld.js'))).toBe(false);
    expect(assets.has(new URL('https://cdn.test/assets/pdfjs-DrUDev8e.js'))).toBe(false);
  });

  it('survives the logout wipe, like the app shell: it holds app code, nothing of a user', async () => {
    const { storage, assets } = cacheOf(network());
    await assets.download();
    await storage.open(`documents-${'ab'.repeat(32)}`);
    await deleteUserCaches(storage);
    expect(storage.names()).toEqual([deferredCacheName]);
  });
});
