/**
 * Which requests the per-user document cache (document-cache-route.ts) takes and which answers it
 * keeps: pure rules, free of Workbox so they are tested without a service worker.
 *
 * The header name and the cache name format are mirrored in src/sync/document-cache.ts (the service
 * worker takes nothing from src/ but src/lib); tests/browser/service-worker.test.ts proves both
 * halves agree.
 */

/** The request header naming the per-user cache. */
export const documentCacheHeader = 'X-Portal-Cache';

/** What the header may name: a document cache and nothing else (never the precache of the app shell). */
export const documentCacheNamePattern = /^documents-[0-9a-f]{64}$/;

/**
 * The paths of the files the API serves (product.md §3 "Files", device photos), below any API base
 * URL; `*` is one path segment. api-static-routes.ts sends these to the worker too.
 */
export const documentDownloadPaths = ['invoices/*/pdf', 'documents/*/download', 'serviceobjects/photos/*'];

const documentPathPattern = new RegExp(
  `/(?:${documentDownloadPaths.map((path) => path.replace(/\*/g, '[^/]+')).join('|')})$`,
);

/** The cache a request asks to be answered from, or null when it names none (or something else). */
export function documentCacheNameOf(request: Request): string | null {
  const name = request.headers.get(documentCacheHeader);
  return name !== null && documentCacheNamePattern.test(name) ? name : null;
}

/** True for a GET of a file download, without a query, that names a document cache. */
export function isCacheableDocumentRequest(request: Request, url: URL): boolean {
  return (
    request.method === 'GET' &&
    url.search === '' &&
    documentPathPattern.test(url.pathname) &&
    documentCacheNameOf(request) !== null
  );
}

/** The request as it goes to the network: the same, without the cache header. */
export function withoutCacheHeader(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete(documentCacheHeader);
  return new Request(request, { headers });
}

/**
 * True for an answer worth keeping: status 200 and no `Content-Range` (a server that answers a range
 * request with the whole file says 200; a part of a file never goes into the cache).
 */
export function isCompleteAnswer(response: Response): boolean {
  return response.status === 200 && !response.headers.has('content-range');
}
