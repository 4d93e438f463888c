/**
 * The service worker's half of the per-user document cache (the page's half is
 * src/sync/document-cache.ts). The worker does not know who is signed in; the page does, so every
 * document request the page wants kept offline names the user's cache in the `X-Portal-Cache` header
 * (`documents-<sha-256 of the user id>`). Such GETs of invoice PDFs and document downloads are
 * answered cache-first from that cache (document-request-rules.ts says which); requests without the
 * header go to the network untouched.
 *
 * Guarantees:
 * - only a complete `200` answer is stored: never a `206`, an error or an opaque answer;
 * - a `Range` request is answered `206` from the stored complete answer;
 * - an entry is used for at most 30 days after it was downloaded, and a cache keeps at most
 *   `maxDocumentsPerUser` entries (least recently used go first), with the bookkeeping inside the
 *   cache itself (document-expiration.ts), so nothing about a user's documents lives anywhere but
 *   in that user's cache; on a full disk these caches are dropped rather than failing the request;
 * - the header never reaches the server (it is removed before the request goes out), so a backend on
 *   another origin needs no CORS rule for it;
 * - the worker answers a document it fetched only once it is stored, so a document the page has
 *   received is readable offline from then on;
 * - offline, a document that is not stored fails as a network error, which the page reports;
 * - after `close()` (logout, user-data-wipe.ts) nothing more is stored, recorded or served by the
 *   requests under way; requests that come later start afresh, for whichever user signs in next.
 *
 * The 30 days are mirrored in src/sync/document-cache.ts, which reports what is kept offline.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { registerQuotaErrorCallback } from 'workbox-core';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { DocumentExpiration } from './document-expiration';
import {
  documentCacheNameOf,
  documentCacheNamePattern,
  isCacheableDocumentRequest,
  isCompleteAnswer,
  withoutCacheHeader,
} from './document-request-rules';

export const documentMaxAgeSeconds = 30 * 24 * 60 * 60;
export const maxDocumentsPerUser = 500;

declare const self: ServiceWorkerGlobalScope;

const completeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCompleteAnswer(response) ? response : null),
};

const cacheHeaderStaysHere: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => withoutCacheHeader(request),
};

/** The strategies of one signed-in period: from the worker's start or the last logout until the next. */
interface DocumentCachePeriod {
  expiration: DocumentExpiration;
  strategyFor(cacheName: string): CacheFirst;
}

function startPeriod(): DocumentCachePeriod {
  // One expiration for every user's cache: it keeps its bookkeeping per cache.
  const expiration = new DocumentExpiration({
    maxAgeSeconds: documentMaxAgeSeconds,
    maxEntries: maxDocumentsPerUser,
    usageUrl: new URL('__document-cache/usage', self.registration.scope).href,
  });
  const plugins: WorkboxPlugin[] = [
    cacheHeaderStaysHere,
    completeAnswersOnly,
    expiration.plugin(),
    // After expiration, so an expired entry is never sliced and served.
    new RangeRequestsPlugin(),
  ];
  const strategies = new Map<string, CacheFirst>();
  return {
    expiration,
    strategyFor(cacheName) {
      let strategy = strategies.get(cacheName);
      if (!strategy) {
        // The caches are per user, so the language or token of a request never selects a variant.
        strategy = new CacheFirst({ cacheName, plugins, matchOptions: { ignoreVary: true } });
        strategies.set(cacheName, strategy);
      }
      return strategy;
    },
  };
}

async function deleteDocumentCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => documentCacheNamePattern.test(name)).map((name) => caches.delete(name)),
  );
}

export interface DocumentCacheRoute {
  /**
   * Ends the signed-in period (logout): the requests under way store, record and serve nothing more,
   * and the returned promise resolves once no bookkeeping can touch a cache any longer, so the
   * caller may delete the caches. Later requests start a new period.
   */
  close(): Promise<void>;
}

export function registerDocumentCacheRoute(): DocumentCacheRoute {
  let period = startPeriod();
  registerQuotaErrorCallback(() => deleteDocumentCaches().catch(() => undefined));

  registerRoute(
    ({ request, url }) => isCacheableDocumentRequest(request, url),
    async ({ request, event }) => {
      const strategy = period.strategyFor(documentCacheNameOf(request)!);
      const [response, stored] = strategy.handleAll({ request, event });
      // A failed write (full disk) must not fail the answer: the page then finds it not kept offline.
      const storing = stored.catch(() => undefined);
      const answer = await response;
      await storing;
      return answer;
    },
  );

  return {
    async close() {
      const ended = period;
      period = startPeriod();
      await ended.expiration.close();
    },
  };
}
