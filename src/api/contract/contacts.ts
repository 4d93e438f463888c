/**
 * Contact persons of an organisation (`person/organization/{id}`, `?top=true` for main contacts only).
 * A person may be invited to the portal; `portalUserId` is set once they registered.
 */
import { z } from 'zod';
import { Id, ListQuery, OrganisationRecord, QueryBoolean, Timestamp } from './common';

export const Person = OrganisationRecord.extend({
  name: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  isMainContact: z.boolean(),
  portalUserId: Id.nullable(),
  invitedAt: Timestamp.nullable(),
});
export type Person = z.infer<typeof Person>;

export const PersonListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  top: QueryBoolean.optional(),
});
export type PersonListQuery = z.infer<typeof PersonListQuery>;

/** `POST contacts/request-user`: a customer asks the service company for a new portal user. */
export const RequestUserBody = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().email().max(254),
  jobTitle: z.string().trim().max(200).optional(),
  remark: z.string().trim().max(2000).optional(),
});
export type RequestUserBody = z.infer<typeof RequestUserBody>;
