/**
 * The F-gas logbook per service object and the refrigerant-use report (product.md §8).
 * Logbook entries are append-only: a mistake is corrected by a new entry naming it in `correctsEntryId`.
 */
import { z } from 'zod';
import { DateOnly, Id, Kg, ListQuery, OrganisationRecord, Timestamp, queryArray } from './common';

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

/** `reports/refrigerant-use?relationId&from&to`: an organisation and its children over a period. */
export const RefrigerantUseQuery = z.object({
  relationId: Id.optional(),
  from: DateOnly.optional(),
  to: DateOnly.optional(),
});
export type RefrigerantUseQuery = z.infer<typeof RefrigerantUseQuery>;

/**
 * Quantities over the period, in kg and tonnes CO2-eq. `leakRatePercent` is the gas added to
 * compensate losses as a share of the charge, scaled to one year; null without a known charge.
 */
export const RefrigerantUseTotals = z.object({
  chargeKg: Kg,
  installedKg: Kg,
  addedKg: Kg,
  recoveredKg: Kg,
  chargeTonnesCo2eq: z.number().nonnegative(),
  installedTonnesCo2eq: z.number().nonnegative(),
  addedTonnesCo2eq: z.number().nonnegative(),
  recoveredTonnesCo2eq: z.number().nonnegative(),
  leakRatePercent: z.number().nonnegative().nullable(),
});
export type RefrigerantUseTotals = z.infer<typeof RefrigerantUseTotals>;

export const RefrigerantUseReport = z.object({
  organisationId: Id,
  from: DateOnly,
  to: DateOnly,
  /** Which GWP table the tonnes use (src/lib/fgas.ts `GwpEdition`). */
  gwpEdition: z.string(),
  totals: RefrigerantUseTotals,
  byRefrigerant: z.array(
    RefrigerantUseTotals.extend({ refrigerant: z.string(), gwp: z.number().nullable() }),
  ),
  byServiceObject: z.array(
    RefrigerantUseTotals.extend({
      serviceObjectId: Id,
      number: z.string(),
      name: z.string(),
      refrigerant: z.string().nullable(),
    }),
  ),
});
export type RefrigerantUseReport = z.infer<typeof RefrigerantUseReport>;
