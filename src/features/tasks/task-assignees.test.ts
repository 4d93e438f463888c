import { describe, expect, it } from 'vitest';
import { assigneeOptions } from './task-assignees';

const labels = { myself: 'Mijzelf', someoneElse: 'Iemand anders' };
const self = { id: 'me', name: 'Ruud Brouwer' };
const organisation = 'org-a';

function user(
  id: string,
  name: string,
  fields: Partial<{ type: 'customer' | 'employee'; organisationId: string | null; active: boolean }> = {},
) {
  return { id, name, type: 'customer' as const, organisationId: organisation, active: true, ...fields };
}

describe('assigneeOptions', () => {
  it('offers only yourself when no users are on this device', () => {
    expect(assigneeOptions([], organisation, self, null, labels)).toEqual([
      { value: 'me', label: 'Mijzelf (Ruud Brouwer)' },
    ]);
  });

  it('adds the active users of the organisation and the staff, not other organisations or inactive users', () => {
    const users = [
      user('a', 'Anne de Jong'),
      user('b', 'Bram Visser', { organisationId: 'org-b' }),
      user('c', 'Cor Smit', { type: 'employee', organisationId: null }),
      user('d', 'Dirk Bakker', { active: false }),
      user('me', 'Ruud Brouwer', { type: 'employee', organisationId: null }),
    ];
    expect(assigneeOptions(users, organisation, self, null, labels).map((option) => option.value)).toEqual([
      'me',
      'a',
      'c',
    ]);
  });

  it('keeps a current assignee who is not offered, by name when known', () => {
    const users = [user('b', 'Bram Visser', { organisationId: 'org-b' })];
    expect(assigneeOptions(users, organisation, self, 'b', labels).at(-1)).toEqual({
      value: 'b',
      label: 'Bram Visser',
    });
    expect(assigneeOptions([], organisation, self, 'x', labels).at(-1)).toEqual({
      value: 'x',
      label: 'Iemand anders',
    });
  });
});
