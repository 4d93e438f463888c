/**
 * The activity log (product.md §10): who did what to which record, from which address. Written by the
 * server only, in the transaction of the action it records; append-only (the database refuses updates
 * and deletes).
 */
import { z } from 'zod';
import { DateOnly, Id, ListQuery, queryArray, RecordBase } from './common';

/**
 * The actions the reference server records, as stable machine names: the PWA has a label for each, and
 * the list filters by them. Another backend may send names of its own; a screen then shows the entry's
 * description instead of a label.
 */
export const activityActions = [
  'signed_in',
  'sign_in_failed',
  'signed_out',
  'two_factor_enabled',
  'two_factor_disabled',
  'password_changed',
  'password_reset',
  'user_registered',
  'account_confirmed',
  'offer_accepted',
  'offer_declined',
  'document_uploaded',
  'document_deleted',
  'document_restored',
  'photo_uploaded',
  'user_role_changed',
  'user_activated',
  'user_deactivated',
  'permissions_updated',
  'role_created',
  'role_updated',
  'role_activated',
  'role_deactivated',
  'role_deleted',
  'invitation_sent',
  'access_removed',
  'access_restored',
  'user_requested',
  'report_exported',
] as const;
export const ActivityAction = z.enum(activityActions);
export type ActivityAction = z.infer<typeof ActivityAction>;

/**
 * What an entry is about: a user account, a role, an offer, a document, a device photo, a contact
 * person, an inbound message (a request for a new user) or a report (its id is the organisation's).
 */
export const activitySubjectTypes = [
  'user',
  'role',
  'offer',
  'document',
  'photo',
  'contact',
  'message',
  'report',
] as const;
export const ActivitySubjectType = z.enum(activitySubjectTypes);
export type ActivitySubjectType = z.infer<typeof ActivitySubjectType>;

export const ActivityLog = RecordBase.extend({
  /** The organisation the action concerns; null for what concerns no customer (staff, roles). */
  organisationId: Id.nullable(),
  /** The user who acted; null when nobody is known (a failed sign-in with an unknown address). */
  actorUserId: Id.nullable(),
  /** Who acted, as named then (a failed sign-in with an unknown address: that address). */
  actorName: z.string(),
  /** One of `activityActions` on the reference server (see there). */
  action: z.string(),
  /** One of `activitySubjectTypes` on the reference server. */
  subjectType: z.string(),
  subjectId: Id.nullable(),
  /** What the subject was called when the action happened (a user's name, an offer's number). */
  subjectLabel: z.string().nullable(),
  /** A Dutch sentence with the details (which role, which file, which period). */
  description: z.string(),
  /** The client's address as the server saw it (behind a trusted proxy: the forwarded one). */
  clientAddress: z.string().nullable(),
});
export type ActivityLog = z.infer<typeof ActivityLog>;

export const ActivityLogListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  subjectType: z.string().optional(),
  subjectId: Id.optional(),
  /** Only what this user did. */
  actorUserId: Id.optional(),
  /** Only these actions (`action[]=signed_in&action[]=sign_in_failed`). */
  action: queryArray(ActivityAction).optional(),
  /** From this Amsterdam calendar day on (inclusive). */
  from: DateOnly.optional(),
  /** Up to and including this Amsterdam calendar day. */
  to: DateOnly.optional(),
}).refine((query) => !query.from || !query.to || query.from <= query.to, {
  path: ['to'],
  message: 'to must not be before from',
});
export type ActivityLogListQuery = z.infer<typeof ActivityLogListQuery>;
