/**
 * Service objects (installed devices) and everything hanging off one: photos, counter readings,
 * materials and statutory inspections; plus the global reference lists of device and photo types.
 *
 * Refrigerant data (product.md §8): `refrigerant` is the ASHRAE code (R410A, R744, ...) looked up in
 * src/lib/fgas.ts; `charge_kg` numeric(10,3). CO2-equivalent is derived, never stored.
 * `public_id` is the unguessable id printed on the QR sticker; the internal id never leaves the portal.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { InspectionRegime } from '../../../../src/api/contract/service-objects';
import { organisationId } from './organisations';
import { decimal3, globalSyncIndexes, syncColumns, syncIndexes, timestamptz } from './columns';
import { users } from './users-roles';

export const serviceObjectTypes = pgTable(
  'service_object_types',
  {
    ...syncColumns(),
    code: text('code').notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
    /** Default periodic checklist interval for devices of this type. */
    checklistIntervalMonths: integer('checklist_interval_months'),
  },
  (t) => [
    ...globalSyncIndexes('service_object_types', t),
    uniqueIndex('service_object_types_code_key').on(t.code),
  ],
);

export const photoTypes = pgTable(
  'photo_types',
  {
    ...syncColumns(),
    code: text('code').notNull(),
    nameNl: text('name_nl').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [...globalSyncIndexes('photo_types', t), uniqueIndex('photo_types_code_key').on(t.code)],
);

export const serviceObjects = pgTable(
  'service_objects',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    typeId: uuid('type_id').references(() => serviceObjectTypes.id),
    brand: text('brand'),
    model: text('model'),
    serialNumber: text('serial_number'),
    /** Site or building. */
    location: text('location'),
    room: text('room'),
    installationDate: date('installation_date', { mode: 'string' }),
    decommissionedDate: date('decommissioned_date', { mode: 'string' }),
    coolingCapacityKw: numeric('cooling_capacity_kw', { precision: 10, scale: 2, mode: 'number' }),
    refrigerant: text('refrigerant'),
    chargeKg: decimal3('charge_kg'),
    hermeticallySealed: boolean('hermetically_sealed').notNull().default(false),
    leakDetectionSystem: boolean('leak_detection_system').notNull().default(false),
    publicId: text('public_id').notNull(),
    memo: text('memo'),
    checklistIntervalMonths: integer('checklist_interval_months'),
    lastChecklistDate: date('last_checklist_date', { mode: 'string' }),
  },
  (t) => [
    ...syncIndexes('service_objects', t),
    uniqueIndex('service_objects_public_id_key').on(t.publicId),
    uniqueIndex('service_objects_number_key').on(t.number),
    index('service_objects_type_idx').on(t.typeId),
    index('service_objects_refrigerant_idx').on(t.refrigerant),
  ],
);

export const serviceObjectPhotos = pgTable(
  'service_object_photos',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
    photoTypeId: uuid('photo_type_id')
      .notNull()
      .references(() => photoTypes.id),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedByUserId: uuid('uploaded_by_user_id').references(() => users.id),
  },
  (t) => [
    ...syncIndexes('service_object_photos', t),
    index('service_object_photos_service_object_idx').on(t.serviceObjectId),
  ],
);

/** Counter and meter readings of a device (running hours, pressures, energy). */
export const serviceObjectNumbers = pgTable(
  'service_object_numbers',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
    label: text('label').notNull(),
    value: numeric('value', { precision: 14, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit'),
    readAt: timestamptz('read_at').notNull(),
  },
  (t) => [
    ...syncIndexes('service_object_numbers', t),
    index('service_object_numbers_service_object_idx').on(t.serviceObjectId, t.readAt.desc().nullsFirst()),
  ],
);

/** Parts and materials built into a device. */
export const serviceObjectMaterials = pgTable(
  'service_object_materials',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
    articleNumber: text('article_number'),
    description: text('description').notNull(),
    quantity: decimal3('quantity').notNull(),
    unit: text('unit').notNull().default('st'),
    installedDate: date('installed_date', { mode: 'string' }),
  },
  (t) => [
    ...syncIndexes('service_object_materials', t),
    index('service_object_materials_service_object_idx').on(t.serviceObjectId),
  ],
);

/**
 * Statutory inspections recorded for a device (EPBD air-conditioning, pressure equipment): when the
 * last one was done and how often it recurs. There is no due-date column: the duty engine
 * (src/lib/fgas-duties.ts) computes every due date from these facts and the F-gas logbook.
 */
export const inspections = pgTable(
  'inspections',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
    regime: text('regime').$type<InspectionRegime>().notNull(),
    intervalMonths: integer('interval_months').notNull(),
    lastInspectionDate: date('last_inspection_date', { mode: 'string' }),
    notes: text('notes'),
  },
  (t) => [
    ...syncIndexes('inspections', t),
    uniqueIndex('inspections_service_object_regime_key')
      .on(t.serviceObjectId, t.regime)
      .where(sql`${t.deletedAt} is null`),
    // Rows of a regime that is no longer recorded here stay as tombstones, so devices learn of their removal.
    check(
      'inspections_regime_check',
      sql`${t.deletedAt} is not null or ${t.regime} in (${sql.raw(InspectionRegime.options.map((o) => `'${o}'`).join(', '))})`,
    ),
  ],
);
