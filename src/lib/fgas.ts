/**
 * F-gas arithmetic (product.md §8): GWP values as versioned data with their legal source, blends by
 * composition, and CO2-equivalents. Pure and shared by server and PWA; the duties that follow from
 * these numbers are law data in fgas-law.ts and computed in fgas-duties.ts.
 *
 * Editions of the GWP table:
 * - `eu-2024-573`: Regulation (EU) 2024/573. HFCs keep the IPCC AR4 values of the previous regulation
 *   (Annex I, section 1); the unsaturated HFCs/HFOs of Annex II, section 1 take the regulation's own
 *   (IPCC AR6) values; non-fluorinated components of mixtures and natural refrigerants take the values
 *   of Annex VI ("other substances").
 * - `eu-517-2014`: Regulation (EU) No 517/2014, Annexes I, II and IV (IPCC AR4), kept for comparison
 *   and for reports over periods before 11 March 2024.
 *
 * Invariants:
 * - A blend's GWP is the mass-weighted sum over ALL its components (Annex VI of 2024/573: non-
 *   fluorinated components included with their Annex VI values), kept with its decimals. Rounding
 *   happens only for display (`formatTonnesCo2`), never before a threshold is compared.
 * - Natural refrigerants (R290, R600a, R1270, R744, R717) are not fluorinated greenhouse gases: they
 *   carry a GWP so reports can show tonnes CO2-eq, and no F-gas duty.
 */
import { numberFormat } from './intl-cache';

export const GWP_EDITIONS = {
  'eu-2024-573': {
    title: 'Regulation (EU) 2024/573, Annexes I, II and VI',
    citation: {
      nl: 'Verordening (EU) 2024/573, bijlagen I, II en VI',
      en: 'Regulation (EU) 2024/573, Annexes I, II and VI',
    },
    validFrom: '2024-03-11',
  },
  'eu-517-2014': {
    title: 'Regulation (EU) No 517/2014, Annexes I, II and IV (IPCC AR4)',
    citation: {
      nl: 'Verordening (EU) nr. 517/2014, bijlagen I, II en IV (IPCC AR4)',
      en: 'Regulation (EU) No 517/2014, Annexes I, II and IV (IPCC AR4)',
    },
    validFrom: '2015-01-01',
  },
} as const;
export type GwpEdition = keyof typeof GWP_EDITIONS;

/** Where the GWP values of an edition stand, in the reader's language; an unknown edition as written. */
export function gwpEditionCitation(edition: string, locale: 'nl' | 'en'): string {
  return edition in GWP_EDITIONS ? GWP_EDITIONS[edition as GwpEdition].citation[locale] : edition;
}
export const CURRENT_GWP_EDITION: GwpEdition = 'eu-2024-573';

/**
 * Which list of Regulation (EU) 2024/573 a substance is on. The leak-check tests of Article 5 differ:
 * Annex I gases by tonnes CO2-eq, Annex II section 1 gases by mass.
 */
export type SubstanceClass = 'annex_i' | 'annex_ii_1' | 'not_fluorinated';

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
  | 'R600'
  | 'R600a'
  | 'R1270'
  | 'R744'
  | 'R717';

interface SubstanceData {
  gwp: Record<GwpEdition, number>;
  class: SubstanceClass;
  /** Where the 2024/573 value stands. */
  source: string;
}

/**
 * GWP-100 per substance and edition. Under 517/2014 the natural refrigerants had no table of their
 * own; the AR4 values that reports used then are kept for that edition.
 */
