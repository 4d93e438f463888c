import { describe, expect, it } from 'vitest';
import { readStoredLocale, storeLocale } from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the stored language', () => {
  it('is Dutch when nothing was chosen yet', () => {
    expect(readStoredLocale(memoryStorage())).toBe('nl');
  });

  it('is remembered once chosen', () => {
    const storage = memoryStorage();
    storeLocale('en', storage);
    expect(readStoredLocale(storage)).toBe('en');
  });

  it('ignores a value that is not a supported language', () => {
    expect(readStoredLocale(memoryStorage({ locale: 'ru' }))).toBe('nl');
  });

  it('falls back to Dutch when storage throws, as in some private windows', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readStoredLocale(broken)).toBe('nl');
  });
});
