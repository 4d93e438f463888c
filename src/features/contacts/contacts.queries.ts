/**
 * Live reads of the contacts screen from the local database (one hook per question); `undefined`
 * while loading. Contacts sync for users with `view contacts`, scoped by the server; the screen
 * narrows them to the current organisation and below.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import type { OutboxEntry } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import { useCommandStates, type RowCommandState } from '../../sync/command-state';
import { requestUserCommand } from './contacts.commands';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

export type PersonRow = LocalRow<'persons'>;

/** The account a contact is linked to, as far as this device knows it. */
export interface LinkedAccount {
  id: string;
  active: boolean;
}

/** The contacts of `scope` (null: every stored contact, for staff looking at all customers). */
export async function loadContacts(
  db: PortalDatabase,
  scope: readonly string[] | null,
): Promise<PersonRow[]> {
  return rowsOfOrganisations(db.records('persons'), scope);
}

export function useContacts(scope: readonly string[] | null): PersonRow[] | undefined {
  const db = useDatabase();
  const key = scope?.join(',') ?? '*';
  // `key` stands for `scope`: a new array with the same organisations must not re-run the query.
  return useLiveQuery(() => loadContacts(db, scope), [db, key]);
}

/**
 * The linked accounts stored on this device, by id. Users sync only for users with `view users`;
 * for others this is empty and the contact's own fields tell the access.
 */
export async function loadLinkedAccounts(
  db: PortalDatabase,
  userIds: readonly string[],
): Promise<Map<string, LinkedAccount>> {
  if (userIds.length === 0) return new Map();
  const users = await db.records('users').bulkGet([...userIds]);
  return new Map(
    users.flatMap((user) => (user ? [[user.id, { id: user.id, active: user.active }] as const] : [])),
  );
}

export function useLinkedAccounts(persons: readonly PersonRow[] | undefined): Map<string, LinkedAccount> {
  const db = useDatabase();
  const ids = [
    ...new Set((persons ?? []).flatMap((person) => (person.portalUserId ? [person.portalUserId] : []))),
  ]
    .sort()
    .join(',');
  return useLiveQuery(() => loadLinkedAccounts(db, ids ? ids.split(',') : []), [db, ids]) ?? noAccounts;
}
const noAccounts = new Map<string, LinkedAccount>();

/** Requests for a new user that wait in the outbox (not sent yet, or refused), oldest first. */
export async function loadWaitingUserRequests(db: PortalDatabase): Promise<OutboxEntry[]> {
  return db.outbox
    .orderBy('seq')
    .filter((entry) => entry.command === requestUserCommand)
    .toArray();
}

export function useWaitingUserRequests(): OutboxEntry[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadWaitingUserRequests(db), [db]);
}

/** What the outbox says about each contact: an invitation or removal waits, or was refused. */
export function useContactCommandStates(): Map<string, RowCommandState> | undefined {
  return useCommandStates('persons');
}
