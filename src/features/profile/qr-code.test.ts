import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { qrCodeImageSource } from './qr-code';

const otpauthUrl =
  'otpauth://totp/Koelservice%20Portaal:klant%40bakkerij-dejong.example?secret=JBSWY3DPEHPK3PXP&issuer=Koelservice%20Portaal';

describe('the QR code of the two-factor setup', () => {
  it('is an SVG image as a data URL', () => {
    const source = qrCodeImageSource(otpauthUrl);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(source.slice(source.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
  });

  it('does not carry the secret as readable text, only as drawn modules', () => {
    expect(decodeURIComponent(qrCodeImageSource(otpauthUrl))).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('draws a different code for a different secret', () => {
    expect(qrCodeImageSource(otpauthUrl)).not.toBe(
      qrCodeImageSource(otpauthUrl.replace('JBSWY3DPEHPK3PXP', 'KRSXG5CTMVRXEZLU')),
    );
  });

  it('leaves the quiet zone of four modules around the code that scanners need', () => {
    const { size } = encode(otpauthUrl, { ecc: 'M', border: 4 });
    const svg = decodeURIComponent(qrCodeImageSource(otpauthUrl));
    expect(svg).toContain(`viewBox="0 0 ${size * 8} ${size * 8}"`);
  });
});
