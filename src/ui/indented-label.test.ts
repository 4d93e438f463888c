import { describe, expect, it } from 'vitest';
import { indentedLabel } from './indented-label';

describe('indentedLabel', () => {
  it('leaves a top-level option as it is', () => {
    expect(indentedLabel('Koelhuis Noord')).toBe('Koelhuis Noord');
    expect(indentedLabel('Koelhuis Noord', 0)).toBe('Koelhuis Noord');
  });

  it('indents each level below by two non-breaking spaces', () => {
    expect(indentedLabel('Vestiging Zwolle', 2)).toBe('\u00a0\u00a0\u00a0\u00a0Vestiging Zwolle');
  });

  it('treats a negative depth as the top level', () => {
    expect(indentedLabel('Koelhuis Noord', -1)).toBe('Koelhuis Noord');
  });
});
