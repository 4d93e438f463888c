/**
 * Live reads of the user administration from the local database (one hook per question).
 * `undefined` while loading. Users sync only for users with `view users`, already scoped by the
 * server to what the caller may see; the screen narrows them to the current organisation.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import type { PortalDatabase } from '../../db/portal-database';
import { useCommandStates, type RowCommandState } from '../../sync/command-state';
import { compareDutch } from '../../lib/natural-order';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

export type UserRow = LocalRow<'users'>;
export type RoleRow = LocalRow<'roles'>;

/** A role filter: a role's id, `none` for users without a role, or null for every role. */
export type RoleFilter = string | 'none' | null;
export type ActiveFilter = 'active' | 'inactive' | null;

export interface UserFilter {
  /** The organisations shown (the current one and below); null for all users, staff included. */
  organisations: readonly string[] | null;
  search: string;
  role: RoleFilter;
  active: ActiveFilter;
  /** How many to show; "load more" raises it. */
  limit: number;
}

export interface UserList {
  users: UserRow[];
  /** How many match in total, for "load more". */
  total: number;
}

export function userMatches(user: UserRow, filter: Omit<UserFilter, 'limit' | 'organisations'>): boolean {
  if (filter.role === 'none' ? user.roleId !== null : filter.role !== null && user.roleId !== filter.role)
    return false;
  if (filter.active !== null && user.active !== (filter.active === 'active')) return false;
  const search = filter.search.trim().toLocaleLowerCase('nl');
  if (!search) return true;
  return `${user.name} ${user.email}`.toLocaleLowerCase('nl').includes(search);
}

/** The users matching `filter`, by name, and how many there are. */
export async function readUserList(db: PortalDatabase, filter: UserFilter): Promise<UserList> {
  const rows = await rowsOfOrganisations(db.records('users'), filter.organisations);
  const matching = rows
    .filter((user) => userMatches(user, filter))
    .sort((a, b) => compareDutch(a.name, b.name) || a.email.localeCompare(b.email));
  return { users: matching.slice(0, filter.limit), total: matching.length };
}

export function useUserList(filter: UserFilter): UserList | undefined {
  const db = useDatabase();
  const organisationKey = filter.organisations?.join(',') ?? '*';
  return useLiveQuery(
    () => readUserList(db, filter),
    [db, organisationKey, filter.search, filter.role, filter.active, filter.limit],
  );
}

/** Every stored role (they sync for users with `view roles`; others see none), default first. */
export function useRoles(): RoleRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      (await db.records('roles').toArray()).sort(
        (a, b) => Number(b.isDefault) - Number(a.isDefault) || compareDutch(a.title_nl, b.title_nl),
      ),
    [db],
  );
}

/** What the outbox says about a row: a change waits to be sent, or the server refused one. */
export function useUserCommandStates(): Map<string, RowCommandState> | undefined {
  return useCommandStates('users');
}
