import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('shows small files in bytes and larger ones in decimal units', () => {
    expect(formatFileSize(512, 'en')).toBe('512 B');
    expect(formatFileSize(12_345, 'en')).toBe('12 kB');
    expect(formatFileSize(1_400_000, 'en')).toBe('1.4 MB');
  });

  it('uses the Dutch decimal comma in Dutch', () => {
    expect(formatFileSize(1_400_000, 'nl')).toBe('1,4 MB');
  });
});
