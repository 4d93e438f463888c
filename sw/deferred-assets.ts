/**
 * The built files the service worker does not download at install: pdf.js (its library chunk and its
 * worker, together ~1.7 MB, almost half of the precache manifest), which only the in-app PDF viewer
 * (src/ui/pdf-viewer.tsx) loads. The rule is this module's `isDeferredAsset`: sw.ts takes these files
 * out of the install precache and the bundle benchmark (tests/bench/bundle-figures.ts) counts the
 * install precache with the same rule, so the figure is what a browser really installs. vite.config.ts
 * puts pdfjs-dist into a chunk of its own named `pdfJsChunk.name`, so the viewer's own code stays in
 * the precache and only pdf.js is deferred.
 *
 * Guarantees of `deferredAssetCache` (the worker's half; free of the global scope, tested in Node):
 * - `download()` deletes what older builds stored (also offline), then stores every deferred file of
 *   this build that is not stored yet, one at a time at low priority; it never throws (a failed
 *   download is tried again at the next call), and a file already stored is never fetched again;
 * - `respond()` answers a deferred file from the cache, else from the network, storing a complete
 *   `200` answer; so pdf.js opens offline once either the background download or one online opening
 *   has stored it;
 * - a file is stored under its URL with its revision (as Workbox's precache does), so a new build's
 *   file never matches an older build's copy.
 */
import type { PrecacheEntry } from './build-version';

/** The chunk of pdfjs-dist (a `codeSplitting` group in vite.config.ts). */
export const pdfJsChunk = { name: 'pdfjs', test: /node_modules[\\/]pdfjs-dist[\\/]/ } as const;

/**
 * The deferred files, by their URL in the precache manifest: the pdf.js chunk and the pdf.js worker
 * (imported with `?url` by src/ui/pdf-viewer.tsx, so it keeps its file name). Both carry the build's
 * 8-character content hash.
 */
const deferredUrl = new RegExp(
  `^assets/(${pdfJsChunk.name}-[\\w-]{8}\\.js|pdf\\.worker\\.min-[\\w-]{8}\\.mjs)$`,
);

/** True for a precache manifest URL (`assets/pdfjs-1a2b3c4d.js`) that is not downloaded at install. */
export function isDeferredAsset(url: string): boolean {
  return deferredUrl.test(url.replace(/^\/+/, ''));
}

const urlOf = (entry: PrecacheEntry) => (typeof entry === 'string' ? entry : entry.url);

/** The manifest split into what is precached at install and what is deferred, in manifest order. */
export function partitionManifest<Entry extends PrecacheEntry>(
  manifest: readonly Entry[],
): { installed: Entry[]; deferred: Entry[] } {
  return {
    installed: manifest.filter((entry) => !isDeferredAsset(urlOf(entry))),
    deferred: manifest.filter((entry) => isDeferredAsset(urlOf(entry))),
  };
}

/**
 * The cache of the deferred files: app code, like the precache, and nothing of any user. Its name
 * starts like Workbox's precache (`workbox-precache-v2-<scope>`), so the logout wipe, which keeps
 * `workbox-precache-*` (user-data-wipe.ts), keeps it too. It carries no scope, so Workbox's
 * `cleanupOutdatedCaches()` (which deletes this scope's other `-precache-` caches at every
 * activation) leaves it alone: `download()` removes older builds' files by URL instead, so pdf.js
 * is fetched again only when it changed.
 */
export const deferredCacheName = 'workbox-precache-deferred';

/** The key a file is stored under: its URL, with its revision when the file name carries no hash. */
export function deferredCacheKey(entry: PrecacheEntry, base: string): string {
  const url = new URL(urlOf(entry), base);
  const revision = typeof entry === 'string' ? null : entry.revision;
  if (revision) url.searchParams.set('__WB_REVISION__', revision);
  return url.href;
}

export interface DeferredAssetCacheDeps {
  /** The deferred entries of this build's manifest (`partitionManifest(...).deferred`). */
  entries: readonly PrecacheEntry[];
  /** The worker's location, to which the manifest's URLs are relative. */
  base: string;
  storage: CacheStorage;
  fetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
}

export interface DeferredAssetCache {
  /** True for a request of one of this build's deferred files. */
  has(url: URL): boolean;
  /** Cache first, then the network (stored once complete; `store` receives that write). */
  respond(request: Request, store: (written: Promise<unknown>) => void): Promise<Response>;
  /** Deletes older builds' files, then stores the ones not stored yet; resolves true when all are stored. */
  download(): Promise<boolean>;
}

export function deferredAssetCache(deps: DeferredAssetCacheDeps): DeferredAssetCache {
  const keyByPath = new Map(
    deps.entries.map((entry) => {
      const key = deferredCacheKey(entry, deps.base);
      return [new URL(key).pathname, key];
    }),
  );
  const currentKeys = new Set(keyByPath.values());
  const isComplete = (response: Response) => response.status === 200 && response.type !== 'opaque';
  // Hashed files may come from the HTTP cache; a file named without a hash never may.
  const fetchFile = (key: string) =>
    deps.fetch(key.replace(/[?&]__WB_REVISION__=[^&]*$/, ''), {
      credentials: 'same-origin',
      priority: 'low',
      cache: key.includes('__WB_REVISION__=') ? 'reload' : 'default',
    });

  return {
    has: (url) => url.origin === new URL(deps.base).origin && keyByPath.has(url.pathname),

    async respond(request, store) {
      const key = keyByPath.get(new URL(request.url).pathname);
      if (!key) return deps.fetch(request);
      const cache = await deps.storage.open(deferredCacheName);
      const cached = await cache.match(key);
      if (cached) return cached;
      const response = await fetchFile(key);
      if (isComplete(response)) store(cache.put(key, response.clone()).catch(() => undefined));
      return response;
    },

    async download() {
      try {
        const cache = await deps.storage.open(deferredCacheName);
        const stale = (await cache.keys()).filter((request) => !currentKeys.has(request.url));
        await Promise.all(stale.map((request) => cache.delete(request)));
        for (const key of currentKeys) {
          if (await cache.match(key)) continue;
          const response = await fetchFile(key);
          if (!isComplete(response)) return false;
          await cache.put(key, response);
        }
        return true;
      } catch {
        return false;
      }
    },
  };
}
