/**
 * Organisations: the customer companies, as a tree (a holding with child companies). `code` is the
 * relation number in the service company's back office (the `organizationCode` query parameter).
 * Scoping: a customer sees its own organisation and its descendants (see visible-organisations.ts).
 */
import { boolean, index, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { globalSyncIndexes, syncColumns } from './columns';

export const organisations = pgTable(
  'organisations',
  {
    ...syncColumns(),
    parentId: uuid('parent_id').references((): AnyPgColumn => organisations.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country').notNull().default('NL'),
    phone: text('phone'),
    email: text('email'),
    chamberOfCommerceNumber: text('chamber_of_commerce_number'),
    vatNumber: text('vat_number'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...globalSyncIndexes('organisations', t),
    uniqueIndex('organisations_code_key').on(t.code),
    index('organisations_parent_idx').on(t.parentId),
    index('organisations_name_idx').on(t.name),
  ],
);

/** `organisation_id uuid not null` referencing organisations: the scoping column of every business table. */
export function organisationId() {
  return uuid('organisation_id')
    .notNull()
    .references(() => organisations.id);
}
