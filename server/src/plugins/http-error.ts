/**
 * The one error type route handlers throw for an expected refusal (403, 404, 409, ...). The error
 * handler turns it into `{ message, errors? }` in the request's language, so handlers name a message
 * key and never build error bodies by hand.
 */
import type { MessageKey } from './messages';

export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(messageKey);
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
