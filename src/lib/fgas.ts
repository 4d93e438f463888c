/**
 * F-gas arithmetic for refrigeration equipment (product.md §8), pure and shared by server and PWA.
 *
 * Owns three pieces of data, each with its legal source, and the functions that read them:
 * 1. GWP-100 values of the pure substances per edition:
 *    - `eu-2024-573`: Regulation (EU) 2024/573, Annex I section 1 (HFCs, which keep the IPCC AR4
 *      values of the previous regulation) and Annex II section 1 (unsaturated HFCs / HFOs, IPCC AR6);
 *    - `eu-517-2014`: Regulation (EU) No 517/2014, Annexes I and II (IPCC AR4), kept for comparison
 *      and for reports over periods before 11 March 2024.
 * 2. Refrigerant blends by mass composition (ASHRAE 34 / EN 378). A blend's GWP is the mass-weighted
 *    average of its fluorinated components (Annex VI of 2024/573, Annex IV of 517/2014), rounded to
 *    a whole number as published in the regulations' worked tables.
 * 3. Leak-check intervals by CO2-equivalent (Regulation (EU) 2024/573, Article 5).
 *
 * Natural refrigerants (R290, R600a, R1270, R744, R717) are not fluorinated greenhouse gases: they
 * carry an informational GWP (IPCC AR4) so reports can show tonnes CO2-eq, and no leak-check duty.
 * The values below were checked against the regulations' annex tables; re-check them against the
 * Official Journal before relying on them in a legal document.
 */

export const GWP_EDITIONS = {
  'eu-2024-573': {
    title: 'Regulation (EU) 2024/573, Annexes I and II',
    validFrom: '2024-03-11',
  },
  'eu-517-2014': {
    title: 'Regulation (EU) No 517/2014, Annexes I and II (IPCC AR4)',
    validFrom: '2015-01-01',
  },
} as const;
export type GwpEdition = keyof typeof GWP_EDITIONS;
export const CURRENT_GWP_EDITION: GwpEdition = 'eu-2024-573';

type Substance =
  | 'HFC-23'
  | 'HFC-32'
  | 'HFC-125'
  | 'HFC-134a'
  | 'HFC-143a'
  | 'HFC-152a'
  | 'HFC-227ea'
  | 'HFC-1234yf'
  | 'HFC-1234ze(E)'
  | 'R290'
  | 'R600a'
  | 'R1270'
  | 'R744'
  | 'R717';

interface SubstanceData {
  gwp: Record<GwpEdition, number>;
  fluorinated: boolean;
}

/** GWP-100 per substance and edition. Natural refrigerants: informational IPCC AR4 values. */
const SUBSTANCES: Record<Substance, SubstanceData> = {
  'HFC-23': { gwp: { 'eu-2024-573': 14_800, 'eu-517-2014': 14_800 }, fluorinated: true },
  'HFC-32': { gwp: { 'eu-2024-573': 675, 'eu-517-2014': 675 }, fluorinated: true },
  'HFC-125': { gwp: { 'eu-2024-573': 3_500, 'eu-517-2014': 3_500 }, fluorinated: true },
  'HFC-134a': { gwp: { 'eu-2024-573': 1_430, 'eu-517-2014': 1_430 }, fluorinated: true },
  'HFC-143a': { gwp: { 'eu-2024-573': 4_470, 'eu-517-2014': 4_470 }, fluorinated: true },
  'HFC-152a': { gwp: { 'eu-2024-573': 124, 'eu-517-2014': 124 }, fluorinated: true },
  'HFC-227ea': { gwp: { 'eu-2024-573': 3_220, 'eu-517-2014': 3_220 }, fluorinated: true },
  'HFC-1234yf': { gwp: { 'eu-2024-573': 0.501, 'eu-517-2014': 4 }, fluorinated: true },
  'HFC-1234ze(E)': { gwp: { 'eu-2024-573': 1.37, 'eu-517-2014': 7 }, fluorinated: true },
  R290: { gwp: { 'eu-2024-573': 3, 'eu-517-2014': 3 }, fluorinated: false },
  R600a: { gwp: { 'eu-2024-573': 3, 'eu-517-2014': 3 }, fluorinated: false },
  R1270: { gwp: { 'eu-2024-573': 2, 'eu-517-2014': 2 }, fluorinated: false },
  R744: { gwp: { 'eu-2024-573': 1, 'eu-517-2014': 1 }, fluorinated: false },
  R717: { gwp: { 'eu-2024-573': 0, 'eu-517-2014': 0 }, fluorinated: false },
};

