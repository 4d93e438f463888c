/**
 * What a user typed in the scan dialog instead of scanning: the device number printed on the sticker
 * (`SO-000123`, found whatever the case, and by its digits alone, `123`, since the zero padding is
 * easy to get wrong), or the sticker's link itself (read by `qrTarget`, as a scan would be). Pure: no
 * React, no I/O.
 */
import { qrTarget, type QrTarget } from './qr-target';

export type TypedDeviceCode =
  | { kind: 'empty' }
  /** A sticker's link: open the device of `publicId`. */
  | Extract<QrTarget, { kind: 'device' }>
  | { kind: 'number'; number: string };

export function typedDeviceCode(text: string): TypedDeviceCode {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const target = qrTarget(trimmed);
  if (target.kind === 'device') return target;
  return { kind: 'number', number: trimmed };
}

function significantDigits(text: string): string {
  return text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
}

/**
 * Whether the device number `stored` is the one `typed` names: the same text ignoring case, or, when
 * only digits were typed, the same number (leading zeros and the prefix left out).
 */
export function isTypedDeviceNumber(stored: string, typed: string): boolean {
  const wanted = typed.trim();
  if (wanted === '') return false;
  if (stored.toLowerCase() === wanted.toLowerCase()) return true;
  return /^\d+$/.test(wanted) && significantDigits(stored) === significantDigits(wanted);
}
