/**
 * The one error type route handlers throw for an expected refusal (403, 404, 409, ...). The error
 * handler turns it into `{ message, errors? }` in the request's language, so handlers name a message
 * key and never build error bodies by hand.
 */
import type { FastifyRequest } from 'fastify';
import { messageFor, type MessageKey } from './messages';

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

/** A 422 on `field` whose message says `key`, in the request's language. */
export function fieldRefusal(request: FastifyRequest, field: string, key: MessageKey): HttpError {
  return new HttpError(422, 'validationFailed', { [field]: [messageFor(request, key)] });
}
