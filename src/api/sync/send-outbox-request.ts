/**
 * Sends one outbox entry. Unlike `ApiClient`, it reports every answer instead of
 * throwing, because the outbox sender decides per status what happens next (retry, refresh, refuse),
 * and it never tells the app's error handlers: a 401 here first gets one token refresh, and a
 * refusal lands in the "not accepted" list rather than in a toast.
 *
 * The token is a parameter, never part of the stored entry, so a resend always carries the token in
 * effect at that moment. The entry's id travels as `Idempotency-Key`: the server applies the request
 * once however often it arrives.
 */
import { readBody } from '../api-client';
import type { Locale } from '../contract/common';

export interface OutboxRequestToSend {
  method: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  json?: unknown;
  fields?: Record<string, string>;
  files?: { field: string; name: string; type: string; blob: Blob }[];
}

export interface OutboxAnswer {
  /** The HTTP status; 0 when no answer arrived (offline, DNS, timeout, aborted). */
  status: number;
  /** The parsed JSON body, the text when it is not JSON, null when empty or absent. */
  body: unknown;
  /** `Retry-After` in milliseconds, when the server sent one. */
  retryAfterMs: number | null;
}

/** The answer when none arrived, or when the request was not sent for want of a network. */
export const noAnswer: Readonly<OutboxAnswer> = Object.freeze({ status: 0, body: null, retryAfterMs: null });

export interface SendOutboxRequestOptions {
  baseUrl: string;
  token: string;
  locale: Locale;
  idempotencyKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * Whether the device has a network, asked just before sending: when it answers false the request
   * is not sent and the answer is `noAnswer`, the same offline rule as the app's `ApiClient`.
   */
  hasNetwork?: () => boolean;
}

/** `Retry-After` as seconds or an HTTP date, in milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : null;
}

function requestBody(request: OutboxRequestToSend): { body?: BodyInit; contentType?: string } {
  if (request.files?.length || request.fields) {
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
    for (const file of request.files ?? []) form.append(file.field, file.blob, file.name);
    return { body: form };
  }
  if (request.json === undefined) return {};
  return { body: JSON.stringify(request.json), contentType: 'application/json' };
}

export async function sendOutboxRequest(
  request: OutboxRequestToSend,
  options: SendOutboxRequestOptions,
): Promise<OutboxAnswer> {
  if (options.hasNetwork?.() === false) return noAnswer;
  const { body, contentType } = requestBody(request);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${options.token}`,
    'Accept-Language': options.locale,
    'Idempotency-Key': options.idempotencyKey,
    ...(contentType ? { 'Content-Type': contentType } : {}),
  };
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${request.path.replace(/^\/+/, '')}`;
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(url, {
      method: request.method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    return {
      status: response.status,
      body: await readBody(response),
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After')),
    };
  } catch {
    return noAnswer;
  }
}
