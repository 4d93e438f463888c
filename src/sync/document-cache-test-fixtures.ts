/**
 * An in-memory Cache Storage for tests of the document cache and the logout wipe: Node has none. It
 * keeps requests by URL and answers like the browser's for the calls the app makes (`has`, `open`,
 * `keys`, `delete`; a cache's `put`, `match`, `keys`). Test-only: never imported by the app.
 */
export function memoryCacheStorage(): CacheStorage & { names(): string[] } {
  const caches = new Map<string, Map<string, { request: Request; response: Response }>>();

  function cacheFor(entries: Map<string, { request: Request; response: Response }>): Cache {
    const url = (request: RequestInfo | URL) =>
      request instanceof Request ? request.url : new URL(String(request)).href;
    const unused = async () => Promise.reject(new Error('not used by the app'));
    return {
      add: unused,
      addAll: unused,
      matchAll: unused,
      put: async (request, response) =>
        void entries.set(url(request), { request: new Request(url(request)), response }),
      match: async (request) => entries.get(url(request))?.response.clone(),
      keys: async () => [...entries.values()].map((entry) => entry.request),
      delete: async (request) => entries.delete(url(request)),
    } satisfies Cache;
  }

  return {
    has: async (name) => caches.has(name),
    open: async (name) => {
      let entries = caches.get(name);
      if (!entries) caches.set(name, (entries = new Map()));
      return cacheFor(entries);
    },
    keys: async () => [...caches.keys()],
    delete: async (name) => caches.delete(name),
    match: async () => undefined,
    names: () => [...caches.keys()],
  };
}