/** Refrigerant code → composition in mass percent (single substances are 100 %). */
const REFRIGERANTS: Record<string, Partial<Record<Substance, number>>> = {
  R23: { 'HFC-23': 100 },
  R32: { 'HFC-32': 100 },
  R125: { 'HFC-125': 100 },
  R134a: { 'HFC-134a': 100 },
  R143a: { 'HFC-143a': 100 },
  R152a: { 'HFC-152a': 100 },
  R227ea: { 'HFC-227ea': 100 },
  R1234yf: { 'HFC-1234yf': 100 },
  R1234ze: { 'HFC-1234ze(E)': 100 },
  R404A: { 'HFC-125': 44, 'HFC-143a': 52, 'HFC-134a': 4 },
  R407A: { 'HFC-32': 20, 'HFC-125': 40, 'HFC-134a': 40 },
  R407C: { 'HFC-32': 23, 'HFC-125': 25, 'HFC-134a': 52 },
  R407F: { 'HFC-32': 30, 'HFC-125': 30, 'HFC-134a': 40 },
  R410A: { 'HFC-32': 50, 'HFC-125': 50 },
  R422D: { 'HFC-125': 65.1, 'HFC-134a': 31.5, R600a: 3.4 },
  R448A: { 'HFC-32': 26, 'HFC-125': 26, 'HFC-1234yf': 20, 'HFC-134a': 21, 'HFC-1234ze(E)': 7 },
  R449A: { 'HFC-32': 24.3, 'HFC-125': 24.7, 'HFC-1234yf': 25.3, 'HFC-134a': 25.7 },
  R452A: { 'HFC-32': 11, 'HFC-125': 59, 'HFC-1234yf': 30 },
  R454B: { 'HFC-32': 68.9, 'HFC-1234yf': 31.1 },
  R454C: { 'HFC-32': 21.5, 'HFC-1234yf': 78.5 },
  R507A: { 'HFC-125': 50, 'HFC-143a': 50 },
  R513A: { 'HFC-1234yf': 56, 'HFC-134a': 44 },
  R290: { R290: 100 },
  R600a: { R600a: 100 },
  R1270: { R1270: 100 },
  R744: { R744: 100 },
  R717: { R717: 100 },
};

/** The refrigerant codes this module knows, in the canonical spelling (R404A, R1234yf, R744). */
export const REFRIGERANT_CODES: readonly string[] = Object.keys(REFRIGERANTS);

const BY_NORMALISED_CODE = new Map(REFRIGERANT_CODES.map((code) => [normaliseCode(code), code]));

function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The canonical code for a spelling such as `r-404a` or `R 134A`; null when unknown. */
export function canonicalRefrigerantCode(code: string): string | null {
  return BY_NORMALISED_CODE.get(normaliseCode(code)) ?? null;
}

export interface RefrigerantInfo {
  code: string;
  /** GWP-100 in the chosen edition; a blend's is rounded to a whole number. */
  gwp: number;
  /** Whether it is (or contains) a fluorinated greenhouse gas under the F-gas regulation. */
  fluorinated: boolean;
  edition: GwpEdition;
}

/** GWP and F-gas status of a refrigerant; null for an unknown code. */
export function refrigerantInfo(
  code: string,
  edition: GwpEdition = CURRENT_GWP_EDITION,
): RefrigerantInfo | null {
  const canonical = canonicalRefrigerantCode(code);
  if (canonical === null) return null;
  const parts = Object.entries(REFRIGERANTS[canonical]!) as [Substance, number][];
  if (parts.length === 1) {
    const [substance] = parts[0]!;
    const data = SUBSTANCES[substance];
    return { code: canonical, gwp: data.gwp[edition], fluorinated: data.fluorinated, edition };
  }
  // Annex VI (2024/573) / Annex IV (517/2014): weighted average over the fluorinated components.
  const weighted = parts
    .filter(([substance]) => SUBSTANCES[substance].fluorinated)
    .reduce((sum, [substance, percent]) => sum + (SUBSTANCES[substance].gwp[edition] * percent) / 100, 0);
  return { code: canonical, gwp: Math.round(weighted), fluorinated: true, edition };
}

