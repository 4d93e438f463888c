/** Synchronization runs with the service company's back office (`synchronization/run`, `/status/organization`). */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, Timestamp } from './common';

export const SynchronizationRunStatus = z.enum(['queued', 'running', 'succeeded', 'failed']);
export type SynchronizationRunStatus = z.infer<typeof SynchronizationRunStatus>;

/** What a run did to one collection: new records, changed ones, identical ones left alone, refused. */
export const SynchronizationCount = z.object({
  created: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  refused: z.number().int().nonnegative(),
});
export type SynchronizationCount = z.infer<typeof SynchronizationCount>;
export const SynchronizationCounts = z.record(z.string(), SynchronizationCount);
export type SynchronizationCounts = z.infer<typeof SynchronizationCounts>;

/** A record the run refused: its file, its id when it had one, and why (field: reason). */
export const SynchronizationRefusal = z.object({
  file: z.string(),
  id: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type SynchronizationRefusal = z.infer<typeof SynchronizationRefusal>;

export const SynchronizationRun = OrganisationRecord.extend({
  status: SynchronizationRunStatus,
  requestedByUserId: Id.nullable(),
  startedAt: Timestamp.nullable(),
  finishedAt: Timestamp.nullable(),
  recordsProcessed: z.number().int().nonnegative(),
  message: z.string().nullable(),
  filesTotal: z.number().int().nonnegative(),
  filesDone: z.number().int().nonnegative(),
  counts: SynchronizationCounts,
  refused: z.array(SynchronizationRefusal),
});
export type SynchronizationRun = z.infer<typeof SynchronizationRun>;

export const SynchronizationRunListQuery = ListQuery.extend({
  organizationId: Id.optional(),
});
export type SynchronizationRunListQuery = z.infer<typeof SynchronizationRunListQuery>;

/**
 * `POST synchronization/run {organizationId}` starts a run of the back-office import for the
 * organisation (202 with the queued run; 409 while one runs); `GET synchronization/status/organization
 * ?organizationId=` answers the organisation's latest run, or null before the first.
 */
export const StartSynchronizationBody = z.strictObject({ organizationId: Id });
export type StartSynchronizationBody = z.infer<typeof StartSynchronizationBody>;
export const SynchronizationStatusQuery = z.strictObject({
  organizationId: Id,
  authUserId: z.string().optional(),
  userType: z.string().optional(),
  companyId: z.string().optional(),
});
export type SynchronizationStatusQuery = z.infer<typeof SynchronizationStatusQuery>;
