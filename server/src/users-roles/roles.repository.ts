/**
 * Role writes with the rules of product.md §4, enforced inside the caller's transaction:
 * - exactly one default role: making a role default un-defaults the previous one in the same
 *   transaction, and the default role can be neither un-defaulted, deactivated nor deleted;
 * - only an active role can be the default or be given to a user;
 * - a role with users is deleted only when the caller confirmed moving them to the default role.
 * Every write that touches the default or counts a role's users first takes one transaction-scoped
 * advisory lock, so two such writes never interleave (two "make default" at once still leave one).
 *
 * Roles are soft-deleted (`deleted_at`), like every synced record, so sync delivers a tombstone.
 */
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Permission } from '../../../src/api/contract/auth';
import type { RoleDetail } from '../../../src/api/contract/users-roles';
import { byMenuOrder } from '../auth/user-profile.repository';
import type { Database, Transaction } from '../db/client';
import { invitations } from '../db/schema/auth';
import { permissions, rolePermissions, roles, userPermissions, users } from '../db/schema/users-roles';
import { wireRow } from '../db/wire-row';
import { permissionColumns } from './permissions.repository';

type Db = Database | Transaction;

/** Namespace of the one-key advisory lock serialising default-role and role-deletion writes. */
const rolesLockKey = 727_200;

/** Waits until no other transaction is changing the default role or deleting a role. */
export async function lockRoles(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${rolesLockKey})`);
}

export interface RoleState {
  id: string;
  /** The titles, as the activity log names the role and its changes. */
  titleNl: string;
  titleEn: string;
  isDefault: boolean;
  active: boolean;
}

/** A live role's state, or null. `forUpdate` locks the row for the rest of the transaction. */
export async function findRole(tx: Transaction, id: string, forUpdate = false): Promise<RoleState | null> {
  const query = tx
    .select({
      id: roles.id,
      titleNl: roles.titleNl,
      titleEn: roles.titleEn,
      isDefault: roles.isDefault,
      active: roles.active,
    })
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query.for('share');
  return row ?? null;
}

/** The permissions a role gives, in menu order. */
export async function rolePermissionList(db: Db, roleId: string): Promise<Permission[]> {
  const rows = await db
    .select(permissionColumns)
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roleId), isNull(permissions.deletedAt)));
  return rows.sort(byMenuOrder);
}

/** How many live users (active or not) hold the role. */
export async function roleUserCount(db: Db, roleId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.roleId, roleId), isNull(users.deletedAt)));
  return row?.total ?? 0;
}

/** The wire `RoleDetail` of a live role (with user count and permissions), or null. */
export async function loadRoleDetail(db: Db, id: string): Promise<RoleDetail | null> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)))
    .limit(1);
  if (!row) return null;
  const { titleNl, titleEn, ...rest } = wireRow(row);
  return {
    ...rest,
    title_nl: titleNl,
    title_en: titleEn,
    userCount: await roleUserCount(db, id),
    permissions: await rolePermissionList(db, id),
  };
}

/** The id of the live default role, or null when (against the rules) there is none. */
export async function findDefaultRole(tx: Transaction): Promise<string | null> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.isDefault, true), isNull(roles.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Makes `id` the one default role: the previous default stops being default first (the partial
 * unique index allows one live default at a time). Answers the id of the previous default, if any,
 * so the caller can announce its change. Call `lockRoles` first.
 */
export async function makeDefaultRole(tx: Transaction, id: string, now = new Date()): Promise<string[]> {
  const previous = await tx
    .update(roles)
    .set({ isDefault: false, updatedAt: now })
    .where(and(eq(roles.isDefault, true), isNull(roles.deletedAt), ne(roles.id, id)))
    .returning({ id: roles.id });
  await tx.update(roles).set({ isDefault: true, updatedAt: now }).where(eq(roles.id, id));
  return previous.map((row) => row.id);
}

export interface NewRole {
  id?: string;
  titleNl: string;
  titleEn: string;
  permissionIds: readonly string[];
}

/** Inserts an active, not (yet) default role with its permissions; answers its id. */
export async function insertRole(tx: Transaction, role: NewRole, now = new Date()): Promise<string> {
  const [row] = await tx
    .insert(roles)
    .values({
      ...(role.id && { id: role.id }),
      titleNl: role.titleNl,
      titleEn: role.titleEn,
      isDefault: false,
      active: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: roles.id });
  const id = row!.id;
  await replaceRolePermissions(tx, id, role.permissionIds);
  return id;
}

/** Changes a role's titles (the fields given). */
export async function updateRoleTitles(
  tx: Transaction,
  id: string,
  titles: { titleNl?: string | undefined; titleEn?: string | undefined },
  now = new Date(),
) {
  await tx
    .update(roles)
    .set({
      ...(titles.titleNl !== undefined && { titleNl: titles.titleNl }),
      ...(titles.titleEn !== undefined && { titleEn: titles.titleEn }),
      updatedAt: now,
    })
    .where(eq(roles.id, id));
}

/** Replaces the permissions a role gives. */
export async function replaceRolePermissions(tx: Transaction, id: string, permissionIds: readonly string[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, id));
  if (permissionIds.length > 0) {
    await tx
      .insert(rolePermissions)
      .values(permissionIds.map((permissionId) => ({ roleId: id, permissionId })));
  }
}

export async function setRoleActive(tx: Transaction, id: string, active: boolean, now = new Date()) {
  await tx.update(roles).set({ active, updatedAt: now }).where(eq(roles.id, id));
}

/**
 * Moves every live user of `fromRoleId` to `toRoleId`, giving them exactly that role's permissions
 * (as any role change does). Answers the users moved.
 */
export async function moveRoleUsers(
  tx: Transaction,
  fromRoleId: string,
  toRoleId: string,
  now = new Date(),
): Promise<{ id: string; organisationId: string | null }[]> {
  const moved = await tx
    .update(users)
    .set({ roleId: toRoleId, updatedAt: now })
    .where(and(eq(users.roleId, fromRoleId), isNull(users.deletedAt)))
    .returning({ id: users.id, organisationId: users.organisationId });
  if (moved.length > 0) {
    await tx.delete(userPermissions).where(
      inArray(
        userPermissions.userId,
        moved.map((user) => user.id),
      ),
    );
  }
  return moved;
}

/**
 * Soft-deletes a role without live users. Open invitations that would have given it fall back to
 * the default role (register gives the default role when an invitation names none).
 */
export async function deleteRole(tx: Transaction, id: string, now = new Date()) {
  await tx
    .update(invitations)
    .set({ roleId: null })
    .where(and(eq(invitations.roleId, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  await tx.update(roles).set({ deletedAt: now, updatedAt: now, isDefault: false }).where(eq(roles.id, id));
}
