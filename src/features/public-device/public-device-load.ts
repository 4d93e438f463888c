/**
 * The states of the public device page's one request, and how a failure maps onto them: a 404 is
 * "no such sticker", no answer at all is "offline", a 429 asks to wait a minute; anything else
 * shows the server's (localized) message. Pure, so each case is tested without a browser.
 */
import type { PublicServiceObject } from '../../api/contract/public-service-object';
import { ApiError } from '../../api/api-error';

export type PublicDeviceLoad =
  | { state: 'loading' }
  | { state: 'loaded'; device: PublicServiceObject }
  | { state: 'not-found' }
  | { state: 'offline' }
  | { state: 'rate-limited' }
  | { state: 'failed'; message: string };

export function loadFailure(error: unknown): PublicDeviceLoad {
  if (!(error instanceof ApiError)) return { state: 'failed', message: String(error) };
  if (error.kind === 'network') return { state: 'offline' };
  if (error.status === 404) return { state: 'not-found' };
  if (error.status === 429) return { state: 'rate-limited' };
  return { state: 'failed', message: error.message };
}

/**
 * A `tel:` link for a phone number as printed (`030 - 241 88 00` → `tel:0302418800`): digits only,
 * a leading `+` kept. Null when there are no digits to dial.
 */
export function phoneHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
