import { describe, expect, it } from 'vitest';
import { isTypedDeviceNumber, typedDeviceCode } from './typed-device-code';

describe('typedDeviceCode', () => {
  it('reads nothing from blank input', () => {
    expect(typedDeviceCode('  ')).toEqual({ kind: 'empty' });
  });

  it("reads a sticker's link as the scan would", () => {
    expect(typedDeviceCode(' https://portaal.koelservice.example/public/serviceobjects/abc123 ')).toEqual({
      kind: 'device',
      publicId: 'abc123',
      path: '/public/serviceobjects/abc123',
    });
  });

  it('reads anything else as a device number, trimmed', () => {
    expect(typedDeviceCode(' so-000123 ')).toEqual({ kind: 'number', number: 'so-000123' });
  });
});

describe('isTypedDeviceNumber', () => {
  it('finds the number whatever its case', () => {
    expect(isTypedDeviceNumber('SO-000123', 'so-000123')).toBe(true);
  });

  it('finds the number by its digits alone, without the zero padding', () => {
    expect(isTypedDeviceNumber('SO-000123', '123')).toBe(true);
    expect(isTypedDeviceNumber('SO-000123', '000123')).toBe(true);
  });

  it('does not take another number, a part of one or an empty text', () => {
    expect(isTypedDeviceNumber('SO-000123', '12')).toBe(false);
    expect(isTypedDeviceNumber('SO-000123', '1230')).toBe(false);
    expect(isTypedDeviceNumber('SO-000123', 'SO-00012')).toBe(false);
    expect(isTypedDeviceNumber('SO-000123', '')).toBe(false);
    expect(isTypedDeviceNumber('SO-000000', '0')).toBe(true);
  });
});