/** tonnes CO2-equivalent = kg × GWP / 1000, rounded to whole kilograms of CO2 (three decimals). */
export function co2eq(chargeKg: number, gwp: number): number {
  return Math.round(chargeKg * gwp) / 1000;
}

/** CO2-eq in tonnes of a charge of a refrigerant; null when the code is unknown. */
export function refrigerantCo2eq(
  code: string,
  chargeKg: number,
  edition: GwpEdition = CURRENT_GWP_EDITION,
): number | null {
  const info = refrigerantInfo(code, edition);
  return info === null ? null : co2eq(chargeKg, info.gwp);
}

/**
 * Leak-check duty for stationary equipment holding Annex I gases (Regulation (EU) 2024/573,
 * Article 5): bands by tonnes CO2-eq, the interval doubled when a leak detection system is
 * installed, hermetically sealed equipment below 10 t exempt, leak detection mandatory from 500 t
 * (Article 6), and a re-check within one month after a leak was repaired.
 */
export const LEAK_CHECK_RULES = {
  source: 'Regulation (EU) 2024/573, Articles 5 and 6',
  hermeticallySealedExemptBelowTonnes: 10,
  recheckAfterRepairMonths: 1,
  bands: [
    {
      fromTonnes: 5,
      belowTonnes: 50,
      months: 12,
      monthsWithLeakDetection: 24,
      leakDetectionMandatory: false,
    },
    {
      fromTonnes: 50,
      belowTonnes: 500,
      months: 6,
      monthsWithLeakDetection: 12,
      leakDetectionMandatory: false,
    },
    {
      fromTonnes: 500,
      belowTonnes: Infinity,
      months: 3,
      monthsWithLeakDetection: 6,
      leakDetectionMandatory: true,
    },
  ],
} as const;

export interface EquipmentCharge {
  refrigerant: string;
  chargeKg: number;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
}

export type LeakCheckDuty =
  | {
      required: false;
      reason: 'unknown_refrigerant' | 'not_fluorinated' | 'below_threshold' | 'hermetically_sealed';
      co2eqTonnes: number | null;
    }
  | { required: true; intervalMonths: number; leakDetectionMandatory: boolean; co2eqTonnes: number };

/** Whether the equipment needs periodic leak checks, and how often (always with the current GWPs). */
export function leakCheckDuty(equipment: EquipmentCharge): LeakCheckDuty {
  const info = refrigerantInfo(equipment.refrigerant);
  if (info === null) return { required: false, reason: 'unknown_refrigerant', co2eqTonnes: null };
  const tonnes = co2eq(equipment.chargeKg, info.gwp);
  if (!info.fluorinated) return { required: false, reason: 'not_fluorinated', co2eqTonnes: tonnes };
  if (equipment.hermeticallySealed && tonnes < LEAK_CHECK_RULES.hermeticallySealedExemptBelowTonnes) {
    return { required: false, reason: 'hermetically_sealed', co2eqTonnes: tonnes };
  }
  const band = LEAK_CHECK_RULES.bands.find((b) => tonnes >= b.fromTonnes && tonnes < b.belowTonnes);
  if (band === undefined) return { required: false, reason: 'below_threshold', co2eqTonnes: tonnes };
  return {
    required: true,
    intervalMonths: equipment.leakDetectionSystem ? band.monthsWithLeakDetection : band.months,
    leakDetectionMandatory: band.leakDetectionMandatory,
    co2eqTonnes: tonnes,
  };
}

/**
 * The calendar date `months` after `date` (both YYYY-MM-DD, UTC), clamped to the month's last day
 * (31 January + 1 month = 28 or 29 February): the next due date of a periodic check.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The next leak check after one on `lastCheckDate`; after a leak repair, one month later at most. */
export function nextLeakCheckDate(
  lastCheckDate: string,
  intervalMonths: number,
  leakRepaired = false,
): string {
  const months = leakRepaired
    ? Math.min(intervalMonths, LEAK_CHECK_RULES.recheckAfterRepairMonths)
    : intervalMonths;
  return addMonths(lastCheckDate, months);
}
