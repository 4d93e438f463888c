/**
 * The F-gas logbook per service object (product.md §8), kept at least 5 years.
 *
 * APPEND-ONLY: the database refuses UPDATE and DELETE of an entry (trigger in the custom migration);
 * a mistake is corrected by a new entry whose `corrects_entry_id` names the wrong one.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DetectionSystemResult,
  GasOrigin,
  LeakCheckResult,
  LogbookEntryKind,
  RecoveryDestination,
  RepairResult,
} from '../../../../src/api/contract/refrigerant';
import { users } from './users-roles';
import { workOrders } from './orders';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { decimal3, enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';

export const refrigerantLogbookEntries = pgTable(
  'refrigerant_logbook_entries',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
    kind: text('kind').$type<LogbookEntryKind>().notNull(),
    refrigerant: text('refrigerant').notNull(),
    /** kg installed, added or recovered; null for leak checks and repairs without gas handling. */
    quantityKg: decimal3('quantity_kg'),
    reason: text('reason'),
    gasOrigin: text('gas_origin').$type<GasOrigin>(),
    facilityName: text('facility_name'),
    facilityAddress: text('facility_address'),
    facilityCertificateNumber: text('facility_certificate_number'),
    leakCheckResult: text('leak_check_result').$type<LeakCheckResult>(),
    leakLocation: text('leak_location'),
    repairResult: text('repair_result').$type<RepairResult>(),
    detectionSystemResult: text('detection_system_result').$type<DetectionSystemResult>(),
    recoveryDestination: text('recovery_destination').$type<RecoveryDestination>(),
    disposalMeasures: text('disposal_measures'),
    technicianName: text('technician_name').notNull(),
    technicianCertificateNumber: text('technician_certificate_number').notNull(),
    companyName: text('company_name').notNull(),
    companyCertificateNumber: text('company_certificate_number').notNull(),
    performedAt: timestamptz('performed_at').notNull(),
    workOrderId: uuid('work_order_id').references(() => workOrders.id),
    correctsEntryId: uuid('corrects_entry_id').references((): AnyPgColumn => refrigerantLogbookEntries.id),
    notes: text('notes'),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id),
  },
  (t) => [
    ...syncIndexes('refrigerant_logbook_entries', t),
    index('refrigerant_logbook_entries_service_object_idx').on(
      t.serviceObjectId,
      t.performedAt.desc().nullsFirst(),
    ),
    index('refrigerant_logbook_entries_organisation_performed_idx').on(t.organisationId, t.performedAt),
    check('refrigerant_logbook_entries_quantity_check', sql`${t.quantityKg} is null or ${t.quantityKg} >= 0`),
    check(
      'refrigerant_logbook_entries_leak_check_result_check',
      sql`(${t.kind} = 'leak_check') = (${t.leakCheckResult} is not null)`,
    ),
    check(
      'refrigerant_logbook_entries_repair_result_check',
      sql`(${t.kind} = 'repair') = (${t.repairResult} is not null)`,
    ),
    check(
      'refrigerant_logbook_entries_detection_result_check',
      sql`(${t.kind} = 'lds_check') = (${t.detectionSystemResult} is not null)`,
    ),
    enumCheck('refrigerant_logbook_entries_kind_check', t.kind, LogbookEntryKind.options),
    enumCheck('refrigerant_logbook_entries_repair_result_enum_check', t.repairResult, RepairResult.options),
    enumCheck(
      'refrigerant_logbook_entries_detection_result_enum_check',
      t.detectionSystemResult,
      DetectionSystemResult.options,
    ),
    enumCheck(
      'refrigerant_logbook_entries_recovery_destination_check',
      t.recoveryDestination,
      RecoveryDestination.options,
    ),
    enumCheck('refrigerant_logbook_entries_gas_origin_check', t.gasOrigin, GasOrigin.options),
    enumCheck('refrigerant_logbook_entries_leak_result_check', t.leakCheckResult, LeakCheckResult.options),
  ],
);
