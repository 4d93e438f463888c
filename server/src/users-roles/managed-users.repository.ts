/**
 * Users as an administrator manages them (seed-spec §6: change the role, toggle, edit permissions).
 * Drizzle rows stay here; callers get the wire `ManagedUser` (the synced `UserRecord` plus the
 * effective permissions), never a password hash or two-factor secret.
 *
 * The rule tying roles and permissions together: a user's effective permissions are their own
 * `user_permissions` when they have any, otherwise their role's (user-profile.repository.ts). So
 * giving a user a role drops their own permissions (they get exactly the role's), and editing their
 * permissions gives them their own set, which later role edits no longer change.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { AccessLevel, UserType } from '../../../src/api/contract/auth';
import type { ManagedUser } from '../../../src/api/contract/users-roles';
import { revokeUserSessions } from '../auth/session.repository';
import { effectivePermissions } from '../auth/user-profile.repository';
import type { Database, Transaction } from '../db/client';
import { userPermissions, users } from '../db/schema/users-roles';
import { omit, wireRow } from '../db/wire-row';
import { scopeIncludes, type OrganisationScope } from '../plugins/scoping.plugin';

type Db = Database | Transaction;

/** What the rules need to know about the user being changed. */
export interface ManagedUserTarget {
  id: string;
  type: UserType;
  accessLevel: AccessLevel;
  organisationId: string | null;
  roleId: string | null;
  active: boolean;
}

/**
 * The live user `id` when it lies inside `scope`, else null (the route answers 404, as if it did not
 * exist). Staff users belong to no organisation, so they are inside a customer's scope never.
 * Inside a transaction `forUpdate` locks the row until it ends, so two edits of one user apply one
 * after the other.
 */
export async function findManagedUser(
  db: Db,
  id: string,
  scope: OrganisationScope,
  { forUpdate = true }: { forUpdate?: boolean } = {},
): Promise<ManagedUserTarget | null> {
  const query = db
    .select({
      id: users.id,
      type: users.type,
      accessLevel: users.accessLevel,
      organisationId: users.organisationId,
      roleId: users.roleId,
      active: users.active,
    })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) return null;
  const isVisible =
    scope.kind === 'all' || (row.organisationId !== null && scopeIncludes(scope, row.organisationId));
  return isVisible ? row : null;
}

/** The wire `ManagedUser` for a live user, or null. */
export async function loadManagedUser(db: Db, id: string): Promise<ManagedUser | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  if (!row) return null;
  return {
    ...wireRow(omit(row, ['passwordHash', 'twoFactorSecret'])),
    permissions: await effectivePermissions(db, row.id, row.roleId),
  };
}

/**
 * Switches the user on or off. Switching off revokes every session of the user at once (their next
 * call answers 401); switching on does not confirm anything the user has not confirmed.
 */
export async function setUserActive(tx: Transaction, id: string, active: boolean, now = new Date()) {
  await tx.update(users).set({ active, updatedAt: now }).where(eq(users.id, id));
  if (!active) await revokeUserSessions(tx, id, now);
}

/** Gives the user `roleId` and exactly that role's permissions (their own are dropped). */
export async function setUserRole(tx: Transaction, id: string, roleId: string, now = new Date()) {
  await tx.update(users).set({ roleId, updatedAt: now }).where(eq(users.id, id));
  await tx.delete(userPermissions).where(eq(userPermissions.userId, id));
}

/**
 * Replaces the user's own permissions with `permissionIds` (at least one: the caller checks). The
 * user row's `updated_at` moves too, so sync delivers the change to the user's devices.
 */
export async function replaceUserPermissions(
  tx: Transaction,
  id: string,
  permissionIds: readonly string[],
  now = new Date(),
) {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, id));
  await tx
    .insert(userPermissions)
    .values(permissionIds.map((permissionId) => ({ userId: id, permissionId })));
  await tx.update(users).set({ updatedAt: now }).where(eq(users.id, id));
}
