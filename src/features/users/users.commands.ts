/**
 * User administration writes as commands (seed-spec §6): the change shows on the user's
 * row at once, marked pending, and its outbox entry carries the request. Each command names the
 * user by id in its path or body, so a resend (same `Idempotency-Key`) is applied once; a refusal
 * lands in the sync screen's "not accepted" list with the server's message.
 */
import type {
  EditUserPermissionsBody,
  EditUserRoleBody,
  PermissionRef,
} from '../../api/contract/users-roles';
import type { OutboxEntry } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import { runLocalCommand } from '../../sync/local-command';
import type { UserRow } from './users.queries';

/** Gives `user` the role: locally at once; the server also replaces their permissions by the role's. */
export async function changeUserRole(
  db: PortalDatabase,
  userId: string,
  user: Pick<UserRow, 'id'>,
  roleId: string,
  summary: string,
): Promise<OutboxEntry> {
  const body: EditUserRoleBody = { userId: user.id, roleId };
  return runLocalCommand(db, userId, {
    command: 'changeUserRole',
    summary,
    request: { method: 'post', path: 'users/edit-role', json: body },
    effects: [{ collection: 'users', id: user.id, change: { kind: 'patch', patch: { roleId } } }],
  });
}

/**
 * Switches `user` off or on. The server flips the state it holds, so the local effect flips the
 * state shown; two toggles queued in a row cancel out on both sides.
 */
export async function toggleUser(
  db: PortalDatabase,
  userId: string,
  user: Pick<UserRow, 'id' | 'active'>,
  summary: string,
): Promise<OutboxEntry> {
  return runLocalCommand(db, userId, {
    command: 'toggleUser',
    summary,
    request: { method: 'post', path: `users/${user.id}/toggle` },
    effects: [
      { collection: 'users', id: user.id, change: { kind: 'patch', patch: { active: !user.active } } },
    ],
  });
}

/**
 * Replaces `user`'s permissions. Users sync without their permissions, so the local effect changes
 * no field: it marks the row pending until the server has the new set. The caller checked that the
 * selection is not empty.
 */
export async function editUserPermissions(
  db: PortalDatabase,
  userId: string,
  user: Pick<UserRow, 'id'>,
  permissions: readonly PermissionRef[],
  summary: string,
): Promise<OutboxEntry> {
  const body: EditUserPermissionsBody = { permissions: [...permissions] };
  return runLocalCommand(db, userId, {
    command: 'editUserPermissions',
    summary,
    request: { method: 'put', path: `users/${user.id}/edit-permission`, json: body },
    effects: [{ collection: 'users', id: user.id, change: { kind: 'patch', patch: {} } }],
  });
}
