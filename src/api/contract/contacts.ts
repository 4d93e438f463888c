/**
 * Contact persons of an organisation (`person/organization/{id}`, `?top=true` for main contacts only).
 * A person may be invited to the portal; `portalUserId` is set once they registered. Portal access is
 * granted and removed with `contacts/{personId}/invite` and `/remove`, and a customer asks for a new
 * user with `contacts/request-user`.
 */
import { z } from 'zod';
import { Id, ListQuery, Locale, OrganisationRecord, QueryBoolean, Timestamp } from './common';

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
  phone: z.string().trim().max(50).optional(),
  jobTitle: z.string().trim().max(200).optional(),
  remark: z.string().trim().max(2000).optional(),
});
export type RequestUserBody = z.infer<typeof RequestUserBody>;

/**
 * `POST /api/contacts/{personId}/invite`: mails the contact a link to register (an invitation,
 * `/register?invitation=<token>`). Contact persons have no language of their own, so the inviter may
 * pick the mail's; by default it is the language of the request.
 */
export const InviteContactBody = z.strictObject({ locale: Locale.optional() });
export type InviteContactBody = z.infer<typeof InviteContactBody>;

/** The contact person whose portal access changed (invite, remove) and what happened, localized. */
export const PortalAccessResponse = z.object({ message: z.string(), data: Person });
export type PortalAccessResponse = z.infer<typeof PortalAccessResponse>;

/**
 * `POST /api/contacts/request-user?organizationId=`: the organisation the new user would join;
 * by default the caller's own (staff, who belong to none, must name one).
 */
export const RequestUserQuery = z.strictObject({ organizationId: Id.optional() });
export type RequestUserQuery = z.infer<typeof RequestUserQuery>;
