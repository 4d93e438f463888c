import { describe, expect, it } from 'vitest';
import { isQuotaExceededError } from './storage-errors';

/** An error shaped like Dexie's: a name, a message and optionally the error it wraps. */
function dexieError(name: string, extra: Record<string, unknown> = {}) {
  return Object.assign(new Error(`${name} happened`), { name, ...extra });
}

describe('recognising a full device', () => {
  it('knows the browser quota error by name, also Firefox’s', () => {
    expect(isQuotaExceededError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError(dexieError('NS_ERROR_DOM_QUOTA_REACHED'))).toBe(true);
  });

  it('knows Dexie’s QuotaExceededError, also inside an AbortError of an aborted transaction', () => {
    expect(isQuotaExceededError(dexieError('QuotaExceededError'))).toBe(true);
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaExceededError(dexieError('AbortError', { inner: quota }))).toBe(true);
    expect(isQuotaExceededError(dexieError('DatabaseClosedError', { cause: quota }))).toBe(true);
  });

  it('knows it among the failures of a bulk write', () => {
    const quota = dexieError('QuotaExceededError');
    expect(
      isQuotaExceededError(dexieError('BulkError', { failures: [dexieError('ConstraintError'), quota] })),
    ).toBe(true);
    expect(isQuotaExceededError(dexieError('BulkError', { failures: { 3: quota } }))).toBe(true);
  });

  it('does not take other failures for a full device', () => {
    expect(isQuotaExceededError(dexieError('AbortError'))).toBe(false);
    expect(isQuotaExceededError(dexieError('AbortError', { inner: dexieError('ConstraintError') }))).toBe(
      false,
    );
    expect(isQuotaExceededError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isQuotaExceededError(new DOMException('aborted', 'AbortError'))).toBe(false);
    expect(isQuotaExceededError('QuotaExceededError')).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
    expect(isQuotaExceededError(undefined)).toBe(false);
  });

  it('does not loop on an error that wraps itself', () => {
    const error: Error & { inner?: unknown } = dexieError('AbortError');
    error.inner = error;
    expect(isQuotaExceededError(error)).toBe(false);
  });
});
