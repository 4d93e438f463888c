import { describe, expect, it } from 'vitest';
import type { Permission, PermissionGroup, PermissionTitle } from '../api/contract/auth';
import { defineAbilitiesFor } from './app-ability';

function permission(title: PermissionTitle, group: PermissionGroup): Permission {
  return { id: crypto.randomUUID(), title, group, parent: null };
}

describe('defineAbilitiesFor', () => {
  it('lets a superadmin do anything, even without permissions', () => {
    const ability = defineAbilitiesFor({ accessLevel: 'superadmin', permissions: [] });
    expect(ability.can('delete', 'roles')).toBe(true);
    expect(ability.can('view', 'invoices')).toBe(true);
  });

  it('lets a user without permissions only read the auth area', () => {
    const ability = defineAbilitiesFor({ accessLevel: 'user', permissions: [] });
    expect(ability.can('read', 'auth')).toBe(true);
    expect(ability.can('view', 'dashboard')).toBe(false);
  });

  it('treats a signed-out visitor like a user without permissions', () => {
    const ability = defineAbilitiesFor(null);
    expect(ability.can('read', 'auth')).toBe(true);
    expect(ability.can('view', 'orders')).toBe(false);
  });

  it('grants exactly the action on the group of each permission', () => {
    const ability = defineAbilitiesFor({
      accessLevel: 'admin',
      permissions: [permission('view', 'invoices'), permission('respond', 'offers')],
    });
    expect(ability.can('view', 'invoices')).toBe(true);
    expect(ability.can('respond', 'offers')).toBe(true);
    expect(ability.can('view', 'offers')).toBe(false);
    expect(ability.can('delete', 'invoices')).toBe(false);
    expect(ability.can('read', 'auth')).toBe(false);
  });
});
