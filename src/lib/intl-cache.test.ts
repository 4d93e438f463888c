import { describe, expect, it } from 'vitest';
import { collator, dateTimeFormat, numberFormat } from './intl-cache';

describe('intl-cache', () => {
  it('makes one formatter per locale and options and shares it', () => {
    const options = { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' } as const;
    expect(dateTimeFormat('nl-NL', options)).toBe(dateTimeFormat('nl-NL', { ...options }));
    expect(dateTimeFormat('nl-NL', options)).not.toBe(dateTimeFormat('en-GB', options));
    expect(dateTimeFormat('nl-NL', options)).not.toBe(dateTimeFormat('nl-NL', { dateStyle: 'long' }));
    expect(numberFormat('nl-NL')).toBe(numberFormat('nl-NL', {}));
    expect(collator('nl', { sensitivity: 'base' })).toBe(collator('nl', { sensitivity: 'base' }));
  });

  it('formats as the Intl formatter with the same locale and options', () => {
    const date = new Date('2026-11-21T13:05:00Z');
    const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Amsterdam' } as const;
    expect(dateTimeFormat('nl-NL', options).format(date)).toBe(
      new Intl.DateTimeFormat('nl-NL', options).format(date),
    );
    expect(numberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(1234.5)).toBe(
      '€\u00a01.234,50',
    );
    expect(['b', 'A', 'a'].sort(collator('nl', { sensitivity: 'base' }).compare)).toEqual(['A', 'a', 'b']);
  });

  it('does not confuse a formatter with a collator or a number format of the same options', () => {
    expect(dateTimeFormat('nl-NL')).toBeInstanceOf(Intl.DateTimeFormat);
    expect(numberFormat('nl-NL')).toBeInstanceOf(Intl.NumberFormat);
    expect(collator('nl-NL')).toBeInstanceOf(Intl.Collator);
  });
});
