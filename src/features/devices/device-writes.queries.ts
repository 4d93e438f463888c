/**
 * Live reads of the device writes waiting in the outbox, which the plain device reads do not cover:
 * the images of photos not sent yet (so a photo taken offline shows at once from the blob on this
 * device), and where one kind of change to a device stands (so the memo shows the state of memo
 * changes only, and the type select that of type changes).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../db/database-context';
import { recordRef } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import type { RowCommandState } from '../../sync/command-state';
import { deviceCommandState, pendingPhotoBlobs } from './devices.commands';

/** The queued images of a device's photos, by photo id (empty when none wait). */
export async function loadPendingPhotoBlobs(
  db: PortalDatabase,
  deviceId: string,
): Promise<Map<string, Blob>> {
  const path = `serviceobjects/${encodeURIComponent(deviceId)}/photos`;
  const entries = await db.outbox.filter((entry) => entry.request.path === path).toArray();
  return pendingPhotoBlobs(entries);
}

export function usePendingPhotoBlobs(deviceId: string): Map<string, Blob> | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadPendingPhotoBlobs(db, deviceId), [db, deviceId]);
}

/** Where the device's changes of the given commands stand in the outbox; null when none waits. */
export function useDeviceCommandState(
  deviceId: string,
  commands: readonly string[],
): RowCommandState | null | undefined {
  const db = useDatabase();
  const key = commands.join(',');
  return useLiveQuery(
    async () =>
      deviceCommandState(
        await db.outbox.where('refs').equals(recordRef('serviceObjects', deviceId)).toArray(),
        commands,
      ),
    // `key` stands for `commands`: a new array with the same names must not re-run the query.
    [db, deviceId, key],
  );
}
