/**
 * Offers and their lines (product.md §5). `sent` is labelled "Aangeboden". A customer answers with
 * `OfferRespondBody`; the server refuses (409) when `version` is stale or the offer is no longer sent.
 */
import { z } from 'zod';
import { Cents, DateOnly, Id, ListQuery, OrganisationRecord, Timestamp, queryArray } from './common';

export const OfferStatus = z.enum(['sent', 'approved', 'declined', 'historical']);
export type OfferStatus = z.infer<typeof OfferStatus>;

export const Offer = OrganisationRecord.extend({
  number: z.string(),
  status: OfferStatus,
  title: z.string(),
  description: z.string().nullable(),
  amountCents: Cents,
  sentAt: Timestamp.nullable(),
  validUntil: DateOnly.nullable(),
  serviceObjectId: Id.nullable(),
  version: z.number().int().positive(),
  respondedAt: Timestamp.nullable(),
  respondedByName: z.string().nullable(),
  responseRemark: z.string().nullable(),
  purchaseOrderReference: z.string().nullable(),
});
export type Offer = z.infer<typeof Offer>;

export const OfferLine = OrganisationRecord.extend({
  offerId: Id,
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().nonnegative(),
  unit: z.string(),
  unitPriceCents: Cents,
  totalCents: Cents,
});
export type OfferLine = z.infer<typeof OfferLine>;

/** `offers?organizationid=...` or `offers?serviceobjectid=...` (note the lower-case `id`). */
export const OfferListQuery = ListQuery.extend({
  organizationid: Id.optional(),
  organizationId: Id.optional(),
  serviceobjectid: Id.optional(),
  status: queryArray(OfferStatus).optional(),
});
export type OfferListQuery = z.infer<typeof OfferListQuery>;

/** `POST offers/{id}/respond`. */
export const OfferRespondBody = z.strictObject({
  decision: z.enum(['accept', 'decline']),
  name: z.string().trim().min(1).max(200),
  remark: z.string().trim().max(2000).optional(),
  purchaseOrderReference: z.string().trim().max(100).optional(),
  version: z.number().int().positive(),
});
export type OfferRespondBody = z.infer<typeof OfferRespondBody>;
