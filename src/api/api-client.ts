/**
 * The HTTP client every request file uses: ky with the API base URL, the bearer token and the
 * `Accept-Language` of the active locale, responses parsed with the zod contract (or handed over as a
 * `Blob` for file downloads), and every failure turned into an `ApiError`. It never shows a message
 * and never navigates: `onError` lets the session and the app decide what an error means to the user.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import type { z } from 'zod';
import type { Locale } from './contract/common';
import { ApiError } from './api-error';
import { withSearchParams, type SearchParams } from './search-params';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How a successful answer is read: JSON parsed with the contract, or the raw bytes of a file. */
export type ResponseType = 'json' | 'blob';

export interface ApiRequest<T> {
  method: HttpMethod;
  /** Path below the API base URL, without a leading slash (`orders/123`). */
  path: string;
  searchParams?: SearchParams;
  json?: unknown;
  headers?: Record<string, string>;
  /** The contract of the answer; leave out for answers without a body (204). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** `blob` for file downloads (PDFs, documents): the answer's bytes, unparsed. Default `json`. */
  responseType?: ResponseType;
}

export interface ApiClientOptions {
  /** The API base URL (`/api` or an absolute URL). */
  baseUrl: string;
  /** The bearer token of the current session, or null when signed out. */
  getToken: () => string | null;
  getLocale: () => Locale;
  /**
   * The user context every read carries (product.md §3: `authUserId`, `userType`, `companyId`), added
   * to the query of each GET but file downloads; null when signed out. The server never trusts it.
   */
  getUserContext?: () => SearchParams | null;
  /** Told about every failed request, after the error is built and before it is thrown. */
  onError?: (error: ApiError, request: Pick<ApiRequest<unknown>, 'method' | 'path'>) => void;
  /**
   * False while the device has no network at all (the browser's `navigator.onLine`): a request then
   * fails at once as a network failure, unsent, whoever makes it (a pull between two pages, a
   * screen, logout). Offline is a normal state in which nothing is asked of the server. A file
   * download still goes out: the service worker answers it from the user's document cache when it
   * holds the file (sw/document-cache-route.ts), and fails it otherwise. Always true when absent.
   */
  hasNetwork?: () => boolean;
  /** For tests: the fetch implementation. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface ApiClient {
  /** A file download (`responseType: 'blob'`): the answer's bytes. Listed first so it wins over the others. */
  request(request: ApiRequest<never> & { responseType: 'blob'; schema?: undefined }): Promise<Blob>;
  request<T>(request: ApiRequest<T> & { schema: z.ZodType<T> }): Promise<T>;
  request(request: ApiRequest<never> & { schema?: undefined }): Promise<void>;
}

/** A successful answer: its status and parsed JSON body (undefined when empty), or its bytes as a Blob. */
interface Answer {
  status: number;
  body: unknown;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    // The sync engine decides when to try again; a silent retry here would double the wait offline.
    retry: 0,
    timeout: options.timeoutMs ?? 30_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.getToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          request.headers.set('Accept-Language', options.getLocale());
        },
      ],
    },
  });

  /**
   * GETs in flight, by URL and language. "Only one identical call runs at a time" (seed-spec §7): a
   * second identical GET while the first is pending shares its answer instead of hitting the server.
   * The token is not part of the key because one tab has one session at a time.
   */
  const pendingGets = new Map<string, Promise<Answer>>();

  async function fetchBody(request: ApiRequest<unknown>, url: string): Promise<Answer> {
    const isBlob = request.responseType === 'blob';
    if (!isBlob && options.hasNetwork?.() === false) {
      throw ApiError.network(new Error('No network: request not sent'));
    }
    try {
      const response = await http(url, {
        method: request.method,
        ...(request.json === undefined ? {} : { json: request.json }),
        // Error answers are JSON either way; a file download accepts whatever type the file has.
        headers: { Accept: isBlob ? '*/*' : 'application/json', ...request.headers },
        ...(request.signal ? { signal: request.signal } : {}),
      });
      if (isBlob) return { status: response.status, body: await response.blob() };
      const text = response.status === 204 ? '' : await response.text();
      if (text === '') return { status: response.status, body: undefined };
      try {
        return { status: response.status, body: JSON.parse(text) as unknown };
      } catch (cause) {
        throw ApiError.invalidResponse(response.status, text, cause);
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (error instanceof HTTPError) {
        throw ApiError.fromResponse(error.response.status, await readBody(error.response));
      }
      throw ApiError.network(error);
    }
  }

  async function run<T>(request: ApiRequest<T>): Promise<T | undefined> {
    // A file is addressed by its path alone: the service worker's per-user cache keys files by it.
    const isRead = request.method === 'get' && request.responseType !== 'blob';
    const searchParams = isRead
      ? { ...request.searchParams, ...options.getUserContext?.() }
      : request.searchParams;
    const url = withSearchParams(request.path.replace(/^\/+/, ''), searchParams);
    let answer: Answer;
    // A GET with its own abort signal runs alone: aborting it must not cancel another caller's answer.
    if (request.method === 'get' && !request.signal) {
      const key = `${options.getLocale()} ${request.responseType ?? 'json'} ${url}`;
      let pending = pendingGets.get(key);
      if (!pending) {
        pending = fetchBody(request, url).finally(() => pendingGets.delete(key));
        pendingGets.set(key, pending);
      }
      answer = await pending;
    } else {
      answer = await fetchBody(request, url);
    }
    if (request.responseType === 'blob') return answer.body as T;
    if (!request.schema) return undefined;
    const result = request.schema.safeParse(answer.body);
    if (!result.success) throw ApiError.invalidResponse(answer.status, answer.body, result.error);
    return result.data;
  }

  return {
    async request<T>(request: ApiRequest<T>): Promise<T | undefined> {
      try {
        return await run(request);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : ApiError.network(error);
        options.onError?.(apiError, { method: request.method, path: request.path });
        throw apiError;
      }
    },
  } as ApiClient;
}

/** The body of an error answer: JSON when it parses, the text otherwise, null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
