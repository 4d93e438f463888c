import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { permissions, userPermissions, users } from '../db/schema/users-roles';
import { useTestApp } from '../test/test-app';
import { effectivePermissions } from './user-profile.repository';

const accountant = 'boekhouding@bakkerij-dejong.example';

describe('the effective permissions of a user', () => {
  const harness = useTestApp('pglite');

  async function accountantRow() {
    const [row] = await harness.database.db.select().from(users).where(eq(users.email, accountant));
    return row!;
  }

  async function permissionId(title: 'view' | 'create', group: 'orders' | 'invoices' | 'tasks') {
    const [row] = await harness.database.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(and(eq(permissions.title, title), eq(permissions.group, group)));
    return row!.id;
  }

  function titles(list: { title: string; group: string }[]) {
    return list.map((permission) => `${permission.title} ${permission.group}`);
  }

  it('are the role’s when the user has none of their own', async () => {
    const user = await accountantRow();
    expect(titles(await effectivePermissions(harness.database.db, user.id, user.roleId))).toEqual([
      'view invoices',
    ]);
  });

  it('are the user’s own when they have any, in menu order, whatever the role gives', async () => {
    const user = await accountantRow();
    await harness.database.db.insert(userPermissions).values([
      { userId: user.id, permissionId: await permissionId('create', 'tasks') },
      { userId: user.id, permissionId: await permissionId('view', 'orders') },
      { userId: user.id, permissionId: await permissionId('view', 'tasks') },
    ]);
    expect(titles(await effectivePermissions(harness.database.db, user.id, user.roleId))).toEqual([
      'view orders',
      'view tasks',
      'create tasks',
    ]);
  });

  it('fall back to the role when every own permission was withdrawn from the catalogue', async () => {
    const user = await accountantRow();
    const ordersId = await permissionId('view', 'orders');
    await harness.database.db.insert(userPermissions).values({ userId: user.id, permissionId: ordersId });
    await harness.database.db
      .update(permissions)
      .set({ deletedAt: new Date() })
      .where(eq(permissions.id, ordersId));
    expect(titles(await effectivePermissions(harness.database.db, user.id, user.roleId))).toEqual([
      'view invoices',
    ]);
  });

  it('are none for a user with neither own permissions nor a role', async () => {
    const user = await accountantRow();
    expect(await effectivePermissions(harness.database.db, user.id, null)).toEqual([]);
  });
});
