/**
 * Live read for a signed-in user opening a sticker: is that device in this user's local database?
 * Uses the `publicId` index of the serviceObjects table (src/db/collection-tables.ts). Re-runs when
 * a sync stores the device, so a first sync still running ends on the device by itself.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../db/database-context';
import type { PortalDatabase } from '../../db/portal-database';

/** The internal id of the local device with `publicId`; null when it is not on this device. */
export async function loadLocalDeviceId(db: PortalDatabase, publicId: string): Promise<string | null> {
  const row = await db.records('serviceObjects').where('publicId').equals(publicId).first();
  return row?.id ?? null;
}

export function useLocalDeviceId(publicId: string): string | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadLocalDeviceId(db, publicId), [db, publicId]);
}
