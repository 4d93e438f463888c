/** The activity log: who did what to which record (written by the server only). */
import { z } from 'zod';
import { Id, ListQuery, RecordBase } from './common';

export const ActivityLog = RecordBase.extend({
  organisationId: Id.nullable(),
  actorUserId: Id.nullable(),
  actorName: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: Id.nullable(),
  description: z.string(),
});
export type ActivityLog = z.infer<typeof ActivityLog>;

export const ActivityLogListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  subjectType: z.string().optional(),
  subjectId: Id.optional(),
});
export type ActivityLogListQuery = z.infer<typeof ActivityLogListQuery>;
