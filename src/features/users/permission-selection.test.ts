import { describe, expect, it } from 'vitest';
import type { Permission } from '../../api/contract/auth';
import {
  groupPermissions,
  permissionKey,
  permissionSelectionProblem,
  selectedPermissions,
  withSection,
} from './permission-selection';

const catalogue: Permission[] = [
  { id: '1', title: 'view', group: 'dashboard', parent: null },
  { id: '2', title: 'view', group: 'serviceobjects', parent: null },
  { id: '3', title: 'update', group: 'serviceobjects', parent: null },
  { id: '4', title: 'view', group: 'legal_supervision', parent: 'serviceobjects' },
];

describe('the permission editor', () => {
  it('groups the catalogue by subject, in the order the server lists it', () => {
    expect(groupPermissions(catalogue).map((section) => [section.group, section.permissions.length])).toEqual(
      [
        ['dashboard', 1],
        ['serviceobjects', 2],
        ['legal_supervision', 1],
      ],
    );
  });

  it('sends the selection in catalogue order and drops what the catalogue does not know', () => {
    const selection = new Set(['update serviceobjects', 'view dashboard', 'delete nothing']);
    expect(selectedPermissions(catalogue, selection)).toEqual([
      { title: 'view', group: 'dashboard' },
      { title: 'update', group: 'serviceobjects' },
    ]);
  });

  it('refuses an empty selection before anything is queued', () => {
    expect(permissionSelectionProblem([])).toBe('permissionsRequired');
    expect(permissionSelectionProblem([{ title: 'view', group: 'dashboard' }])).toBeNull();
  });

  it('selects and clears a whole group at once, leaving the others alone', () => {
    const [, devices] = groupPermissions(catalogue);
    const all = withSection(new Set([permissionKey(catalogue[0]!)]), devices!, true);
    expect([...all].sort()).toEqual(['update serviceobjects', 'view dashboard', 'view serviceobjects']);
    expect([...withSection(all, devices!, false)]).toEqual(['view dashboard']);
  });
});
