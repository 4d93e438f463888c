/**
 * Offers and their lines. `version` increases on every change the customer must see; a response
 * names the version it answers and the server refuses (409) a stale one (product.md §5).
 */
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { OfferStatus } from '../../../../src/api/contract/offers';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { decimal3, enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';

export const offers = pgTable(
  'offers',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    number: text('number').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('sent'),
    title: text('title').notNull(),
    description: text('description'),
    amountCents: integer('amount_cents').notNull(),
    sentAt: timestamptz('sent_at'),
    validUntil: date('valid_until', { mode: 'string' }),
    serviceObjectId: uuid('service_object_id').references(() => serviceObjects.id),
    version: integer('version').notNull().default(1),
    respondedAt: timestamptz('responded_at'),
    respondedByName: text('responded_by_name'),
    responseRemark: text('response_remark'),
    purchaseOrderReference: text('purchase_order_reference'),
  },
  (t) => [
    ...syncIndexes('offers', t),
    uniqueIndex('offers_number_key').on(t.number),
    index('offers_organisation_status_idx').on(t.organisationId, t.status),
    index('offers_service_object_idx').on(t.serviceObjectId, t.status),
    enumCheck('offers_status_check', t.status, OfferStatus.options),
  ],
);

export const offerLines = pgTable(
  'offer_lines',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: decimal3('quantity').notNull(),
    unit: text('unit').notNull().default('st'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [...syncIndexes('offer_lines', t), index('offer_lines_offer_idx').on(t.offerId, t.position)],
);
