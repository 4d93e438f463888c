import { describe, expect, it } from 'vitest';
import { EditUserPermissionsBody, EditUserRoleBody, type UserRecord } from '../../api/contract/users-roles';
import { acknowledgeEntry } from '../../sync/outbox-sender';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { whenSettled } from '../../sync/command-state';
import { changeUserRole, editUserPermissions, toggleUser } from './users.commands';

const adminId = '0190a000-0000-7000-8000-0000000000a1';
const roleId = '0190a000-0000-7000-8000-0000000000c2';

function user(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    id: '0190a000-0000-7000-8000-0000000000d1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    type: 'customer',
    accessLevel: 'user',
    name: 'Pieter Bakker',
    email: 'pieter@bakkerij.example',
    locale: 'nl',
    roleId: '0190a000-0000-7000-8000-0000000000c1',
    organisationId: '0190a000-0000-7000-8000-0000000000b1',
    active: true,
    twoFactorEnabled: false,
    confirmedAt: null,
    lastLoginAt: null,
    ...overrides,
  };
}

describe('user administration commands', () => {
  it('shows a new role at once, pending, and queues the edit-role request the contract accepts', async () => {
    const db = freshDatabase();
    await db.records('users').put(user());
    await changeUserRole(db, adminId, user(), roleId, 'Rol van Pieter Bakker');

    expect(await db.records('users').get(user().id)).toMatchObject({ roleId, syncPending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      command: 'changeUserRole',
      request: { method: 'post', path: 'users/edit-role' },
    });
    expect(EditUserRoleBody.parse(entry!.request.json)).toEqual({ userId: user().id, roleId });
  });

  it('flips the active state shown and queues the toggle, which carries no body', async () => {
    const db = freshDatabase();
    await db.records('users').put(user());
    await toggleUser(db, adminId, user(), 'Pieter Bakker uitschakelen');

    expect(await db.records('users').get(user().id)).toMatchObject({ active: false, syncPending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toEqual({ method: 'post', path: `users/${user().id}/toggle` });
  });

  it('marks the user pending while new permissions wait, without changing a field', async () => {
    const db = freshDatabase();
    await db.records('users').put(user());
    await editUserPermissions(
      db,
      adminId,
      user(),
      [{ title: 'view', group: 'invoices' }],
      'Rechten van Pieter Bakker',
    );

    expect(await db.records('users').get(user().id)).toEqual({ ...user(), syncPending: 1 });
    const [entry] = await db.outbox.toArray();
    expect(entry!.request).toMatchObject({ method: 'put', path: `users/${user().id}/edit-permission` });
    expect(EditUserPermissionsBody.parse(entry!.request.json)).toEqual({
      permissions: [{ title: 'view', group: 'invoices' }],
    });
  });

  it('tells when the server accepted a change, or refused it', async () => {
    const db = freshDatabase();
    await db.records('users').put(user());
    const accepted = await toggleUser(db, adminId, user(), 'uit');
    const refused = await toggleUser(db, adminId, { ...user(), active: false }, 'aan');
    const outcomes = [whenSettled(db, accepted.id), whenSettled(db, refused.id)];

    await acknowledgeEntry(db, accepted, { data: { ...user(), active: false } });
    await db.outbox.update(refused.seq!, { state: 'rejected', lastError: { status: 422, message: 'Nee' } });

    expect(await Promise.all(outcomes)).toEqual(['accepted', 'rejected']);
  });
});
