/**
 * Service objects (installed devices) and their parts: photos, counter readings, materials,
 * statutory inspections; and the reference lists of device and photo types (product.md §8).
 *
 * `refrigerant` is an ASHRAE code (R410A, R744, ...); `co2EqTonnes` is derived by the server from the
 * charge and the GWP table of src/lib/fgas.ts (null when either is unknown). `publicId` is the
 * unguessable id on the QR sticker (`public/serviceobjects/{publicId}`).
 */
import { z } from 'zod';
import {
  DateOnly,
  Id,
  Kg,
  ListQuery,
  OrganisationRecord,
  QueryBoolean,
  RecordBase,
  Timestamp,
} from './common';

export const InspectionRegime = z.enum(['fgas_leak_check', 'epbd_ac', 'pressure_equipment']);
export type InspectionRegime = z.infer<typeof InspectionRegime>;

/** Derived from `nextDueDate` and today: never stored, so it cannot go stale offline. */
export const InspectionStatus = z.enum(['ok', 'due_soon', 'overdue']);
export type InspectionStatus = z.infer<typeof InspectionStatus>;

export const ServiceObjectType = RecordBase.extend({
  code: z.string(),
  nameNl: z.string(),
  nameEn: z.string(),
  checklistIntervalMonths: z.number().int().positive().nullable(),
});
export type ServiceObjectType = z.infer<typeof ServiceObjectType>;

export const PhotoType = RecordBase.extend({
  code: z.string(),
  nameNl: z.string(),
  nameEn: z.string(),
});
export type PhotoType = z.infer<typeof PhotoType>;

export const ServiceObject = OrganisationRecord.extend({
  number: z.string(),
  name: z.string(),
  typeId: Id.nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  serialNumber: z.string().nullable(),
  location: z.string().nullable(),
  room: z.string().nullable(),
  installationDate: DateOnly.nullable(),
  decommissionedDate: DateOnly.nullable(),
  coolingCapacityKw: z.number().nonnegative().nullable(),
  refrigerant: z.string().nullable(),
  chargeKg: Kg.nullable(),
  co2EqTonnes: z.number().nonnegative().nullable(),
  hermeticallySealed: z.boolean(),
  leakDetectionSystem: z.boolean(),
  publicId: z.string(),
  memo: z.string().nullable(),
  checklistIntervalMonths: z.number().int().positive().nullable(),
  lastChecklistDate: DateOnly.nullable(),
});
export type ServiceObject = z.infer<typeof ServiceObject>;

/** The file itself is served at `serviceobjects/photos/{id}`. */
export const ServiceObjectPhoto = OrganisationRecord.extend({
  serviceObjectId: Id,
  photoTypeId: Id,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  uploadedByUserId: Id.nullable(),
});
export type ServiceObjectPhoto = z.infer<typeof ServiceObjectPhoto>;

/** A counter or meter reading (running hours, pressures, energy). */
export const ServiceObjectNumber = OrganisationRecord.extend({
  serviceObjectId: Id,
  label: z.string(),
  value: z.number(),
  unit: z.string().nullable(),
  readAt: Timestamp,
});
export type ServiceObjectNumber = z.infer<typeof ServiceObjectNumber>;

export const ServiceObjectMaterial = OrganisationRecord.extend({
  serviceObjectId: Id,
  articleNumber: z.string().nullable(),
  description: z.string(),
  quantity: z.number().nonnegative(),
  unit: z.string(),
  installedDate: DateOnly.nullable(),
});
export type ServiceObjectMaterial = z.infer<typeof ServiceObjectMaterial>;

export const Inspection = OrganisationRecord.extend({
  serviceObjectId: Id,
  regime: InspectionRegime,
  intervalMonths: z.number().int().positive(),
  lastInspectionDate: DateOnly.nullable(),
  nextDueDate: DateOnly,
  notes: z.string().nullable(),
});
export type Inspection = z.infer<typeof Inspection>;

/** `serviceobjects?organizationId&hasActiveOffers=true`. */
export const ServiceObjectListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  organizationid: Id.optional(),
  hasActiveOffers: QueryBoolean.optional(),
  typeId: Id.optional(),
  refrigerant: z.string().optional(),
});
export type ServiceObjectListQuery = z.infer<typeof ServiceObjectListQuery>;

/** Lists hanging off one device (`serviceobjects/{id}/photos`, `/numbers`, `/materials`, legal supervision). */
export const ServiceObjectChildListQuery = ListQuery.extend({
  serviceobjectid: Id.optional(),
  organizationId: Id.optional(),
});
export type ServiceObjectChildListQuery = z.infer<typeof ServiceObjectChildListQuery>;
