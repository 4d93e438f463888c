/**
 * The F-gas logbook per service object (product.md §8); the refrigerant-use report is in reports.ts.
 * Logbook entries are append-only: a mistake is corrected by a new entry naming it in `correctsEntryId`.
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
]);
export type LogbookEntryKind = z.infer<typeof LogbookEntryKind>;

/** Where added gas came from: new, recycled (cleaned on site) or reclaimed (reprocessed to spec). */
export const GasOrigin = z.enum(['new', 'recycled', 'reclaimed']);
export type GasOrigin = z.infer<typeof GasOrigin>;

export const LeakCheckResult = z.enum(['no_leak', 'leak_found']);
export type LeakCheckResult = z.infer<typeof LeakCheckResult>;

export const RefrigerantLogbookEntry = OrganisationRecord.extend({
  serviceObjectId: Id,
  kind: LogbookEntryKind,
  refrigerant: z.string(),
  quantityKg: Kg.nullable(),
  reason: z.string().nullable(),
  gasOrigin: GasOrigin.nullable(),
  /** Set exactly when `kind` is `leak_check`. */
  leakCheckResult: LeakCheckResult.nullable(),
  technicianName: z.string(),
  technicianCertificateNumber: z.string(),
  companyCertificateNumber: z.string(),
  performedAt: Timestamp,
  workOrderId: Id.nullable(),
  correctsEntryId: Id.nullable(),
  notes: z.string().nullable(),
});
export type RefrigerantLogbookEntry = z.infer<typeof RefrigerantLogbookEntry>;

/** `refrigerant-transactions` and `serviceobjects/{id}/logbook`. */
export const RefrigerantLogbookListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  serviceobjectid: Id.optional(),
  kind: queryArray(LogbookEntryKind).optional(),
});
export type RefrigerantLogbookListQuery = z.infer<typeof RefrigerantLogbookListQuery>;
