/**
 * The F-gas logbook per service object (product.md §8, Regulation (EU) 2024/573 Art. 7); the
 * refrigerant-use report is in reports.ts. Logbook entries are append-only: a mistake is corrected by
 * a new entry naming it in `correctsEntryId`, which then stands in its place.
 *
 * What an entry records (Art. 7(1)): the kind of work and when; the quantity installed, added or
 * recovered and of which refrigerant; why gas was added; whether added gas was new, recycled or
 * reclaimed and, for the latter two, the facility (name, address, certificate); where recovered gas
 * went; the undertaking and the technician with their certificate numbers; the result of a leak check
 * (and where a leak was found), of a repair and of a leak-detection-system check; and at
 * decommissioning the measures taken to recover and dispose of the gas.
 */
import { z } from 'zod';
import { Id, Kg, ListQuery, OrganisationRecord, Timestamp, queryArray } from './common';

export const LogbookEntryKind = z.enum([
  'installed',
  'added',
  'recovered',
  'leak_check',
  'repair',
  'decommissioned',
  'lds_check',
]);
export type LogbookEntryKind = z.infer<typeof LogbookEntryKind>;

/** Where added gas came from: new, recycled (cleaned on site) or reclaimed (reprocessed to spec). */
export const GasOrigin = z.enum(['new', 'recycled', 'reclaimed']);
export type GasOrigin = z.infer<typeof GasOrigin>;

export const LeakCheckResult = z.enum(['no_leak', 'leak_found']);
export type LeakCheckResult = z.infer<typeof LeakCheckResult>;

export const RepairResult = z.enum(['repaired', 'not_repaired']);
export type RepairResult = z.infer<typeof RepairResult>;

export const DetectionSystemResult = z.enum(['working', 'faulty']);
export type DetectionSystemResult = z.infer<typeof DetectionSystemResult>;

/** Where recovered gas went: reused in the same equipment, or to a recycling, reclamation or destruction facility. */
export const RecoveryDestination = z.enum(['reuse', 'recycling', 'reclamation', 'destruction']);
export type RecoveryDestination = z.infer<typeof RecoveryDestination>;

export const RefrigerantLogbookEntry = OrganisationRecord.extend({
  serviceObjectId: Id,
  kind: LogbookEntryKind,
  refrigerant: z.string(),
  quantityKg: Kg.nullable(),
  reason: z.string().nullable(),
  gasOrigin: GasOrigin.nullable(),
  /** Recycled or reclaimed gas: the facility it came from; recovered gas: the facility it went to. */
  facilityName: z.string().nullable(),
  facilityAddress: z.string().nullable(),
  facilityCertificateNumber: z.string().nullable(),
  /** Set exactly when `kind` is `leak_check`. */
  leakCheckResult: LeakCheckResult.nullable(),
  /** Where the leak was found, when one was. */
  leakLocation: z.string().nullable(),
  /** Set exactly when `kind` is `repair`. */
  repairResult: RepairResult.nullable(),
  /** Set exactly when `kind` is `lds_check`. */
  detectionSystemResult: DetectionSystemResult.nullable(),
  recoveryDestination: RecoveryDestination.nullable(),
  /** Decommissioning: the measures taken to recover and dispose of the gas. */
  disposalMeasures: z.string().nullable(),
  technicianName: z.string(),
  technicianCertificateNumber: z.string(),
  /** The undertaking that did the work, and its F-gas company certificate. */
  companyName: z.string(),
  companyCertificateNumber: z.string(),
  performedAt: Timestamp,
  workOrderId: Id.nullable(),
  correctsEntryId: Id.nullable(),
  notes: z.string().nullable(),
  recordedByUserId: Id.nullable(),
});
export type RefrigerantLogbookEntry = z.infer<typeof RefrigerantLogbookEntry>;

/** `refrigerant-transactions` and `serviceobjects/{id}/logbook`. */
export const RefrigerantLogbookListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  serviceobjectid: Id.optional(),
  kind: queryArray(LogbookEntryKind).optional(),
});
export type RefrigerantLogbookListQuery = z.infer<typeof RefrigerantLogbookListQuery>;

const ShortText = z.string().trim().max(200);
const LongText = z.string().trim().max(2_000);

/**
 * `POST serviceobjects/{id}/logbook` (permission `create refrigerant_transactions`): one entry, with
 * the id the PWA chose so an entry written offline keeps it. Which fields a kind needs is
 * `logbookEntryProblems` below, applied by the form before queueing and by the server (422 per field).
 * `refrigerant` defaults to the device's; an `installed` entry may name another (a retrofit).
 */
