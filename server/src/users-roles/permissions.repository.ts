/**
 * The permission catalogue (product.md §4) as the user and role editors use it: the list to choose
 * from, and the translation of chosen `{title, group}` pairs into catalogue rows. The catalogue itself
 * is seeded (server/src/seed/demo-access.ts); nothing here creates permissions.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import { byMenuOrder } from '../auth/user-profile.repository';
import type { Permission } from '../../../src/api/contract/auth';
import type { PermissionRef } from '../../../src/api/contract/users-roles';
import type { Database, Transaction } from '../db/client';
import { permissions } from '../db/schema/users-roles';

type Db = Database | Transaction;

export const permissionColumns = {
  id: permissions.id,
  title: permissions.title,
  group: permissions.group,
  parent: permissions.parent,
};

/** Every live permission, in menu order. */
export async function listPermissions(db: Db): Promise<Permission[]> {
  const rows = await db.select(permissionColumns).from(permissions).where(isNull(permissions.deletedAt));
  return rows.sort(byMenuOrder);
}

export interface ResolvedPermissions {
  /** The catalogue rows of the known pairs, each once, in menu order. */
  known: Permission[];
  /** The pairs the catalogue does not hold. */
  unknown: PermissionRef[];
}

/** Looks up the chosen pairs; duplicates count once. */
export async function resolvePermissions(
  db: Db,
  refs: readonly PermissionRef[],
): Promise<ResolvedPermissions> {
  if (refs.length === 0) return { known: [], unknown: [] };
  const rows = await db
    .select(permissionColumns)
    .from(permissions)
    .where(
      and(
        isNull(permissions.deletedAt),
        inArray(permissions.title, [...new Set(refs.map((ref) => ref.title))]),
        inArray(permissions.group, [...new Set(refs.map((ref) => ref.group))]),
      ),
    );
  rows.sort(byMenuOrder);
  const wanted = new Set(refs.map((ref) => `${ref.title} ${ref.group}`));
  const known = rows.filter((row) => wanted.has(`${row.title} ${row.group}`));
  const found = new Set(known.map((row) => `${row.title} ${row.group}`));
  return { known, unknown: refs.filter((ref) => !found.has(`${ref.title} ${ref.group}`)) };
}
