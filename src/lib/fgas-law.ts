/**
 * The statutory duties of refrigeration and air-conditioning equipment, as data with the article each
 * value comes from (product.md §8). fgas-duties.ts reads these tables and nothing else decides a duty:
 * a change in the law is a change here, and the tests of fgas-duties.test.ts cite the same articles.
 *
 * Sources: Regulation (EU) 2024/573 (OJ L, 2024/573, 20.2.2024), in force from 11 March 2024:
 * Article 4 (prevention of emissions, repair and re-check), Article 5 (leak checks), Article 6 (leak
 * detection systems), Article 7 (records), Annex IV (prohibitions on placing on the market); and the
 * Dutch implementation of the Energy Performance of Buildings Directive for air-conditioning systems
 * (Besluit bouwwerken leefomgeving, afdeling 6.4: inspection of systems above 70 kW).
 */

/** A legal source as documents cite it; `article` is what the screens print after the regulation. */
export interface LegalSource {
  regulation: 'eu-2024-573' | 'bbl-epbd' | 'warenwet-drukapparatuur';
  article: string;
}

export const REGULATION_TITLES: Record<LegalSource['regulation'], { nl: string; en: string }> = {
  'eu-2024-573': { nl: 'Verordening (EU) 2024/573', en: 'Regulation (EU) 2024/573' },
  'bbl-epbd': {
    nl: 'Besluit bouwwerken leefomgeving (EPBD)',
    en: 'Dutch Buildings Decree (Bbl, EPBD)',
  },
  'warenwet-drukapparatuur': {
    nl: 'Warenwetbesluit drukapparatuur 2016',
    en: 'Dutch Pressure Equipment Decree 2016',
  },
};

/**
 * The periodic inspection of pressure equipment in use (the Dutch Warenwetbesluit drukapparatuur
 * 2016): its interval depends on the equipment's category and is recorded with the inspection.
 */
export const PRESSURE_EQUIPMENT_SOURCE: LegalSource = { regulation: 'warenwet-drukapparatuur', article: '' };

/**
 * `Verordening (EU) 2024/573, art. 4, lid 5` / `Regulation (EU) 2024/573, Art. 4(5)`; an annex stays
 * as written (`Annex IV(4)` / `bijlage IV, punt 4`); a source without an article is the title alone.
 */
export function citeSource(source: LegalSource, locale: 'nl' | 'en'): string {
  const title = REGULATION_TITLES[source.regulation][locale];
  if (!source.article) return title;
  const annex = /^Annex ([IVX]+)(?:\((\d+)\))?$/.exec(source.article);
  if (annex) {
    const [, number, point] = annex;
    const text = locale === 'nl' ? `bijlage ${number}${point ? `, punt ${point}` : ''}` : source.article;
    return `${title}, ${text}`;
  }
  return `${title}, ${locale === 'nl' ? dutchArticle(source.article) : `Art. ${source.article}`}`;
}

/** `5(4)(a)` → `art. 5, lid 4, onder a`. */
function dutchArticle(article: string): string {
  const match = /^(\d+)(?:\((\d+)\))?(?:\(([a-z])\))?$/.exec(article);
  if (!match) return `art. ${article}`;
  const [, number, paragraph, point] = match;
  return [`art. ${number}`, paragraph && `lid ${paragraph}`, point && `onder ${point}`]
    .filter(Boolean)
    .join(', ');
}

/**
 * One band of the periodic leak check (Art. 5(4)): equipment from `from` (inclusive) to `below`
 * (exclusive) of the band's quantity is checked every `months`, or every `monthsWithDetection` when a
 * leak detection system is installed.
 */
export interface LeakCheckBand {
  from: number;
  below: number;
  months: number;
  monthsWithDetection: number;
  source: LegalSource;
}

/**
 * Article 5 of 2024/573. Two tests, each on its own components (as the German environment agency UBA
 * reads it), and equipment that falls under both takes the shorter interval:
 * - Annex I gases (HFCs), by tonnes CO2-eq of the charge (the blend's GWP, Annex VI);
 * - Annex II section 1 gases (unsaturated HFCs/HFOs), by the kg of those components in the charge.
 * Hermetically sealed equipment labelled as such is exempt below 10 t CO2-eq (Annex I) or 2 kg
 * (Annex II section 1). A leak detection system doubles each interval.
 */
export const LEAK_CHECK_LAW = {
  co2eqBands: [
    {
      from: 5,
      below: 50,
      months: 12,
      monthsWithDetection: 24,
      source: { regulation: 'eu-2024-573', article: '5' },
    },
    {
      from: 50,
      below: 500,
      months: 6,
      monthsWithDetection: 12,
      source: { regulation: 'eu-2024-573', article: '5' },
    },
    {
      from: 500,
      below: Infinity,
      months: 3,
      monthsWithDetection: 6,
      source: { regulation: 'eu-2024-573', article: '5' },
    },
  ] satisfies LeakCheckBand[],
  massBands: [
    {
      from: 1,
      below: 10,
      months: 12,
      monthsWithDetection: 24,
      source: { regulation: 'eu-2024-573', article: '5' },
    },
    {
      from: 10,
      below: 100,
      months: 6,
      monthsWithDetection: 12,
      source: { regulation: 'eu-2024-573', article: '5' },
    },
    {
      from: 100,
      below: Infinity,
      months: 3,
      monthsWithDetection: 6,
      source: { regulation: 'eu-2024-573', article: '5' },
    },
  ] satisfies LeakCheckBand[],
  hermeticExemption: {
    belowTonnes: 10,
    belowKg: 2,
    source: { regulation: 'eu-2024-573', article: '5' } satisfies LegalSource,
  },
} as const;

