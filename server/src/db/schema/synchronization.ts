/** Runs of the synchronisation with the service company's back office, per organisation. */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    message: text('message'),
  },
  (t) => [
    ...syncIndexes('synchronization_runs', t),
    index('synchronization_runs_organisation_status_idx').on(t.organisationId, t.status),
    enumCheck('synchronization_runs_status_check', t.status, SynchronizationRunStatus.options),
  ],
);