const SUBSTANCES: Record<Substance, SubstanceData> = {
  'HFC-23': {
    gwp: { 'eu-2024-573': 14_800, 'eu-517-2014': 14_800 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-32': {
    gwp: { 'eu-2024-573': 675, 'eu-517-2014': 675 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-125': {
    gwp: { 'eu-2024-573': 3_500, 'eu-517-2014': 3_500 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-134a': {
    gwp: { 'eu-2024-573': 1_430, 'eu-517-2014': 1_430 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-143a': {
    gwp: { 'eu-2024-573': 4_470, 'eu-517-2014': 4_470 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-152a': {
    gwp: { 'eu-2024-573': 124, 'eu-517-2014': 124 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-227ea': {
    gwp: { 'eu-2024-573': 3_220, 'eu-517-2014': 3_220 },
    class: 'annex_i',
    source: 'Annex I, section 1',
  },
  'HFC-1234yf': {
    gwp: { 'eu-2024-573': 0.501, 'eu-517-2014': 4 },
    class: 'annex_ii_1',
    source: 'Annex II, section 1',
  },
  'HFC-1234ze(E)': {
    gwp: { 'eu-2024-573': 1.37, 'eu-517-2014': 7 },
    class: 'annex_ii_1',
    source: 'Annex II, section 1',
  },
  R290: { gwp: { 'eu-2024-573': 0.02, 'eu-517-2014': 3 }, class: 'not_fluorinated', source: 'Annex VI' },
  R600: { gwp: { 'eu-2024-573': 0.006, 'eu-517-2014': 4 }, class: 'not_fluorinated', source: 'Annex VI' },
  R600a: { gwp: { 'eu-2024-573': 0.006, 'eu-517-2014': 3 }, class: 'not_fluorinated', source: 'Annex VI' },
  R1270: { gwp: { 'eu-2024-573': 0, 'eu-517-2014': 2 }, class: 'not_fluorinated', source: 'Annex VI' },
  R744: { gwp: { 'eu-2024-573': 1, 'eu-517-2014': 1 }, class: 'not_fluorinated', source: 'Annex VI' },
  R717: { gwp: { 'eu-2024-573': 0, 'eu-517-2014': 0 }, class: 'not_fluorinated', source: 'Annex VI' },
};

/** Refrigerant code → composition in mass percent (ASHRAE 34 / EN 378; single substances are 100 %). */
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
  R600: { R600: 100 },
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
  /** GWP-100 in the chosen edition, with its decimals (a blend's is computed, never rounded). */
  gwp: number;
  /** Whether it is (or contains) a fluorinated greenhouse gas of Annex I or Annex II section 1. */
  fluorinated: boolean;
  /** Mass fraction (0 to 1) of Annex I gases (HFCs): what the tonnes-CO2-eq test of Art. 5(1) reads. */
  annexIFraction: number;
  /** Mass fraction (0 to 1) of Annex II section 1 gases (HFOs): what the mass test of Art. 5(2) reads. */
  annexII1Fraction: number;
  edition: GwpEdition;
}

/** GWP and F-gas classes of a refrigerant; null for an unknown code. */
export function refrigerantInfo(
  code: string,
  edition: GwpEdition = CURRENT_GWP_EDITION,
): RefrigerantInfo | null {
  const canonical = canonicalRefrigerantCode(code);
  if (canonical === null) return null;
  const parts = Object.entries(REFRIGERANTS[canonical]!) as [Substance, number][];
  let gwp = 0;
  let annexIFraction = 0;
  let annexII1Fraction = 0;
  // Annex VI of 2024/573: the sum of each component's mass share times its GWP. Summed in integer
  // hundredths of a percent so 50 % + 50 % of two values gives exactly their mean.
  for (const [substance, percent] of parts) {
    const data = SUBSTANCES[substance];
    gwp += (data.gwp[edition] * Math.round(percent * 100)) / 10_000;
    if (data.class === 'annex_i') annexIFraction += percent / 100;
    if (data.class === 'annex_ii_1') annexII1Fraction += percent / 100;
  }
  return {
    code: canonical,
    gwp: roundTo(gwp, 6),
    fluorinated: annexIFraction > 0 || annexII1Fraction > 0,
    annexIFraction: roundTo(annexIFraction, 6),
    annexII1Fraction: roundTo(annexII1Fraction, 6),
    edition,
  };
}

/** Removes binary floating-point noise (0.1 + 0.2) without rounding a value a person would see. */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** tonnes CO2-equivalent = kg × GWP / 1000, unrounded (to 9 decimals, which only removes float noise). */
export function co2eq(chargeKg: number, gwp: number): number {
  return roundTo((chargeKg * gwp) / 1000, 9);
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

/** The GWP table in force on a calendar date (`YYYY-MM-DD`): 2024/573 from 11 March 2024. */
export function gwpEditionOn(date: string): GwpEdition {
  return date >= GWP_EDITIONS['eu-2024-573'].validFrom ? 'eu-2024-573' : 'eu-517-2014';
}

/**
 * The calendar date `months` after `date` (both YYYY-MM-DD), clamped to the month's last day
 * (31 January + 1 month = 28 or 29 February): the due date of a periodic check.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Tonnes CO2-eq as every screen, PDF and CSV shows them: always three decimals (whole kilograms of
 * CO2), nl-NL or en-GB separators. Display only: thresholds compare the unrounded figure.
 */
export function formatTonnesCo2(tonnes: number, locale: 'nl' | 'en', unit = true): string {
  const figure = numberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  }).format(tonnes);
  return unit ? `${figure} t CO₂-eq` : figure;
}
