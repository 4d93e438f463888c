/**
 * Live reads of the activity log from the local database, so the log opens offline after a sync and
 * shows new entries as soon as a pull brings them. `undefined` while loading.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { filterKey, selectActivity, type ActivityFilter, type ActivitySelection } from './activity-view';

export type ActivityLogRow = LocalRow<'activityLogs'>;

export interface ActivityLogList extends ActivitySelection<ActivityLogRow> {
  /** The device of each photo or document subject shown that is on this device, by subject id. */
  subjectDevices: ReadonlyMap<string, string>;
}

/**
 * The entries of the organisations in `scope` (null: all, as staff see them) that match `filter`,
 * newest first, at most `limit`, with the people to filter by (activity-view.ts).
 */
export function useActivityLog(
  scope: readonly string[] | null,
  filter: ActivityFilter,
  limit: number,
): ActivityLogList | undefined {
  const db = useDatabase();
  const scopeKey = scope?.join(',') ?? '*';
  const key = filterKey(filter);
  return useLiveQuery(
    async () => {
      // The table has no index but its key (collection-tables.ts), like the timeline's: the screen
      // filters and sorts in memory, so one scan serves the list, its count and the people to choose.
      const selection = selectActivity(await db.records('activityLogs').toArray(), scope, filter, limit);
      const idsOf = (type: string) =>
        selection.entries.flatMap((entry) =>
          entry.subjectType === type && entry.subjectId !== null ? [entry.subjectId] : [],
        );
      const [photos, documents] = await Promise.all([
        db.records('serviceObjectPhotos').bulkGet(idsOf('photo')),
        db.records('documents').bulkGet(idsOf('document')),
      ]);
      const subjectDevices = new Map<string, string>();
      for (const record of [...photos, ...documents]) {
        if (record?.serviceObjectId) subjectDevices.set(record.id, record.serviceObjectId);
      }
      return { ...selection, subjectDevices };
    },
    // scopeKey and key stand for the scope and the filter, whose identity may change on every render.
    [db, scopeKey, key, limit],
  );
}
