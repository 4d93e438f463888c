import { describe, expect, it } from 'vitest';
import { qrTarget } from './qr-target';

describe('qrTarget', () => {
  it("opens a device sticker's public page in the app", () => {
    expect(
      qrTarget('https://portaal.koelservice.example/public/serviceobjects/7f3a9c2e1b4d6f8a0c2e4b6d'),
    ).toEqual({
      kind: 'device',
      publicId: '7f3a9c2e1b4d6f8a0c2e4b6d',
      path: '/public/serviceobjects/7f3a9c2e1b4d6f8a0c2e4b6d',
    });
  });

  it('accepts stickers of another portal address, a trailing slash, a query and surrounding spaces', () => {
    expect(
      qrTarget('  http://127.0.0.1:8080/public/serviceobjects/abc123def456/?utm=sticker \n'),
    ).toMatchObject({
      kind: 'device',
      path: '/public/serviceobjects/abc123def456',
    });
  });

  it('refuses codes that are not device stickers', () => {
    for (const text of [
      'WIFI:S:Koelcel;T:WPA;P:geheim;;',
      'https://www.koelservice.example/',
      'https://portaal.koelservice.example/devices/0190f3b2-7c1e-7c3a-9d2e-4b6f8a0c2e4b',
      'https://portaal.koelservice.example/public/serviceobjects/',
      'https://portaal.koelservice.example/public/serviceobjects/abc/logbook',
      'https://portaal.koelservice.example/public/serviceobjects/%3Cscript%3E',
      'https://portaal.koelservice.example/public/serviceobjects/%E0%A4%A',
      'javascript:alert(1)//public/serviceobjects/abc',
      '7f3a9c2e1b4d6f8a0c2e4b6d',
      '',
    ]) {
      expect(qrTarget(text)).toEqual({ kind: 'other' });
    }
  });
});
