import { describe, expect, it } from 'vitest';
import { deleteBlock, makeDefaultBlock, roleDraftProblems, toggleBlock } from './role-rules';

describe('role rules', () => {
  it('never lets the default role be deleted or switched off', () => {
    expect(deleteBlock({ isDefault: true })).toBe('defaultRole');
    expect(toggleBlock({ isDefault: true, active: true })).toBe('defaultRole');
    expect(deleteBlock({ isDefault: false })).toBeNull();
    expect(toggleBlock({ isDefault: false, active: true })).toBeNull();
  });

  it('lets an inactive role be switched back on, but not become the default', () => {
    expect(toggleBlock({ isDefault: false, active: false })).toBeNull();
    expect(makeDefaultBlock({ active: false })).toBe('inactiveRole');
    expect(makeDefaultBlock({ active: true })).toBeNull();
  });

  it('asks for both titles, of at most 100 characters', () => {
    expect(roleDraftProblems({ title_nl: 'Planner', title_en: 'Planner', isDefault: false })).toEqual({});
    expect(roleDraftProblems({ title_nl: '  ', title_en: 'x'.repeat(101), isDefault: false })).toEqual({
      title_nl: 'titleRequired',
      title_en: 'titleTooLong',
    });
  });
});
