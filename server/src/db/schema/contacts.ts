/**
 * Contact persons of an organisation. `is_main_contact` is the seed's `top`; a person may be invited
 * to the portal (`invited_at`) and then linked to the user account created on registration.
 */
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { syncColumns, syncIndexes, timestamptz } from './columns';
import { users } from './users-roles';

export const persons = pgTable(
  'persons',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    name: text('name').notNull(),
    jobTitle: text('job_title'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    isMainContact: boolean('is_main_contact').notNull().default(false),
    portalUserId: uuid('portal_user_id').references(() => users.id),
    invitedAt: timestamptz('invited_at'),
  },
  (t) => [
    ...syncIndexes('persons', t),
    index('persons_organisation_main_idx').on(t.organisationId, t.isMainContact),
    index('persons_email_idx').on(t.email),
  ],
);
