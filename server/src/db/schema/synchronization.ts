/** Runs of the synchronisation with the service company's back office, per organisation. */
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SynchronizationCounts, SynchronizationRefusal } from '../../../../src/api/contract/sync';
import { SynchronizationRunStatus } from '../../../../src/api/contract/sync';
import { organisationId } from './organisations';
import { enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';
import { users } from './users-roles';

export const synchronizationRuns = pgTable(
  'synchronization_runs',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    status: text('status').$type<SynchronizationRunStatus>().notNull().default('queued'),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    recordsProcessed: integer('records_processed').notNull().default(0),
    /** Files of the export: how many the run found, and how many it has imported (progress). */
    filesTotal: integer('files_total').notNull().default(0),
    filesDone: integer('files_done').notNull().default(0),
    /** Per collection: records created, updated and refused. */
    counts: jsonb('counts').$type<SynchronizationCounts>().notNull().default({}),
    /** The refused records with their reasons (the first 100). */
    refused: jsonb('refused').$type<SynchronizationRefusal[]>().notNull().default([]),
    message: text('message'),
  },
  (t) => [
    ...syncIndexes('synchronization_runs', t),
    index('synchronization_runs_organisation_status_idx').on(t.organisationId, t.status),
    enumCheck('synchronization_runs_status_check', t.status, SynchronizationRunStatus.options),
  ],
);
