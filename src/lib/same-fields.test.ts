import { describe, expect, it } from 'vitest';
import { sameFields } from './same-fields';

describe('sameFields', () => {
  it('holds for copies with the same values', () => {
    const tags = ['a'];
    expect(
      sameFields({ id: '1', title: 'x', dueAt: null, tags }, { id: '1', title: 'x', dueAt: null, tags }),
    ).toBe(true);
  });

  it('fails on any changed, added or missing field', () => {
    const row = { id: '1', title: 'x', syncPending: undefined as boolean | undefined };
    expect(sameFields(row, { ...row, title: 'y' })).toBe(false);
    expect(sameFields(row, { id: '1', title: 'x' } as typeof row)).toBe(false);
    expect(sameFields(row, { ...row, syncPending: true })).toBe(false);
    expect(sameFields({ id: '1', a: undefined }, { id: '1', b: undefined } as never)).toBe(false);
  });

  it('compares nested values by instance', () => {
    expect(sameFields({ tags: ['a'] }, { tags: ['a'] })).toBe(false);
  });
});
