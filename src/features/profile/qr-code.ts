/**
 * The QR code of the two-factor setup, drawn here from the `otpauth://` link so the secret never
 * leaves the device for an image service. An SVG data URL in an <img>: nothing of it enters the DOM
 * as markup, and the CSP allows `data:` images.
 */
import { renderSVG } from 'uqr';

export function qrCodeImageSource(otpauthUrl: string): string {
  // Error correction M survives a smudged or glaring phone screen; a border of 4 modules is the quiet
  // zone the QR standard asks for, so camera apps find the code on any background.
  const svg = renderSVG(otpauthUrl, { ecc: 'M', border: 4, pixelSize: 8 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
