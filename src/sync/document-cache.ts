/**
 * The page's half of the per-user document cache: invoice PDFs, documents, offer documents and device
 * photos a user opened, or marked "keep offline", stay readable without a connection. The service worker keeps them
 * (sw/document-cache-route.ts); it does not know who is signed in, so every document request made here
 * names the user's cache in the `X-Portal-Cache` header: `documents-<sha-256 of the user id>`.
 *
 * Guarantees:
 * - one user's documents are never served to another (each user has a cache of their own);
 * - a document `openDocument` returned while a service worker controls the page is stored when the
 *   call resolves, so it opens offline from then on (for 30 days after its download);
 * - a failure is a `DocumentDownloadError` that says whether the document is simply not on this device
 *   while offline, or the server failed; `documentDownloadErrorMessage` gives the text a screen shows;
 * - logout deletes every cache but the app shell's, through the service worker and the page
 *   (session/local-data-wipe.ts); the worker keeps its bookkeeping of a user's documents inside that
 *   user's cache, so nothing of it outlives the cache; on start and at login,
 *   `deleteUserDocumentCaches(userId)` removes the document caches of any other user.
 *
 * The header name, the cache name format and the 30 days are mirrored in sw/ (which takes nothing
 * from src/ but src/lib); tests/browser/service-worker.test.ts proves both halves agree.
 */
import { t } from '@lingui/core/macro';
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { downloadFile } from '../api/files/download-file';

/** The request header naming the per-user cache (sw/document-request-rules.ts reads it). */
export const documentCacheHeader = 'X-Portal-Cache';

const documentCachePrefix = 'documents-';

/** How long the service worker serves a stored document after its download (sw/document-cache-route.ts). */
const documentMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** The name of the user's document cache: `documents-` and the hex SHA-256 of the user id. */
export async function documentCacheName(userId: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${documentCachePrefix}${hex}`;
}

/**
 * Why a document could not be opened: `offline` when there was no answer at all (offline, or the
 * server unreachable) and the document is not stored on this device; `server` for an error answer.
 */
export type DocumentDownloadFailure = 'offline' | 'server';

export class DocumentDownloadError extends Error {
  override readonly name = 'DocumentDownloadError';

  constructor(
    readonly reason: DocumentDownloadFailure,
    readonly apiError: ApiError,
  ) {
    super(apiError.message);
    this.cause = apiError;
  }

  /** The HTTP status of the failed answer, 0 when there was none. */
  get status(): number {
    return this.apiError.status;
  }
}

/** The toast text for a failed download: "Server error" (seed-spec §8), or why it is not available offline. */
export function documentDownloadErrorMessage(error: DocumentDownloadError): string {
  return error.reason === 'offline'
    ? t`Dit document staat nog niet op dit apparaat en er is geen verbinding. Open het opnieuw zodra je online bent.`
    : t`Serverfout`;
}

function toDocumentDownloadError(error: unknown): DocumentDownloadError {
  if (error instanceof DocumentDownloadError) return error;
  const apiError = error instanceof ApiError ? error : ApiError.network(error);
  return new DocumentDownloadError(apiError.kind === 'network' ? 'offline' : 'server', apiError);
}

/**
 * The cache header for the user, only while a service worker controls the page: without one nothing
 * would be kept, and the header would reach the server (where a backend on another origin would
 * have to allow it).
 */
async function cacheHeaders(userId: string): Promise<Record<string, string>> {
  const isControlled = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);
  if (!isControlled || typeof crypto === 'undefined' || !crypto.subtle) return {};
  return { [documentCacheHeader]: await documentCacheName(userId) };
}

/**
 * Downloads a document (`filePaths.invoicePdf(id)`, `filePaths.documentDownload(id)`) through the API
 * client, so the token and language are attached, and keeps it in the user's cache. Stored documents
 * are answered from the cache, online or offline. Throws a `DocumentDownloadError`.
 */
export async function openDocument(
  client: ApiClient,
  path: string,
  userId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  try {
    return await downloadFile(client, path, {
      headers: await cacheHeaders(userId),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw toDocumentDownloadError(error);
  }
}

export interface KeepOfflineProgress {
  /** Documents handled so far (stored or failed). */
  done: number;
  total: number;
}

export interface KeepOfflineResult {
  /** Paths stored on this device, including those that already were. */
  stored: string[];
  /** Paths that could not be downloaded, with the reason. */
  failed: Array<{ path: string; error: DocumentDownloadError }>;
  /**
   * Paths downloaded but not kept: no service worker controls the page (first visit, private mode)
   * or the storage is full.
   */
  notStored: string[];
}

/**
 * Downloads the documents one at a time, skipping those already stored, and reports progress after
 * each. Never throws for a single document: the result says what was stored and what was not.
 */
export async function keepOffline(
  client: ApiClient,
  paths: readonly string[],
  userId: string,
  onProgress?: (progress: KeepOfflineProgress) => void,
): Promise<KeepOfflineResult> {
  const result: KeepOfflineResult = { stored: [], failed: [], notStored: [] };
  let done = 0;
  for (const path of paths) {
    try {
      if (!(await isDocumentCached(path, userId))) await openDocument(client, path, userId);
      ((await isDocumentCached(path, userId)) ? result.stored : result.notStored).push(path);
    } catch (error) {
      result.failed.push({ path, error: toDocumentDownloadError(error) });
    }
    onProgress?.({ done: ++done, total: paths.length });
  }
  return result;
}

/** The browser's Cache Storage, or undefined where there is none (insecure origins, old browsers). */
function globalCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/**
 * True when the document is stored in the user's cache and still within its 30 days, so it opens
 * offline. Matched on the path below the API base, so the page need not know that base. False, never
 * an error, when Cache Storage is missing or fails.
 */
export async function isDocumentCached(
  path: string,
  userId: string,
  storage: CacheStorage | undefined = globalCaches(),
  now: number = Date.now(),
): Promise<boolean> {
  if (!storage) return false;
  try {
    const name = await documentCacheName(userId);
    // `open` would create an empty cache for a user who never opened a document.
    if (!(await storage.has(name))) return false;
    const cache = await storage.open(name);
    const suffix = `/${path.replace(/^\/+/, '')}`;
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.search !== '' || !url.pathname.endsWith(suffix)) continue;
      const response = await cache.match(request, { ignoreVary: true });
      const downloadedAt = Date.parse(response?.headers.get('date') ?? '');
      // Without a Date header the service worker serves it regardless of age, and so do we.
      if (response && (Number.isNaN(downloadedAt) || now - downloadedAt < documentMaxAgeMs)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * Deletes the document caches of every user of this device, except `keepUserId`'s when given (on
 * start and at login: the caches of any other user go). Never touches the app shell's precache.
 */
export async function deleteUserDocumentCaches(
  keepUserId?: string,
  storage: CacheStorage | undefined = globalCaches(),
): Promise<void> {
  if (!storage) return;
  const keep = keepUserId === undefined ? null : await documentCacheName(keepUserId);
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(documentCachePrefix) && name !== keep)
      .map((name) => storage.delete(name)),
  );
}