/**
 * Article 4 of 2024/573: a detected leak is repaired without undue delay; by Art. 4(5), after a repair
 * of equipment subject to leak checks, a certified person checks it again no sooner than 24 hours and
 * no later than one month after the repair, to verify that the repair was effective.
 */
export const REPAIR_LAW = {
  repairSource: { regulation: 'eu-2024-573', article: '4' } satisfies LegalSource,
  recheckNotBeforeHours: 24,
  recheckWithinMonths: 1,
  recheckSource: { regulation: 'eu-2024-573', article: '4(5)' } satisfies LegalSource,
} as const;

/**
 * Article 6 of 2024/573: a leak detection system is required from 500 t CO2-eq (Annex I gases) or
 * 100 kg (Annex II section 1 gases), and a leak detection system is checked at least once every 12
 * months. The yearly check is applied to every installed system on equipment under
 * the leak-check duty: the doubled interval of Art. 5(4) relies on it working.
 */
export const DETECTION_LAW = {
  requiredFromTonnes: 500,
  requiredFromKg: 100,
  requiredSource: { regulation: 'eu-2024-573', article: '6' } satisfies LegalSource,
  checkEveryMonths: 12,
  checkSource: { regulation: 'eu-2024-573', article: '6' } satisfies LegalSource,
} as const;

/**
 * The inspection of air-conditioning systems under the EPBD as the Netherlands applies it: systems
 * with an effective rated output above (not at) 70 kW, once every five years. Counted from the last
 * recorded inspection, else from installation.
 */
export const EPBD_LAW = {
  aboveKw: 70,
  everyMonths: 60,
  source: { regulation: 'bbl-epbd', article: '' } satisfies LegalSource,
} as const;

/** What kind of equipment a device type is, as the prohibitions of Annex IV distinguish it. */
export type EquipmentCategory =
  | 'cold_room'
  | 'freezer_cell'
  | 'display_case'
  | 'chiller'
  | 'split_ac'
  | 'vrf_ac'
  | 'heat_pump'
  | 'condensing_unit'
  | 'ice_machine';

export const EQUIPMENT_CATEGORIES: readonly EquipmentCategory[] = [
  'cold_room',
  'freezer_cell',
  'display_case',
  'chiller',
  'split_ac',
  'vrf_ac',
  'heat_pump',
  'condensing_unit',
  'ice_machine',
];

/** Air-conditioning and heat-pump systems, which the EPBD inspection covers. */
export const AIR_CONDITIONING_CATEGORIES: ReadonlySet<EquipmentCategory> = new Set([
  'chiller',
  'split_ac',
  'vrf_ac',
  'heat_pump',
]);

/** Stationary refrigeration equipment (not air conditioning). */
const REFRIGERATION: readonly EquipmentCategory[] = [
  'cold_room',
  'freezer_cell',
  'display_case',
  'condensing_unit',
  'ice_machine',
];

/**
 * Prohibitions on placing new equipment on the market (Annex IV of 2024/573, which carries over the
 * dates of Annex III of 517/2014): equipment of a category installed on or after `from` may not hold
 * a refrigerant whose GWP is `gwpAtLeast` or more. Installation stands for placing on the market; a
 * device installed after the date with such a gas is flagged, an older one may go on running.
 */
export interface PlacingBan {
  id: string;
  categories: readonly EquipmentCategory[];
  /** Only self-contained, hermetically sealed equipment (plug-in cabinets, ice machines, monoblocks). */
  hermeticOnly?: boolean;
  /** Only equipment holding less than this many kg (single split air conditioners). */
  chargeBelowKg?: number;
  gwpAtLeast: number;
  from: string;
  source: LegalSource;
}

export const PLACING_BANS: readonly PlacingBan[] = [
  {
    // Carried over from Regulation (EU) No 517/2014, Annex III: equipment for below -50 °C excepted,
    // which none of these categories is.
    id: 'stationary_refrigeration_2500',
    categories: REFRIGERATION,
    gwpAtLeast: 2500,
    from: '2020-01-01',
    source: { regulation: 'eu-2024-573', article: 'Annex IV' },
  },
  {
    id: 'commercial_hermetic_refrigeration_150',
    categories: ['display_case', 'ice_machine'],
    hermeticOnly: true,
    gwpAtLeast: 150,
    from: '2022-01-01',
    source: { regulation: 'eu-2024-573', article: 'Annex IV' },
  },
  {
    id: 'self_contained_refrigeration_150',
    categories: REFRIGERATION,
    hermeticOnly: true,
    gwpAtLeast: 150,
    from: '2025-01-01',
    source: { regulation: 'eu-2024-573', article: 'Annex IV(4)' },
  },
  {
    id: 'single_split_ac_750',
    categories: ['split_ac'],
    chargeBelowKg: 3,
    gwpAtLeast: 750,
    from: '2025-01-01',
    source: { regulation: 'eu-2024-573', article: 'Annex IV' },
  },
];

/** Article 7(1)-(3) of 2024/573: what a logbook entry records, and for how long it is kept. */
export const RECORD_LAW = {
  source: { regulation: 'eu-2024-573', article: '7' } satisfies LegalSource,
  keepYears: 5,
} as const;
