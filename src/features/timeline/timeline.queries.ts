/**
 * Live reads of the timeline from the local database (one hook per question), so the timeline and
 * an item's page open offline after a sync and show at once what this device created. `undefined`
 * while loading; `null` for an item that is not on this device.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { TimelineItemType } from '../../api/contract/timeline';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { selectTimeline, type TimelineSelection } from './timeline-view';

export type TimelineItemRow = LocalRow<'timelineItems'>;
export type TimelineLogRow = LocalRow<'timelineLogs'>;
export type InboundMessageRow = LocalRow<'inboundMessages'>;
export type AttachmentRow = LocalRow<'documents'>;

export interface TimelineFilter {
  /** The organisations shown (the current one and below); null for all (staff). */
  organisations: readonly string[] | null;
  /** The types shown; empty for every type. */
  types: readonly TimelineItemType[];
  /** How many items to hand out; "show more" raises it. */
  limit: number;
}

export type TimelineList = TimelineSelection<TimelineItemRow>;

/** The items of the organisations in scope, newest first, filtered by type (timeline-view.ts). */
export function useTimelineList(filter: TimelineFilter): TimelineList | undefined {
  const db = useDatabase();
  const organisationKey = filter.organisations?.join(',') ?? '*';
  const typeKey = filter.types.join(',');
  return useLiveQuery(
    // The table has no index but its key (collection-tables.ts): one scan of a few thousand items
    // costs less than an index entry per synced item, and the screen needs them all to sort anyway.
    async () => selectTimeline(await db.records('timelineItems').toArray(), filter),
    // organisationKey and typeKey stand for the arrays, whose identity may change on every render.
    [db, organisationKey, typeKey, filter.limit],
  );
}

export interface TimelineItemDetail {
  item: TimelineItemRow;
  /** The item's history, oldest first. */
  logs: TimelineLogRow[];
  /** For an inbound message: the message, when it is on this device (it syncs with `view tasks`). */
  message: InboundMessageRow | null;
  attachments: AttachmentRow[];
}

/** One item with its logs and, for a message, the message and its attachments; null when not here. */
export function useTimelineItemDetail(timelineItemId: string): TimelineItemDetail | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const item = await db.records('timelineItems').get(timelineItemId);
    if (!item) return null;
    const messageId = item.type === 1 ? item.refId : null;
    const [logs, message, attachments] = await Promise.all([
      // Logs have no index but their key, like the items: one scan per opened item.
      db
        .records('timelineLogs')
        .filter((log) => log.timelineItemId === timelineItemId)
        .toArray(),
      messageId ? db.records('inboundMessages').get(messageId) : undefined,
      messageId
        ? db.records('documents').where('inboundMessageId').equals(messageId).toArray()
        : Promise.resolve([]),
    ]);
    return {
      item,
      logs: logs.sort(
        (a, b) =>
          Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      ),
      message: message ?? null,
      attachments: attachments.sort((a, b) => a.name.localeCompare(b.name)),
    };
  }, [db, timelineItemId]);
}
