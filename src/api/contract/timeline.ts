/**
 * The timeline (product.md §5): one item per event (type 1 inbound message, 2 task, 3 appointment,
 * 4 invoice, 5 offer; `refId` is that record's id) and its logs, grouped (`timeline/{id}/logs?group`).
 */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, PlainListQuery, Timestamp, queryArray, queryInt } from './common';

export const TIMELINE_ITEM_TYPES = [1, 2, 3, 4, 5] as const;
export const TimelineItemType = z.literal(TIMELINE_ITEM_TYPES);
export type TimelineItemType = z.infer<typeof TimelineItemType>;

export const TimelineItem = OrganisationRecord.extend({
  type: TimelineItemType,
  title: z.string(),
  summary: z.string().nullable(),
  occurredAt: Timestamp,
  refId: Id.nullable(),
});
export type TimelineItem = z.infer<typeof TimelineItem>;

export const TimelineLog = OrganisationRecord.extend({
  timelineItemId: Id,
  group: z.string(),
  message: z.string(),
  authorUserId: Id.nullable(),
  authorName: z.string().nullable(),
});
export type TimelineLog = z.infer<typeof TimelineLog>;

export const TimelineListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  type: queryArray(queryInt().pipe(TimelineItemType)).optional(),
});
export type TimelineListQuery = z.infer<typeof TimelineListQuery>;

export const TimelineLogListQuery = ListQuery.extend({
  timelineItemId: Id.optional(),
  group: z.string().optional(),
});
export type TimelineLogListQuery = z.infer<typeof TimelineLogListQuery>;

/** `timeline/basic`: the compact list, the fields a list row shows. */
export const TimelineBasicItem = TimelineItem.pick({
  id: true,
  organisationId: true,
  type: true,
  title: true,
  occurredAt: true,
  refId: true,
});
export type TimelineBasicItem = z.infer<typeof TimelineBasicItem>;

/** `timeline/tasks`: the task items (type 2) of the visible organisations, 20 per page. */
export const TimelineTasksQuery = PlainListQuery.extend({
  organizationId: Id.optional(),
});
export type TimelineTasksQuery = z.infer<typeof TimelineTasksQuery>;

/** `timeline/basic`: the compact list of the visible organisations, filtered like `timeline`. */
export const TimelineBasicQuery = PlainListQuery.extend({
  organizationId: Id.optional(),
  type: queryArray(queryInt().pipe(TimelineItemType)).optional(),
});
export type TimelineBasicQuery = z.infer<typeof TimelineBasicQuery>;

/**
 * `POST timeline/refresh-today` answers "Timeline is updated" with what it rebuilt; `POST
 * timeline/{id}/inboundmessage/mail` answers a confirmation once the mail is handed to the mailer.
 */
export const TimelineRefreshed = z.object({
  message: z.string(),
  data: z.object({ rebuilt: z.number().int().nonnegative(), removed: z.number().int().nonnegative() }),
});
export type TimelineRefreshed = z.infer<typeof TimelineRefreshed>;
export const TimelineMessageMailed = z.object({ message: z.string() });
export type TimelineMessageMailed = z.infer<typeof TimelineMessageMailed>;
