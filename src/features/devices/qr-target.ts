/**
 * What a scanned QR code means to the portal: the text of a device sticker is a URL of the public
 * device page (`…/public/serviceobjects/{publicId}`, see src/api/contract/public-service-object.ts).
 * Any http(s) origin is accepted: only the public id is taken from it and opened on this portal, so
 * stickers printed before the portal moved to another address keep working and nothing navigates
 * away from the app. Pure: no React, no I/O.
 */
import { publicDevicePagePath } from '../../api/contract/public-service-object';

export type QrTarget =
  /** A device sticker: open `path` (the public page of `publicId`) in the app. */
  | { kind: 'device'; publicId: string; path: string }
  /** A code, but not a device sticker of a portal (a website, a Wi-Fi code, plain text). */
  | { kind: 'other' };

const publicIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function qrTarget(text: string): QrTarget {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { kind: 'other' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'other' };
  const match = /^\/public\/serviceobjects\/([^/]+)\/?$/.exec(url.pathname);
  if (!match) return { kind: 'other' };
  let publicId: string;
  try {
    publicId = decodeURIComponent(match[1]!);
  } catch {
    return { kind: 'other' };
  }
  if (!publicIdPattern.test(publicId)) return { kind: 'other' };
  return { kind: 'device', publicId, path: publicDevicePagePath(publicId) };
}
