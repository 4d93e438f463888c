/**
 * The timeline (product.md §5): one item per event (type 1 inbound message, 2 task, 3 appointment,
 * 4 invoice, 5 offer; `refId` is that record's id) and its logs, grouped (`timeline/{id}/logs?group`).
 */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, Timestamp, queryArray } from './common';

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
  type: queryArray(z.coerce.number().pipe(TimelineItemType)).optional(),
});
export type TimelineListQuery = z.infer<typeof TimelineListQuery>;

export const TimelineLogListQuery = ListQuery.extend({
  timelineItemId: Id.optional(),
  group: z.string().optional(),
});
export type TimelineLogListQuery = z.infer<typeof TimelineLogListQuery>;
