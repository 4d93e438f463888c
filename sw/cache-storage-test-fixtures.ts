/**
 * An in-memory Cache Storage for tests of the worker's modules (Node has none): requests kept by URL,
 * answered like the browser's for the calls the worker makes (`has`, `open`, `keys`, `delete`; a
 * cache's `put`, `match`, `keys`, `delete`). Every call yields to the event loop first, as the
 * browser's do, so operations can interleave. Test-only: never imported by the worker.
 */
type Entries = Map<string, { request: Request; response: Response }>;

const urlOf = (request: RequestInfo | URL) =>
  request instanceof Request ? request.url : new URL(String(request)).href;

const later = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function cacheFor(entries: Entries): Cache {
  const unused = async () => Promise.reject(new Error('not used by the worker'));
  return {
    add: unused,
    addAll: unused,
    matchAll: unused,
    put: async (request, response) => {
      await later();
      entries.set(urlOf(request), { request: new Request(urlOf(request)), response });
    },
    match: async (request) => {
      await later();
      return entries.get(urlOf(request))?.response.clone();
    },
    keys: async () => {
      await later();
      return [...entries.values()].map((entry) => entry.request);
    },
    delete: async (request) => {
      await later();
      return entries.delete(urlOf(request as RequestInfo));
    },
  } satisfies Cache;
}

export function memoryCacheStorage(): CacheStorage & { names(): string[]; urls(name: string): string[] } {
  const caches = new Map<string, Entries>();
  return {
    has: async (name) => {
      await later();
      return caches.has(name);
    },
    open: async (name) => {
      await later();
      let entries = caches.get(name);
      if (!entries) caches.set(name, (entries = new Map()));
      return cacheFor(entries);
    },
    keys: async () => {
      await later();
      return [...caches.keys()];
    },
    delete: async (name) => {
      await later();
      return caches.delete(name);
    },
    match: async () => undefined,
    names: () => [...caches.keys()],
    urls: (name) => [...(caches.get(name)?.keys() ?? [])],
  };
}
