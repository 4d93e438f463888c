/**
 * The timeline: one item per event that matters to the customer (type 1 inbound message, 2 task,
 * 3 appointment, 4 invoice, 5 offer; `ref_id` is that record's id) and a log per item, grouped.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TIMELINE_ITEM_TYPES } from '../../../../src/api/contract/timeline';
import { organisationId } from './organisations';
import { enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';
import { users } from './users-roles';

export const timelineItems = pgTable(
  'timeline_items',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    type: smallint('type').$type<(typeof TIMELINE_ITEM_TYPES)[number]>().notNull(),
    title: text('title').notNull(),
    summary: text('summary'),
    occurredAt: timestamptz('occurred_at').notNull(),
    refId: uuid('ref_id'),
  },
  (t) => [
    ...syncIndexes('timeline_items', t),
    index('timeline_items_organisation_occurred_idx').on(t.organisationId, t.occurredAt.desc().nullsFirst()),
    index('timeline_items_ref_idx').on(t.refId),
    // One live item per record: a second item of the same record is refused by the database.
    uniqueIndex('timeline_items_type_ref_key')
      .on(t.type, t.refId)
      .where(sql`${t.deletedAt} is null`),
    enumCheck('timeline_items_type_check', t.type, TIMELINE_ITEM_TYPES),
  ],
);

export const timelineLogs = pgTable(
  'timeline_logs',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    timelineItemId: uuid('timeline_item_id')
      .notNull()
      .references(() => timelineItems.id),
    group: text('group').notNull(),
    message: text('message').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id),
    authorName: text('author_name'),
  },
  (t) => [
    ...syncIndexes('timeline_logs', t),
    index('timeline_logs_item_group_idx').on(t.timelineItemId, t.group),
  ],
);
