/**
 * Role administration writes as commands (seed-spec §6): each change shows in the list at
 * once, marked pending, and its outbox entry carries the request. Updates, toggles and deletes name
 * the role by id, so a resend (same `Idempotency-Key`) is applied once.
 *
 * Creating is the exception: `CreateRoleBody` takes no id, so the server picks the role's id. The
 * role shown meanwhile is a local draft under an id of our own; once the server accepted it, the
 * draft is dropped and the pull brings the real role (the list hides a draft whose command is gone,
 * even after a reload).
 */
import type { CreateRoleBody, Role, UpdateRoleBody } from '../../api/contract/users-roles';
import type { OutboxEffect, OutboxEntry } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import { uuidv7 } from '../../lib/uuid';
import { runLocalCommand } from '../../sync/local-command';
import type { RoleDraft } from './role-rules';
import type { RoleRow } from './roles.queries';

/** The effects that take the default mark off every other role, as the server does. */
async function undefaultOthers(db: PortalDatabase, keepId: string): Promise<OutboxEffect[]> {
  const defaults = await db
    .records('roles')
    .filter((role) => role.isDefault && role.id !== keepId)
    .toArray();
  return defaults.map((role) => ({
    collection: 'roles',
    id: role.id,
    change: { kind: 'patch', patch: { isDefault: false } },
  }));
}

export async function createRole(
  db: PortalDatabase,
  userId: string,
  draft: RoleDraft,
  summary: string,
): Promise<OutboxEntry> {
  const now = new Date().toISOString();
  const id = uuidv7();
  const body: CreateRoleBody = {
    id,
    title_nl: draft.title_nl.trim(),
    title_en: draft.title_en.trim(),
    ...(draft.isDefault ? { isDefault: true } : {}),
  };
  const role: Role = {
    id,
    createdAt: now,
    updatedAt: now,
    title_nl: body.title_nl,
    title_en: body.title_en,
    isDefault: draft.isDefault,
    active: true,
  };
  const entry = await runLocalCommand(db, userId, {
    command: 'createRole',
    summary,
    request: { method: 'post', path: 'roles', json: body },
    effects: [
      { collection: 'roles', id, change: { kind: 'put', record: role } },
      ...(draft.isDefault ? await undefaultOthers(db, id) : []),
    ],
  });
  return entry;
}

/**
 * Changes the titles, and makes the role the default when `draft.isDefault` is set on a role that
 * is not yet; "not default" is never sent (the server keeps exactly one default role).
 */
export async function updateRole(
  db: PortalDatabase,
  userId: string,
  role: Pick<RoleRow, 'id' | 'isDefault'>,
  draft: RoleDraft,
  summary: string,
): Promise<OutboxEntry> {
  const makesDefault = draft.isDefault && !role.isDefault;
  const body: UpdateRoleBody = {
    title_nl: draft.title_nl.trim(),
    title_en: draft.title_en.trim(),
    ...(makesDefault ? { isDefault: true } : {}),
  };
  return runLocalCommand(db, userId, {
    command: 'updateRole',
    summary,
    request: { method: 'put', path: `roles/${role.id}`, json: body },
    effects: [
      { collection: 'roles', id: role.id, change: { kind: 'patch', patch: { ...body } } },
      ...(makesDefault ? await undefaultOthers(db, role.id) : []),
    ],
  });
}

/** Switches the role off or on; the caller checked it is not the active default role. */
export async function toggleRole(
  db: PortalDatabase,
  userId: string,
  role: Pick<RoleRow, 'id' | 'active'>,
  summary: string,
): Promise<OutboxEntry> {
  return runLocalCommand(db, userId, {
    command: 'toggleRole',
    summary,
    request: { method: 'post', path: `roles/${role.id}/toggle` },
    effects: [
      { collection: 'roles', id: role.id, change: { kind: 'patch', patch: { active: !role.active } } },
    ],
  });
}

/**
 * Deletes the role after the user confirmed that its users move to the default role: the role goes
 * and its users stored here show the default role at once. The confirmation always travels
 * (`moveUsersToDefault=true`), since this device may not hold every user of the role.
 */
export async function deleteRole(
  db: PortalDatabase,
  userId: string,
  role: Pick<RoleRow, 'id'>,
  defaultRoleId: string | null,
  summary: string,
): Promise<OutboxEntry> {
  const holders = defaultRoleId ? await db.records('users').where('roleId').equals(role.id).toArray() : [];
  return runLocalCommand(db, userId, {
    command: 'deleteRole',
    summary,
    request: { method: 'delete', path: `roles/${role.id}?moveUsersToDefault=true` },
    effects: [
      { collection: 'roles', id: role.id, change: { kind: 'delete' } },
      ...holders.map((user): OutboxEffect => ({
        collection: 'users',
        id: user.id,
        change: { kind: 'patch', patch: { roleId: defaultRoleId } },
      })),
    ],
  });
}
