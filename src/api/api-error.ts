/**
 * The one error type every API call throws (seed-spec §8). It keeps the HTTP status, the message the
 * user can read, the field errors and the raw error data. api/ only describes the failure: what a 401
 * or a 403 means to the user is decided by session/ and app/.
 */
import { t } from '@lingui/core/macro';

export type ApiErrorKind =
  /** The server answered with an error status (4xx, 5xx). */
  | 'http'
  /** No answer: offline, DNS, CORS, timeout or an aborted connection. `status` is 0. */
  | 'network'
  /** The server answered 2xx with a body that does not match the contract. */
  | 'invalid-response';

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    message: string,
    readonly errors: FieldErrors,
    readonly data: unknown,
  ) {
    super(message);
  }

  /** Builds the error for an error answer, taking the readable message from its body. */
  static fromResponse(status: number, data: unknown): ApiError {
    return new ApiError('http', status, errorMessageFrom(data), fieldErrorsFrom(data), data);
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError('network', 0, genericErrorMessage(), {}, null);
    error.cause = cause;
    return error;
  }

  static invalidResponse(status: number, data: unknown, cause: unknown): ApiError {
    const error = new ApiError('invalid-response', status, genericErrorMessage(), {}, data);
    error.cause = cause;
    return error;
  }

  /** True for the server's "you are not signed in" answer (`Unauthenticated` or `Unauthenticated.`). */
  get isUnauthenticated(): boolean {
    return this.status === 401 && /^Unauthenticated\.?$/.test(this.message);
  }
}

/** "Something went wrong, try later" in the active language (the old system showed it in Russian). */
export function genericErrorMessage(): string {
  return t`Er ging iets mis, probeer het later opnieuw`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The readable message of an error body, in this order: its `message`; else the message of the first
 * item in the data (a bare array, or an array under `data`); else the first field error; else the
 * localized generic message. Never empty.
 */
export function errorMessageFrom(data: unknown): string {
  if (isRecord(data)) {
    const message = nonEmptyString(data.message);
    if (message) return message;
  }
  const items = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.data) ? data.data : [];
  const first: unknown = items[0];
  const firstMessage = isRecord(first) ? nonEmptyString(first.message) : nonEmptyString(first);
  if (firstMessage) return firstMessage;
  const firstFieldError = Object.values(fieldErrorsFrom(data))[0]?.[0];
  return firstFieldError ?? genericErrorMessage();
}

/** The `errors` map of an error body (422), keeping only well-formed `field: [messages]` entries. */
export function fieldErrorsFrom(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(data.errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string',
    );
    if (list.length > 0) errors[field] = list;
  }
  return errors;
}
