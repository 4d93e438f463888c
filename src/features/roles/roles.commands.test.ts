import { describe, expect, it } from 'vitest';
import { CreateRoleBody, UpdateRoleBody, type Role, type UserRecord } from '../../api/contract/users-roles';
import { acknowledgeEntry } from '../../sync/outbox-sender';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { createRole, deleteRole, toggleRole, updateRole } from './roles.commands';
import { readRoleList } from './roles.queries';

const adminId = '0190a000-0000-7000-8000-0000000000a1';

function role(id: string, overrides: Partial<Role> = {}): Role {
  return {
    id: `0190a000-0000-7000-8000-0000000000${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    title_nl: `Rol ${id}`,
    title_en: `Role ${id}`,
    isDefault: false,
    active: true,
    ...overrides,
  };
}

function user(id: string, roleId: string): UserRecord {
  return {
    id: `0190a000-0000-7000-8000-0000000000${id}`,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    type: 'customer',
    accessLevel: 'user',
    name: `Gebruiker ${id}`,
    email: `${id}@example.nl`,
    locale: 'nl',
    roleId,
    organisationId: null,
    active: true,
    twoFactorEnabled: false,
    confirmedAt: null,
    lastLoginAt: null,
  };
}

const standard = role('c1', { isDefault: true, title_nl: 'Klant gebruiker' });
const planner = role('c2', { title_nl: 'Planner' });

async function seeded() {
  const db = freshDatabase();
  await db.records('roles').bulkPut([standard, planner]);
  await db
    .records('users')
    .bulkPut([user('d1', planner.id), user('d2', planner.id), user('d3', standard.id)]);
  return db;
}

describe('role commands', () => {
  it('shows a new default role at once, takes the mark off the old default, and queues a valid create', async () => {
    const db = await seeded();
    await createRole(
      db,
      adminId,
      { title_nl: ' Monteur ', title_en: 'Technician', isDefault: true },
      'Nieuwe rol',
    );

    const list = await readRoleList(db, 'nl', true);
    expect(list.map((item) => [item.role.title_nl, item.role.isDefault, item.userCount])).toEqual([
      ['Monteur', true, 0],
      ['Klant gebruiker', false, 1],
      ['Planner', false, 2],
    ]);
    const [entry] = await db.outbox.toArray();
    const created = list[0]!.role;
    expect(CreateRoleBody.parse(entry!.request.json)).toEqual({
      id: created.id,
      title_nl: 'Monteur',
      title_en: 'Technician',
      isDefault: true,
    });
  });

  it('keeps the new role under the id the server takes over, settled once acknowledged', async () => {
    const db = await seeded();
    const entry = await createRole(
      db,
      adminId,
      { title_nl: 'Monteur', title_en: 'Technician', isDefault: false },
      'Nieuwe rol',
    );
    const id = entry.effects[0]!.id;
    await acknowledgeEntry(db, entry, {
      data: { ...role('c9'), id, title_nl: 'Monteur', updatedAt: '2099-01-01T00:00:00.000Z' },
    });

    const created = (await readRoleList(db, 'nl', true)).find((item) => item.role.id === id);
    expect(created?.role).toMatchObject({ title_nl: 'Monteur' });
    expect(created?.role.syncPending).toBeUndefined();
  });

  it('renames a role and makes it the default, never sending "not default"', async () => {
    const db = await seeded();
    await updateRole(
      db,
      adminId,
      planner,
      { title_nl: 'Planning', title_en: 'Planning', isDefault: true },
      'Rol',
    );
    await updateRole(
      db,
      adminId,
      standard,
      { title_nl: 'Klant', title_en: 'Customer', isDefault: false },
      'Rol',
    );

    const [makeDefault, rename] = await db.outbox.orderBy('seq').toArray();
    expect(UpdateRoleBody.parse(makeDefault!.request.json)).toEqual({
      title_nl: 'Planning',
      title_en: 'Planning',
      isDefault: true,
    });
    expect(rename!.request.json).toEqual({ title_nl: 'Klant', title_en: 'Customer' });
    expect(await db.records('roles').get(standard.id)).toMatchObject({ isDefault: false, syncPending: 1 });
    expect(await db.records('roles').get(planner.id)).toMatchObject({
      isDefault: true,
      title_nl: 'Planning',
    });
  });

  it('switches a role off at once', async () => {
    const db = await seeded();
    await toggleRole(db, adminId, planner, 'Planner uitschakelen');
    expect(await db.records('roles').get(planner.id)).toMatchObject({ active: false, syncPending: 1 });
    expect((await db.outbox.toArray())[0]!.request).toEqual({
      method: 'post',
      path: `roles/${planner.id}/toggle`,
    });
  });

  it('deletes a role with the confirmation to move its users, who show the default role at once', async () => {
    const db = await seeded();
    await deleteRole(db, adminId, planner, standard.id, 'Planner verwijderen');

    expect(await db.records('roles').get(planner.id)).toBeUndefined();
    expect(
      (await db.records('users').where('roleId').equals(standard.id).toArray()).map((row) => row.id),
    ).toHaveLength(3);
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toEqual({ method: 'delete', path: `roles/${planner.id}?moveUsersToDefault=true` });
    expect(entry!.refs).toHaveLength(3);
  });
});
