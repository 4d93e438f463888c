/**
 * Recognises "the device is full": the browser refused to store more (IndexedDB, Cache Storage or
 * local storage over its quota). Callers keep what they had (an outbox entry is never dropped for it)
 * and show `storageFullMessage()`.
 *
 * The error comes in several wrappings: a `DOMException` named `QuotaExceededError` (Chromium, Safari,
 * and Chromium 138+ as its own `QuotaExceededError` class), Firefox's `NS_ERROR_DOM_QUOTA_REACHED`,
 * and Dexie's `QuotaExceededError`, which some browsers deliver as the `inner` error
 * of a Dexie `AbortError` (a transaction aborted by the quota) or among the `failures` of a
 * `BulkError` (dexie.org/docs/DexieErrors/Dexie.QuotaExceededError).
 */
import { t } from '@lingui/core/macro';

const quotaErrorNames = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED']);

/** How deep wrapped errors are followed; real wrappings are two levels at most. */
const maxDepth = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** True when `error`, or an error it wraps (`inner`, `cause`, `failures`), is a storage quota error. */
export function isQuotaExceededError(error: unknown, depth = 0): boolean {
  if (!isRecord(error) || depth > maxDepth) return false;
  if (typeof error.name === 'string' && quotaErrorNames.has(error.name)) return true;
  const wrapped: unknown[] = [error.inner, error.cause];
  if (Array.isArray(error.failures)) wrapped.push(...(error.failures as unknown[]));
  else if (isRecord(error.failures)) wrapped.push(...Object.values(error.failures));
  return wrapped.some((inner) => isQuotaExceededError(inner, depth + 1));
}

/** What to tell the user when the device is full (the caller says what was kept). */
export function storageFullMessage(): string {
  return t`De opslag op dit apparaat is vol. Maak ruimte vrij en probeer het opnieuw.`;
}

/**
 * What to tell the user when a local write (a command) could not be stored: the device is full, or
 * `notStored`, the caller's sentence naming what was not saved. Either way the form keeps its input.
 */
export function localWriteFailureMessage(error: unknown, notStored: string): string {
  return isQuotaExceededError(error)
    ? t`De opslag van dit apparaat is vol. Maak ruimte vrij en probeer het opnieuw; er is niets verloren gegaan.`
    : notStored;
}
