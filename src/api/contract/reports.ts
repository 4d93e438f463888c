/**
 * The refrigerant-use report (product.md §8): `GET /api/reports/refrigerant-use` with the
 * organisation (`relationId`, which includes its child companies) and the period. `format=csv` and
 * `format=pdf` answer the same report as a file for the inspector. A computed report, not a synced
 * collection: the PWA keeps the last answer per organisation and period for offline reading.
 * The figures and their definitions are those of src/lib/refrigerant-use.ts.
 */
import { z } from 'zod';
import { DateOnly, Id, Kg, Timestamp } from './common';

export const ReportFormat = z.enum(['json', 'csv', 'pdf']);
export type ReportFormat = z.infer<typeof ReportFormat>;

/** Strict: an undeclared parameter answers 422 naming it (product.md §3), never an ignored filter. */
export const RefrigerantUseReportQuery = z
  .strictObject({
    /** The organisation; its descendants are included. A customer may leave it out (their own). */
    relationId: Id.optional(),
    /** First day, inclusive; left out, the 12 months up to `to`. */
    from: DateOnly.optional(),
    /** Last day, inclusive; left out, today (Dutch calendar). */
    to: DateOnly.optional(),
    format: ReportFormat.default('json'),
    /** The seed's user-context parameters, informative only, as on every read. */
    authUserId: z.string().optional(),
    userType: z.string().optional(),
    companyId: z.string().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'to must not be before from',
  });
export type RefrigerantUseReportQuery = z.infer<typeof RefrigerantUseReportQuery>;

const Tonnes = z.number().nonnegative();

export const RefrigerantUseFigures = z.object({
  chargeKg: Kg,
  chargeTonnesCo2eq: Tonnes,
  installedKg: Kg,
  installedTonnesCo2eq: Tonnes,
  addedKg: Kg,
  addedTonnesCo2eq: Tonnes,
  recoveredKg: Kg,
  recoveredTonnesCo2eq: Tonnes,
  /** Added ÷ charge, scaled to one year, in percent (one decimal); null without a charge. */
  leakRatePercent: z.number().nonnegative().nullable(),
});
export type RefrigerantUseFigures = z.infer<typeof RefrigerantUseFigures>;

export const ReportOrganisation = z.object({
  id: Id,
  /** The relation number in the service company's back office. */
  code: z.string(),
  name: z.string(),
  parentId: Id.nullable(),
});
export type ReportOrganisation = z.infer<typeof ReportOrganisation>;

export const RefrigerantUseReport = z.object({
  organisation: ReportOrganisation,
  /** The organisation and every child company the report covers, the organisation first. */
  organisations: z.array(ReportOrganisation),
  period: z.object({ from: DateOnly, to: DateOnly, days: z.number().int().positive() }),
  generatedAt: Timestamp,
  /** The GWP table the tonnes use (src/lib/fgas.ts), and its legal source. */
  gwpEdition: z.string(),
  gwpSource: z.string(),
  totals: RefrigerantUseFigures,
  byRefrigerant: z.array(
    RefrigerantUseFigures.extend({
      refrigerant: z.string(),
      gwp: z.number().nullable(),
      deviceCount: z.number().int().nonnegative(),
    }),
  ),
  byDevice: z.array(
    RefrigerantUseFigures.extend({
      serviceObjectId: Id,
      organisationId: Id,
      number: z.string(),
      name: z.string(),
      refrigerant: z.string().nullable(),
      gwp: z.number().nullable(),
    }),
  ),
  /** Refrigerants without a known GWP: their tonnes count as 0. */
  unknownRefrigerants: z.array(z.string()),
});
export type RefrigerantUseReport = z.infer<typeof RefrigerantUseReport>;