export const CreateLogbookEntryBody = z.strictObject({
  id: Id,
  kind: LogbookEntryKind,
  performedAt: Timestamp,
  refrigerant: ShortText.optional(),
  quantityKg: Kg.max(100_000).optional(),
  reason: LongText.optional(),
  gasOrigin: GasOrigin.optional(),
  facilityName: ShortText.optional(),
  facilityAddress: ShortText.optional(),
  facilityCertificateNumber: ShortText.optional(),
  leakCheckResult: LeakCheckResult.optional(),
  leakLocation: ShortText.optional(),
  repairResult: RepairResult.optional(),
  detectionSystemResult: DetectionSystemResult.optional(),
  recoveryDestination: RecoveryDestination.optional(),
  disposalMeasures: LongText.optional(),
  technicianName: ShortText.min(1),
  technicianCertificateNumber: ShortText.min(1),
  companyName: ShortText.min(1),
  companyCertificateNumber: ShortText.min(1),
  workOrderId: Id.optional(),
  correctsEntryId: Id.optional(),
  notes: LongText.optional(),
});
export type CreateLogbookEntryBody = z.infer<typeof CreateLogbookEntryBody>;

/** Why a field of a new entry is refused (the message keys of both halves). */
export type LogbookFieldProblem = 'fieldRequired' | 'mustBePositive' | 'notAllowedForKind' | 'inTheFuture';

/** The fields each kind requires beyond the common ones (Art. 7(1) of 2024/573). */
const REQUIRED_BY_KIND: Record<LogbookEntryKind, readonly (keyof CreateLogbookEntryBody)[]> = {
  installed: ['refrigerant', 'quantityKg', 'gasOrigin'],
  added: ['quantityKg', 'reason', 'gasOrigin'],
  recovered: ['quantityKg', 'recoveryDestination'],
  leak_check: ['leakCheckResult'],
  repair: ['reason', 'repairResult'],
  decommissioned: ['quantityKg', 'recoveryDestination', 'disposalMeasures'],
  lds_check: ['detectionSystemResult'],
};

/** Fields that belong to one kind only (a result of another kind would be misread). */
const ONLY_FOR: Partial<Record<keyof CreateLogbookEntryBody, readonly LogbookEntryKind[]>> = {
  leakCheckResult: ['leak_check'],
  leakLocation: ['leak_check'],
  repairResult: ['repair'],
  detectionSystemResult: ['lds_check'],
  gasOrigin: ['installed', 'added'],
  recoveryDestination: ['recovered', 'decommissioned'],
  disposalMeasures: ['decommissioned'],
};

/** Clock skew allowed for `performedAt` in the future. */
const futureSkewMs = 10 * 60_000;

/**
 * What is wrong with a new entry, per field; empty when it may be written. Shared by the form (which
 * shows each message beside its field) and the server (which answers them as a 422).
 */
export function logbookEntryProblems(
  body: Partial<CreateLogbookEntryBody> & { kind: LogbookEntryKind },
  now: number = Date.now(),
): Partial<Record<keyof CreateLogbookEntryBody, LogbookFieldProblem>> {
  const problems: Partial<Record<keyof CreateLogbookEntryBody, LogbookFieldProblem>> = {};
  const isBlank = (value: unknown) =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  for (const field of REQUIRED_BY_KIND[body.kind]) {
    if (isBlank(body[field])) problems[field] = 'fieldRequired';
  }
  for (const [field, kinds] of Object.entries(ONLY_FOR) as [
    keyof CreateLogbookEntryBody,
    readonly LogbookEntryKind[],
  ][]) {
    if (!isBlank(body[field]) && !kinds.includes(body.kind)) problems[field] = 'notAllowedForKind';
  }
  if (body.quantityKg !== undefined && body.kind !== 'decommissioned' && body.quantityKg <= 0) {
    problems.quantityKg = 'mustBePositive';
  }
  if (body.kind === 'leak_check' && body.leakCheckResult === 'leak_found' && isBlank(body.leakLocation)) {
    problems.leakLocation = 'fieldRequired';
  }
  const needsFacility =
    ((body.kind === 'installed' || body.kind === 'added') &&
      (body.gasOrigin === 'recycled' || body.gasOrigin === 'reclaimed')) ||
    ((body.kind === 'recovered' || body.kind === 'decommissioned') &&
      body.recoveryDestination !== undefined &&
      body.recoveryDestination !== 'reuse');
  if (needsFacility) {
    if (isBlank(body.facilityName)) problems.facilityName = 'fieldRequired';
    if (isBlank(body.facilityAddress)) problems.facilityAddress = 'fieldRequired';
  }
  for (const field of [
    'technicianName',
    'technicianCertificateNumber',
    'companyName',
    'companyCertificateNumber',
  ] as const) {
    if (isBlank(body[field])) problems[field] = 'fieldRequired';
  }
  if (body.performedAt !== undefined && Date.parse(body.performedAt) > now + futureSkewMs) {
    problems.performedAt = 'inTheFuture';
  }
  return problems;
}
