/**
 * Which organisations a user may see (product.md §4): staff and superadmins all of them; a customer
 * its own organisation and every descendant, never its parent or siblings. Soft-deleted
 * organisations, and everything below them, are not visible.
 */
import { sql } from 'drizzle-orm';
import type { AccessLevel, UserType } from '../../../src/api/contract/auth';
import { queryRows, type Database, type Transaction } from './client';

export interface ScopedUser {
  type: UserType;
  accessLevel: AccessLevel;
  organisationId: string | null;
}

/**
 * 'all' for staff and superadmins; otherwise the ids of the user's organisation and its descendants
 * (a customer without an organisation, or with a deleted one, sees none: an empty list).
 */
export async function visibleOrganisationIds(
  db: Database | Transaction,
  user: ScopedUser,
): Promise<string[] | 'all'> {
  if (user.accessLevel === 'superadmin' || user.type === 'employee') return 'all';
  if (user.organisationId === null) return [];
  // UNION (not UNION ALL) stops at an accidental cycle in parent_id instead of recursing forever.
  const rows = await queryRows<{ id: string }>(
    db,
    sql`with recursive visible(id) as (
          select id from organisations where id = ${user.organisationId} and deleted_at is null
          union
          select child.id from organisations child
            join visible on child.parent_id = visible.id
          where child.deleted_at is null
        )
        select id::text as id from visible`,
  );
  return rows.map((row) => row.id);
}
