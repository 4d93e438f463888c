/**
 * `GET` of a file (invoice PDF, document): its bytes as a Blob, with the bearer token and language the
 * client attaches to every call. A failure throws the client's `ApiError` (status and server message);
 * what that means to the user is the caller's business.
 */
import type { ApiClient } from '../api-client';

export interface DownloadFileOptions {
  /** Extra request headers, e.g. the per-user document cache the service worker keeps it in. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function downloadFile(
  client: ApiClient,
  path: string,
  options: DownloadFileOptions = {},
): Promise<Blob> {
  return client.request({
    method: 'get',
    path,
    responseType: 'blob',
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
