/** Synchronization runs with the service company's back office (`synchronization/run`, `/status/organization`). */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, Timestamp } from './common';

export const SynchronizationRunStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type SynchronizationRunStatus = z.infer<typeof SynchronizationRunStatus>;

export const SynchronizationRun = OrganisationRecord.extend({
  status: SynchronizationRunStatus,
  requestedByUserId: Id.nullable(),
  startedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
  recordsProcessed: z.number().int().nonnegative(),
  message: z.string().nullable(),
});
export type SynchronizationRun = z.infer<typeof SynchronizationRun>;

export const SynchronizationRunListQuery = ListQuery.extend({
  organizationId: Id.optional(),
});
export type SynchronizationRunListQuery = z.infer<typeof SynchronizationRunListQuery>;
