/**
 * Keeps the organisation switcher's tree (local storage `organisations`, session/current-organisation.ts)
 * in step with the synced `organisations` table: the first sync brings the whole visible tree, and
 * later changes arrive like any other collection's. Renders nothing.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import type { User } from '../../api/contract/auth';
import { useDatabase } from '../../db/database-context';
import { storeVisibleOrganisations } from '../../session/current-organisation';
import { currentSession } from '../../session/session-state';

export function LocalOrganisationTree({ user }: { user: Pick<User, 'id' | 'type' | 'company'> }) {
  const db = useDatabase();
  const organisations = useLiveQuery(() => db.records('organisations').toArray(), [db]);
  useEffect(() => {
    // Nothing synced yet: the organisation picked at login stays until the tree arrives.
    if (!organisations || organisations.length === 0) return;
    if (currentSession()?.user.id !== user.id) return;
    storeVisibleOrganisations(user, organisations);
  }, [organisations, user]);
  return null;
}
