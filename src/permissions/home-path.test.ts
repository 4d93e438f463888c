import { describe, expect, it } from 'vitest';
import { PermissionGroup, type Permission, type PermissionTitle } from '../api/contract/auth';
import { homePathFor, homePathPriority, noAccessPath } from './home-path';

function permission(title: PermissionTitle, group: PermissionGroup): Permission {
  return { id: crypto.randomUUID(), title, group, parent: null };
}

describe('homePathFor', () => {
  it('sends a superadmin to the dashboard', () => {
    expect(homePathFor({ accessLevel: 'superadmin', permissions: [] })).toBe('/dashboard');
  });

  it('sends a user who may view the dashboard there, even when it is not their first permission', () => {
    const permissions = [permission('view', 'orders'), permission('view', 'dashboard')];
    expect(homePathFor({ accessLevel: 'user', permissions })).toBe('/dashboard');
  });

  it('sends a user with only view invoices to /invoices', () => {
    expect(homePathFor({ accessLevel: 'user', permissions: [permission('view', 'invoices')] })).toBe(
      '/invoices',
    );
  });

  it('sends a technician whose first view permission is on service objects to the device overview', () => {
    const permissions = [
      permission('update', 'orders'),
      permission('view', 'serviceobjects'),
      permission('view', 'orders'),
    ];
    expect(homePathFor({ accessLevel: 'user', permissions })).toBe('/devices/overview');
  });

  it('takes the first view permission in the order of the seed-spec table, whatever order the server sends', () => {
    const permissions = [
      permission('view', 'tasks'),
      permission('view', 'serviceobjects'),
      permission('view', 'agenda'),
    ];
    expect(homePathFor({ accessLevel: 'user', permissions })).toBe('/devices/overview');
  });

  it('gives every permission group a landing page', () => {
    expect(new Set(homePathPriority)).toEqual(new Set(PermissionGroup.options));
  });

  it('sends a group outside the seed table to its own route', () => {
    expect(homePathFor({ accessLevel: 'user', permissions: [permission('view', 'reports')] })).toBe(
      '/reports',
    );
  });

  it('sends a user without any view permission to the no-access page', () => {
    expect(homePathFor({ accessLevel: 'user', permissions: [permission('create', 'tasks')] })).toBe(
      noAccessPath,
    );
    expect(homePathFor({ accessLevel: 'user', permissions: [] })).toBe(noAccessPath);
  });
});
