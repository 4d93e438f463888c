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
  PlainListQuery,
  QueryBoolean,
  RecordBase,
  Timestamp,
  queryArray,
} from './common';

/**
 * A statutory inspection recorded for a device (what was done and how often it recurs). F-gas leak
 * checks are not recorded here: they are logbook entries.
 */
export const InspectionRegime = z.enum(['epbd_ac', 'pressure_equipment']);
export type InspectionRegime = z.infer<typeof InspectionRegime>;

/**
 * Every statutory duty the duty engine (src/lib/fgas-duties.ts, `DUTY_KINDS`) computes: the periodic
 * leak check, the repair of a leak found, the re-check after a repair, a missing leak detection system,
 * the yearly check of the detection system, the EPBD inspection and the pressure-equipment inspection.
 */
export const DutyKind = z.enum([
  'fgas_leak_check',
  'fgas_leak_repair',
  'fgas_leak_recheck',
  'lds_required',
  'lds_check',
  'epbd_ac',
  'pressure_equipment',
]);
export type DutyKind = z.infer<typeof DutyKind>;

/** Derived from a due date and today: never stored, so it cannot go stale offline. */
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

/**
 * Device writes (seed-spec §7): the memo, photos and the device type. Each answers the
 * changed record(s) in `data`; all need `update serviceobjects`.
 */

/** The longest memo a device keeps, in characters. */
export const serviceObjectMemoMaxLength = 10_000;
/** The longest note `memo/add` appends, in characters. */
export const serviceObjectMemoNoteMaxLength = 2_000;

/** `PUT serviceobjects/{id}/memo/update`: replaces the memo; an empty text clears it. */
export const UpdateServiceObjectMemoBody = z.strictObject({
  memo: z.string().max(serviceObjectMemoMaxLength),
});
export type UpdateServiceObjectMemoBody = z.infer<typeof UpdateServiceObjectMemoBody>;

/**
 * `POST serviceobjects/{id}/memo/add`: appends one dated note (`appendMemoNote`), so notes of two
 * technicians made offline on the same device both survive, whichever arrives first.
 */
export const AddServiceObjectMemoBody = z.strictObject({
  text: z.string().trim().min(1).max(serviceObjectMemoNoteMaxLength),
});
export type AddServiceObjectMemoBody = z.infer<typeof AddServiceObjectMemoBody>;

/**
 * The memo after a note is added: the note as a line `YYYY-MM-DD Name: text` below what was there
 * (the memo itself when there was none). The server applies it to the stored memo; the PWA applies
 * the same rule to show the note at once.
 */
export function appendMemoNote(
  memo: string | null,
  note: { date: string; author: string; text: string },
): string {
  const line = `${note.date} ${note.author}: ${note.text.trim()}`;
  const current = memo?.trimEnd() ?? '';
  return current ? `${current}\n${line}` : line;
}

/**
 * One photo of a `POST serviceobjects/{id}/photos` upload (multipart `files[]`), in the same order,
 * as the JSON array in the `photos` field: the id the PWA chose (so a photo made offline keeps its
 * id) and its photo type (`serviceobjects/photo-types`, required).
 */
export const ServiceObjectPhotoUploadItem = z.strictObject({
  id: Id,
  photoTypeId: Id,
});
export type ServiceObjectPhotoUploadItem = z.infer<typeof ServiceObjectPhotoUploadItem>;

/**
 * `GET serviceobjects/legal-supervisions` (permission `view legal_supervision`): one row per statutory
 * duty of a live, not decommissioned device, with its status today (UTC), soonest due first.
 * Derived on every read by the duty engine (src/lib/fgas-duties.ts) from the devices, their logbooks
 * and their recorded inspections; never synced, because the PWA computes the same list from the same
 * synced records. `organizationId` means that organisation and its descendants; without it, every
 * organisation the caller may see.
 */
export const LegalSupervisionListQuery = PlainListQuery.extend({
  organizationId: Id.optional(),
  organizationid: Id.optional(),
  status: queryArray(InspectionStatus).optional(),
  regime: queryArray(DutyKind).optional(),
});
export type LegalSupervisionListQuery = z.infer<typeof LegalSupervisionListQuery>;

/** The device fields both duty lists show beside the due date. */
const DutyDevice = z.object({
  serviceObjectId: Id,
  serviceObjectNumber: z.string(),
  serviceObjectName: z.string(),
  organisationId: Id,
  organisationName: z.string(),
  location: z.string().nullable(),
  refrigerant: z.string().nullable(),
});

/**
 * Where a duty comes from: `eu-2024-573` with an article such as `4(5)`, or a Dutch decree (`bbl-epbd`
 * for the air-conditioning inspection, `warenwet-drukapparatuur` for pressure equipment).
 */
export const LegalSourceWire = z.object({
  regulation: z.enum(['eu-2024-573', 'bbl-epbd', 'warenwet-drukapparatuur']),
  article: z.string(),
});

/**
 * `id` is `{serviceObjectId}:{regime}` (a duty is not a record). `lastInspectionDate` is when the duty
 * was last met or what its due date counts from; `notBefore` the first day a re-check counts.
 */
export const LegalSupervisionItem = DutyDevice.extend({
  id: z.string(),
  regime: DutyKind,
  intervalMonths: z.number().int().positive().nullable(),
  lastInspectionDate: DateOnly.nullable(),
  nextDueDate: DateOnly,
  notBefore: DateOnly.nullable(),
  status: InspectionStatus,
  legalSource: LegalSourceWire,
});
export type LegalSupervisionItem = z.infer<typeof LegalSupervisionItem>;

/**
 * `GET serviceobjects/mandatory-checklist` (permission `view mandatory_checklist`): the live, not
 * decommissioned devices whose periodic checklist (`checklistDueDate`) is due within 30 days or
 * overdue today (UTC), soonest due first. Derived like legal supervision.
 */
export const MandatoryChecklistListQuery = PlainListQuery.extend({
  organizationId: Id.optional(),
  organizationid: Id.optional(),
});
export type MandatoryChecklistListQuery = z.infer<typeof MandatoryChecklistListQuery>;

/** `id` is the device's id (the same as `serviceObjectId`). */
export const MandatoryChecklistItem = DutyDevice.extend({
  id: Id,
  checklistIntervalMonths: z.number().int().positive(),
  lastChecklistDate: DateOnly.nullable(),
  dueDate: DateOnly,
  status: InspectionStatus.exclude(['ok']),
});
export type MandatoryChecklistItem = z.infer<typeof MandatoryChecklistItem>;
