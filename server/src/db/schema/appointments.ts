/** Appointments in the agenda: a planned visit, optionally for one device and order. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { syncColumns, syncIndexes, timestamptz } from './columns';

export const appointments = pgTable(
  'appointments',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    title: text('title').notNull(),
    description: text('description'),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    location: text('location'),
    serviceObjectId: uuid('service_object_id').references(() => serviceObjects.id),
    orderId: uuid('order_id').references(() => orders.id),
    technicianName: text('technician_name'),
  },
  (t) => [
    ...syncIndexes('appointments', t),
    index('appointments_organisation_starts_idx').on(t.organisationId, t.startsAt),
    check('appointments_period_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);
