/** Service contracts (maintenance agreements) and the devices each covers. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { syncColumns, syncIndexes } from './columns';

export const serviceObjectContracts = pgTable(
  'service_object_contracts',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    visitsPerYear: integer('visits_per_year').notNull(),
    /** Agreed response time to a breakdown, in hours. */
    slaResponseHours: integer('sla_response_hours'),
    /** What the service level covers, in the contract's words. */
    sla: text('sla'),
    annualAmountCents: integer('annual_amount_cents'),
  },
  (t) => [
    ...syncIndexes('service_object_contracts', t),
    uniqueIndex('service_object_contracts_number_key').on(t.number),
  ],
);

export const contractServiceObjects = pgTable(
  'contract_service_objects',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => serviceObjectContracts.id),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
  },
  (t) => [
    ...syncIndexes('contract_service_objects', t),
    uniqueIndex('contract_service_objects_pair_key')
      .on(t.contractId, t.serviceObjectId)
      .where(sql`${t.deletedAt} is null`),
    index('contract_service_objects_service_object_idx').on(t.serviceObjectId),
  ],
);
