/**
 * Organisations (product.md §4): the customer companies as a tree. `code` is the relation number in
 * the service company's back office, the value of the `organizationCode` and `code` parameters.
 */
import { z } from 'zod';
import { Id, ListQuery, RecordBase } from './common';

export const Organisation = RecordBase.extend({
  parentId: Id.nullable(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().length(2),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  chamberOfCommerceNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  active: z.boolean(),
});
export type Organisation = z.infer<typeof Organisation>;

/** `organizations` (default 20 per page) and `organizations/{id}/children`. */
export const OrganisationListQuery = ListQuery.extend({
  parentId: Id.optional(),
  code: z.string().optional(),
});
export type OrganisationListQuery = z.infer<typeof OrganisationListQuery>;
