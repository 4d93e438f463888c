/**
 * Writes timeline items (product.md §10): every writer of an inbound message, task, appointment,
 * invoice or offer calls `writeTimelineItem` with the record in the same transaction, so the timeline
 * is never stale and never shows a record that was rolled back. The item is derived by
 * `timelineEntryFor` (src/lib/timeline-entry.ts), the rule the PWA applies offline too.
 *
 * The write is an upsert: a new record gets its item, a changed record refreshes its item's title,
 * summary and moment (and undeletes it). Items written before ids were derived from their record
 * keep their own id: the live item of a record is found by (type, ref_id), which a partial unique
 * index keeps to one.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { timelineItems, timelineLogs } from '../db/schema/index';
import type { CommandChange } from '../commands/run-command';
import { timelineEntryFor, type TimelineSource } from '../../../src/lib/timeline-entry';

/** A line of the item's history (`timeline/{id}/logs?group`). */
export interface TimelineLogLine {
  group: 'status' | 'comment' | 'mail';
  /** In Dutch, like the service company's other notes: staff and the back office read the history. */
  message: string;
  author?: { userId: string | null; name: string };
}

export interface TimelineWriteOptions {
  log?: TimelineLogLine;
  /** Announces the item (and its log) as realtime hints: `changed` of the running command. */
  changed?: (change: CommandChange) => void;
  now?: Date;
}

/** Writes the item of `source` (and a log line); answers the item's id. */
export async function writeTimelineItem(
  tx: Transaction | Database,
  source: TimelineSource,
  options: TimelineWriteOptions = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const entry = timelineEntryFor(source);
  const derived = {
    title: entry.title,
    summary: entry.summary,
    occurredAt: new Date(entry.occurredAt),
    updatedAt: now,
    deletedAt: null,
  };
  const [existing] = await tx
    .select({ id: timelineItems.id })
    .from(timelineItems)
    .where(
      and(
        eq(timelineItems.type, entry.type),
        eq(timelineItems.refId, entry.refId),
        isNull(timelineItems.deletedAt),
      ),
    )
    .limit(1);
  let id: string;
  if (existing) {
    id = existing.id;
    await tx.update(timelineItems).set(derived).where(eq(timelineItems.id, id));
  } else {
    id = entry.id;
    await tx
      .insert(timelineItems)
      .values({ ...entry, ...derived, id, createdAt: now })
      .onConflictDoUpdate({ target: timelineItems.id, set: derived });
  }
  options.changed?.({ collection: 'timelineItems', organisationId: entry.organisationId, id });
  if (options.log) {
    const [log] = await tx
      .insert(timelineLogs)
      .values({
        organisationId: entry.organisationId,
        timelineItemId: id,
        group: options.log.group,
        message: options.log.message,
        authorUserId: options.log.author?.userId ?? null,
        authorName: options.log.author?.name ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: timelineLogs.id });
    options.changed?.({ collection: 'timelineLogs', organisationId: entry.organisationId, id: log!.id });
  }
  return id;
}
