/**
 * Reads users as the wire `User` of product.md §4 (what `GET /api/user` and every session answer
 * carry) and as login candidates. Drizzle rows never leave this module: it maps them to wire types.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Permission, User } from '../../../src/api/contract/auth';
import type { Database } from '../db/client';
import { organisations } from '../db/schema/organisations';
import { permissions, rolePermissions, userPermissions, users } from '../db/schema/users-roles';

export interface LoginCandidate {
  id: string;
  passwordHash: string | null;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
}

/** An active, not deleted user with this (lower-case) email, or null. */
export async function findLoginCandidate(db: Database, email: string): Promise<LoginCandidate | null> {
  const rows = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorSecret: users.twoFactorSecret,
    })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

const permissionColumns = {
  id: permissions.id,
  title: permissions.title,
  group: permissions.group,
  parent: permissions.parent,
};

/**
 * The user's effective permissions: their own `user_permissions` when they have any, otherwise those
 * of their role. In catalogue (menu) order: permission ids are time-ordered and created in that order,
 * and the PWA's home path is decided by the first `view` permission.
 */
async function effectivePermissions(
  db: Database,
  userId: string,
  roleId: string | null,
): Promise<Permission[]> {
  const own = await db
    .select(permissionColumns)
    .from(userPermissions)
    .innerJoin(permissions, eq(permissions.id, userPermissions.permissionId))
    .where(and(eq(userPermissions.userId, userId), isNull(permissions.deletedAt)))
    .orderBy(asc(permissions.id));
  if (own.length > 0 || roleId === null) return own;
  return db
    .select(permissionColumns)
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, roleId), isNull(permissions.deletedAt)))
    .orderBy(asc(permissions.id));
}

/** The wire `User` for `userId` (with permissions and company), or null when it does not exist. */
export async function loadUserProfile(db: Database, userId: string): Promise<User | null> {
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      accessLevel: users.accessLevel,
      name: users.name,
      email: users.email,
      locale: users.locale,
      roleId: users.roleId,
      active: users.active,
      twoFactorEnabled: users.twoFactorEnabled,
      companyId: organisations.id,
      companyName: organisations.name,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { companyId, companyName, ...user } = row;
  return {
    ...user,
    company: companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null,
    permissions: await effectivePermissions(db, row.id, row.roleId),
  };
}
