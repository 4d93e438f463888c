/**
 * Reads users as the wire `User` of product.md §4 (what `GET /api/user` and every session answer
 * carry) and as login candidates. Drizzle rows never leave this module: it maps them to wire types.
 */
import { and, eq, inArray, isNull, not, or, sql } from 'drizzle-orm';
import { PermissionGroup, PermissionTitle, type Permission, type User } from '../../../src/api/contract/auth';
import type { Database, Transaction } from '../db/client';
import { organisations } from '../db/schema/organisations';
import { permissions, rolePermissions, userPermissions, users } from '../db/schema/users-roles';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';

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
 * Sorts permissions in menu order: by group as the contract lists the groups (the menu's order),
 * then by action as the contract lists the titles. Not by id: the catalogue's rows are created at one
 * moment, so their time-ordered ids do not follow the menu.
 */
export function byMenuOrder(a: Pick<Permission, 'title' | 'group'>, b: Pick<Permission, 'title' | 'group'>) {
  return (
    PermissionGroup.options.indexOf(a.group) - PermissionGroup.options.indexOf(b.group) ||
    PermissionTitle.options.indexOf(a.title) - PermissionTitle.options.indexOf(b.title)
  );
}

/**
 * The user's effective permissions: their own `user_permissions` when they have any (live ones),
 * otherwise those of their role. One query, since the auth plugin runs it on every guarded request.
 * In menu order (`byMenuOrder`).
 */
export async function effectivePermissions(
  db: Database | Transaction,
  userId: string,
  roleId: string | null,
): Promise<Permission[]> {
  const own = db
    .select({ id: userPermissions.permissionId })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
  const hasLiveOwn = sql`exists (select 1 from user_permissions mine
    join permissions granted on granted.id = mine.permission_id
    where mine.user_id = ${userId} and granted.deleted_at is null)`;
  const ofRole =
    roleId === null
      ? undefined
      : and(
          not(hasLiveOwn),
          inArray(
            permissions.id,
            db
              .select({ id: rolePermissions.permissionId })
              .from(rolePermissions)
              .where(eq(rolePermissions.roleId, roleId)),
          ),
        );
  const rows = await db
    .select(permissionColumns)
    .from(permissions)
    .where(and(isNull(permissions.deletedAt), or(inArray(permissions.id, own), ofRole)));
  return rows.sort(byMenuOrder);
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
      fgasCertificateNumber: users.fgasCertificateNumber,
      companyId: organisations.id,
      companyName: organisations.name,
    })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { companyId, companyName, fgasCertificateNumber, ...user } = row;
  // Staff work for the service company, the certified undertaking of the entries they write.
  const isStaff = user.type === 'employee';
  return {
    ...user,
    company: companyId !== null && companyName !== null ? { id: companyId, name: companyName } : null,
    fgas: {
      certificateNumber: fgasCertificateNumber,
      companyName: isStaff ? SERVICE_COMPANY.name : null,
      companyCertificateNumber: isStaff ? SERVICE_COMPANY.fgasCompanyCertificate : null,
    },
    permissions: await effectivePermissions(db, row.id, row.roleId),
  };
}
