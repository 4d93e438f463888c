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
 *   `maxDocumentsPerUser` entries (least recently used go first); on a full disk Workbox drops these
 *   caches rather than failing the request;
 * - the header never reaches the server (it is removed before the request goes out), so a backend on
 *   another origin needs no CORS rule for it;
 * - the worker answers a document it fetched only once it is stored, so a document the page has
 *   received is readable offline from then on;
 * - offline, a document that is not stored fails as a network error, which the page reports.
 *
 * The 30 days are mirrored in src/sync/document-cache.ts, which reports what is kept offline.
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { ExpirationPlugin } from 'workbox-expiration';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import {
  documentCacheNameOf,
  isCacheableDocumentRequest,
  isCompleteAnswer,
  withoutCacheHeader,
} from './document-request-rules';

export const documentMaxAgeSeconds = 30 * 24 * 60 * 60;
export const maxDocumentsPerUser = 500;

const completeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCompleteAnswer(response) ? response : null),
};

const cacheHeaderStaysHere: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => withoutCacheHeader(request),
};

export function registerDocumentCacheRoute(): void {
  // One expiration plugin for every user's cache: it keeps its bookkeeping per cache name.
  const plugins: WorkboxPlugin[] = [
    cacheHeaderStaysHere,
    completeAnswersOnly,
    new ExpirationPlugin({
      maxAgeSeconds: documentMaxAgeSeconds,
      maxEntries: maxDocumentsPerUser,
      purgeOnQuotaError: true,
    }),
    // After expiration, so an expired entry is never sliced and served.
    new RangeRequestsPlugin(),
  ];
  const strategies = new Map<string, CacheFirst>();
  const strategyFor = (cacheName: string) => {
    let strategy = strategies.get(cacheName);
    if (!strategy) {
      // The caches are per user, so the language or token of a request never selects a variant.
      strategy = new CacheFirst({ cacheName, plugins, matchOptions: { ignoreVary: true } });
      strategies.set(cacheName, strategy);
    }
    return strategy;
  };

  registerRoute(
    ({ request, url }) => isCacheableDocumentRequest(request, url),
    async ({ request, event }) => {
      const [response, stored] = strategyFor(documentCacheNameOf(request)!).handleAll({ request, event });
      // A failed write (full disk) must not fail the answer: the page then finds it not kept offline.
      const storing = stored.catch(() => undefined);
      const answer = await response;
      await storing;
      return answer;
    },
  );
}
