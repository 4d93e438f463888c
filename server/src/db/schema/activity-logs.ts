/**
 * The activity log: who did what to which record. Organisation is null for actions outside any
 * customer (staff editing roles). Written by the server, never by clients.
 */
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';
import { globalSyncIndexes, syncColumns } from './columns';
import { users } from './users-roles';

export const activityLogs = pgTable(
  'activity_logs',
  {
    ...syncColumns(),
    organisationId: uuid('organisation_id').references(() => organisations.id),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    /** A verb such as `created`, `updated`, `deleted`, `responded`, `logged_in`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id'),
    /** What the subject was called when the action happened (a user's name, an offer's number). */
    subjectLabel: text('subject_label'),
    description: text('description').notNull(),
    /** The client's IP address as the server saw it (behind a trusted proxy: the forwarded one). */
    clientAddress: text('client_address'),
  },
  (t) => [
    ...globalSyncIndexes('activity_logs', t),
    index('activity_logs_organisation_created_idx').on(t.organisationId, t.createdAt.desc().nullsFirst()),
    index('activity_logs_organisation_change_seq_idx').on(t.organisationId, t.changeSeq),
    index('activity_logs_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
