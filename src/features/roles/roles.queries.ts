/**
 * Live reads of role administration from the local database (one hook per question). `undefined`
 * while loading. Roles are global (no organisation); how many users hold a role is counted among
 * the users stored on this device, which sync only for users with `view users`.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { Locale } from '../../api/contract/common';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import type { PortalDatabase } from '../../db/portal-database';
import { roleTitle } from './role-title';
import { useCommandStates, type RowCommandState } from '../../sync/command-state';

/** A stored role (created on this device with the id the server keeps, like every record). */
export type RoleRow = LocalRow<'roles'>;

export interface RoleListItem {
  role: RoleRow;
  /** Users holding the role among those on this device; null when this user syncs no users. */
  userCount: number | null;
}

/** The roles, default first, then by title in `locale`, each with its user count. */
export async function readRoleList(
  db: PortalDatabase,
  locale: Locale,
  countsUsers: boolean,
): Promise<RoleListItem[]> {
  const roles = (await db.records('roles').toArray()) as RoleRow[];
  const counts = new Map<string, number>();
  if (countsUsers) {
    for (const user of await db.records('users').toArray()) {
      if (user.roleId) counts.set(user.roleId, (counts.get(user.roleId) ?? 0) + 1);
    }
  }
  return roles
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        roleTitle(a, locale).localeCompare(roleTitle(b, locale), locale),
    )
    .map((role) => ({ role, userCount: countsUsers ? (counts.get(role.id) ?? 0) : null }));
}

export function useRoleList(locale: Locale, countsUsers: boolean): RoleListItem[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readRoleList(db, locale, countsUsers), [db, locale, countsUsers]);
}

/** What the outbox says about a row: a change waits to be sent, or the server refused one. */
export function useRoleCommandStates(): Map<string, RowCommandState> | undefined {
  return useCommandStates('roles');
}
