/**
 * Which private hint channels the signed-in user's socket joins (src/api/contract/realtime.ts):
 * staff and superadmins, who see every organisation, the staff and global channels; a customer the
 * global channel and one channel per organisation in their synced `organisations` table (their own
 * organisation and its descendants, as the server scopes that collection). Before the first sync
 * brings the tree, a customer joins their own company's channel. The server grants exactly these
 * (`POST /api/realtime/auth`); asking for more would only be refused.
 */
import { liveQuery } from 'dexie';
import type { User } from '../api/contract/auth';
import { realtimeSubscriptionChannels } from '../api/contract/realtime';
import type { PortalDatabase } from '../db/portal-database';

export type RealtimeChannelUser = Pick<User, 'type' | 'accessLevel' | 'company'>;

/** Whether the user sees every organisation: the server's rule (db/visible-organisations.ts). */
function seesAllOrganisations(user: RealtimeChannelUser): boolean {
  return user.type === 'employee' || user.accessLevel === 'superadmin';
}

/** The channels of `user`, given the ids of the organisations synced so far. */
export function realtimeChannelsOf(
  user: RealtimeChannelUser,
  syncedOrganisationIds: readonly string[],
): string[] {
  if (seesAllOrganisations(user)) return realtimeSubscriptionChannels('all');
  const own = user.company ? [user.company.id] : [];
  return realtimeSubscriptionChannels(syncedOrganisationIds.length > 0 ? syncedOrganisationIds : own);
}

/**
 * Calls `onChange` with the user's channels now and again whenever the set changes (an organisation
 * synced, moved away or deleted); answers the function that stops watching.
 */
export function watchRealtimeChannels(
  db: PortalDatabase,
  user: RealtimeChannelUser,
  onChange: (channels: readonly string[]) => void,
): () => void {
  if (seesAllOrganisations(user)) {
    onChange(realtimeChannelsOf(user, []));
    return () => undefined;
  }
  let lastKey: string | null = null;
  const subscription = liveQuery(() => db.records('organisations').toCollection().primaryKeys()).subscribe({
    next: (ids) => {
      const channels = realtimeChannelsOf(user, ids);
      const key = [...channels].sort().join('\n');
      if (key === lastKey) return;
      lastKey = key;
      onChange(channels);
    },
    // The local database closed (sign-out): the connection closes with it.
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}
