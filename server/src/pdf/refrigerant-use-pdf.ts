/**
 * The refrigerant-use report as an A4 PDF a customer can hand to an inspector (product.md §8):
 * title, organisation with its relation number and the child companies included, period, when it
 * was generated, totals, a table per refrigerant and per device, the definition of the leak rate and
 * the source of the GWP values; page numbers come from the shared footer.
 *
 * In the reader's language (Dutch, the inspector's, unless told otherwise): the regulation the GWP
 * values come from is cited in that language, tonnes CO2-eq are printed with `formatTonnesCo2` (three
 * decimals) like every other screen and document, and the moment it was generated on the Amsterdam clock.
 */
import type { RefrigerantUseReport } from '../../../src/api/contract/reports';
import { LEAK_RATE_DEFINITION_NL } from '../../../src/lib/refrigerant-use';
import { formatTonnesCo2, gwpEditionCitation } from '../../../src/lib/fgas';
import { formatDate, formatDateTime, type DocumentLocale } from './pdf-format';
import { CONTENT_WIDTH, MARGIN, PdfWriter, type TableColumn } from './pdf-writer';

const kgFormat = {
  nl: new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 3 }),
};
const percentFormat = {
  nl: new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};
const gwpFormat = {
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 }),
};

const formatKg = (value: number, locale: DocumentLocale) => kgFormat[locale].format(value);
/** Tonnes CO2-eq in a table cell whose header names the unit. */
const formatTonnes = (value: number, locale: DocumentLocale) => formatTonnesCo2(value, locale, false);
const formatLeakRate = (value: number | null, locale: DocumentLocale) =>
  value === null ? '–' : `${percentFormat[locale].format(value)} %`;

/** The leak-rate definition of src/lib/refrigerant-use.ts, in English. */
const LEAK_RATE_DEFINITION_EN =
  'Leak rate = quantity added in the period ÷ charge of the equipment × 365.25 ÷ days in the period × 100 %: ' +
  'the top-ups that make up for leaks, scaled to a whole year. The first fill does not count as a top-up. ' +
  'The charge is the current charge of the equipment in service during the period.';

const LABELS = {
  nl: {
    title: 'Koudemiddelrapportage',
    subject: (name: string, code: string, period: string) =>
      `Koudemiddelgebruik van ${name} (${code}) over ${period}`,
    through: 't/m',
    days: 'dagen',
    organisation: 'Organisatie',
    relationNumber: 'Relatienummer',
    period: 'Periode',
    generatedAt: 'Gegenereerd op',
    gwpValues: 'GWP-waarden',
    including: (count: number) =>
      count === 1 ? 'Inclusief het dochterbedrijf' : 'Inclusief de dochterbedrijven',
    totals: 'Totaal',
    charge: 'Inhoud van de installaties',
    installed: 'Eerste vulling',
    added: 'Bijgevuld',
    recovered: 'Teruggewonnen',
    leakRate: 'Lekpercentage per jaar',
    byRefrigerant: 'Per koudemiddel',
    noRefrigerants: 'Geen installaties met koudemiddel in deze periode.',
    refrigerant: 'Koudemiddel',
    devices: 'Installaties',
    chargeKg: 'Inhoud kg',
    addedKg: 'Bijgevuld kg',
    recoveredKg: 'Terug kg',
    leakPercent: 'Lek %/jr',
    fillKg: 'Vulling kg',
    firstFills: (kg: string, tonnes: string) =>
      `Eerste vullingen in de periode: ${kg} kg (${tonnes}); zie de installaties hieronder.`,
    byDevice: 'Per installatie',
    noDevices: 'Geen installaties in deze periode.',
    device: 'Installatie',
    notes: 'Toelichting',
    leakRateDefinition: LEAK_RATE_DEFINITION_NL,
    co2Definition: (source: string) =>
      `CO2-equivalent (ton) = kg × GWP ÷ 1000, met de GWP-waarden van ${source}. ` +
      'Bij mengsels is de GWP de som van de GWP van alle componenten naar hun massa-aandeel. ' +
      'Hoeveelheden komen uit het F-gassenlogboek van de installaties; een gecorrigeerde registratie telt met de correctie.',
    unknownGwp: (codes: string) => `Zonder bekende GWP (telt als 0 t CO2-eq): ${codes}.`,
    unknown: 'onbekend',
  },
  en: {
    title: 'Refrigerant use report',
    subject: (name: string, code: string, period: string) =>
      `Refrigerant use of ${name} (${code}) over ${period}`,
    through: 'to',
    days: 'days',
    organisation: 'Organisation',
    relationNumber: 'Relation number',
    period: 'Period',
    generatedAt: 'Generated on',
    gwpValues: 'GWP values',
    including: (count: number) => (count === 1 ? 'Including the subsidiary' : 'Including the subsidiaries'),
    totals: 'Total',
    charge: 'Charge of the equipment',
    installed: 'First fill',
    added: 'Added',
    recovered: 'Recovered',
    leakRate: 'Leak rate per year',
    byRefrigerant: 'Per refrigerant',
    noRefrigerants: 'No equipment with refrigerant in this period.',
    refrigerant: 'Refrigerant',
    devices: 'Devices',
    chargeKg: 'Charge kg',
    addedKg: 'Added kg',
    recoveredKg: 'Recov. kg',
    leakPercent: 'Leak %/yr',
    fillKg: 'Fill kg',
    firstFills: (kg: string, tonnes: string) =>
      `First fills in the period: ${kg} kg (${tonnes}); see the devices below.`,
    byDevice: 'Per device',
    noDevices: 'No devices in this period.',
    device: 'Device',
    notes: 'Notes',
    leakRateDefinition: LEAK_RATE_DEFINITION_EN,
    co2Definition: (source: string) =>
      `CO2 equivalent (tonnes) = kg × GWP ÷ 1000, with the GWP values of ${source}. ` +
      "A blend's GWP is the sum of the GWPs of all its components by mass share. " +
      'Quantities come from the F-gas logbooks of the devices; a corrected entry counts as corrected.',
    unknownGwp: (codes: string) => `Without a known GWP (counted as 0 t CO2-eq): ${codes}.`,
    unknown: 'unknown',
  },
} as const;

/** Renders the report; the same report (including `generatedAt`) and language give the same bytes. */
export async function renderRefrigerantUsePdf(
  report: RefrigerantUseReport,
  locale: DocumentLocale = 'nl',
): Promise<Uint8Array> {
  const l = LABELS[locale];
  const kg = (value: number) => formatKg(value, locale);
  const tonnes = (value: number) => formatTonnes(value, locale);
  const leakRate = (value: number | null) => formatLeakRate(value, locale);
  const gwp = (value: number | null) => (value === null ? l.unknown : gwpFormat[locale].format(value));
  const day = (date: string) => formatDate(new Date(`${date}T12:00:00Z`), locale);
  const source = gwpEditionCitation(report.gwpEdition, locale);

  const generatedAt = new Date(report.generatedAt);
  const organisation = report.organisation;
  const period = `${day(report.period.from)} ${l.through} ${day(report.period.to)}`;
  const writer = await PdfWriter.create({
    title: `${l.title} ${organisation.name}`,
    subject: l.subject(organisation.name, organisation.code, period),
    date: generatedAt,
    locale,
  });
  writer.title(l.title);
  const children = report.organisations.filter((o) => o.id !== organisation.id);
  const bottom = writer.keyValues(
    [
      [l.organisation, organisation.name],
      [l.relationNumber, organisation.code],
      [l.period, `${period} (${report.period.days} ${l.days})`],
      [l.generatedAt, formatDateTime(generatedAt, locale)],
      [l.gwpValues, source],
    ],
    MARGIN,
    writer.y,
    95,
  );
  writer.y = bottom - 6;
  if (children.length > 0) {
    writer.paragraph(
      `${l.including(children.length)}: ` +
        children.map((child) => `${child.name} (${child.code})`).join(', '),
      { size: 9 },
    );
  }

  writer.heading(l.totals);
  const totals = report.totals;
  writer.table(
    [
      { header: '', width: 155 },
      { header: 'kg', width: 120, align: 'right' },
      { header: 't CO2-eq', width: 120, align: 'right' },
    ],
    [
      [l.charge, kg(totals.chargeKg), tonnes(totals.chargeTonnesCo2eq)],
      [l.installed, kg(totals.installedKg), tonnes(totals.installedTonnesCo2eq)],
      [l.added, kg(totals.addedKg), tonnes(totals.addedTonnesCo2eq)],
      [l.recovered, kg(totals.recoveredKg), tonnes(totals.recoveredTonnesCo2eq)],
      [l.leakRate, leakRate(totals.leakRatePercent), ''],
    ],
  );

  writer.heading(l.byRefrigerant);
  const figureColumns: TableColumn[] = [
    { header: l.chargeKg, width: 52, align: 'right' },
    { header: 't CO2-eq', width: 58, align: 'right' },
    { header: l.addedKg, width: 58, align: 'right' },
    { header: l.recoveredKg, width: 50, align: 'right' },
    { header: l.leakPercent, width: 50, align: 'right' },
  ];
  if (report.byRefrigerant.length === 0) {
    writer.paragraph(l.noRefrigerants);
  } else {
    const first = CONTENT_WIDTH - 60 - 45 - figureColumns.reduce((sum, c) => sum + c.width, 0);
    writer.table(
      [
        { header: l.refrigerant, width: first },
        { header: 'GWP', width: 60, align: 'right' },
        { header: l.devices, width: 45, align: 'right' },
        ...figureColumns,
      ],
      report.byRefrigerant.map((row) => [
        row.refrigerant,
        gwp(row.gwp),
        String(row.deviceCount),
        kg(row.chargeKg),
        tonnes(row.chargeTonnesCo2eq),
        kg(row.addedKg),
        kg(row.recoveredKg),
        leakRate(row.leakRatePercent),
      ]),
    );
    if (report.totals.installedKg > 0) {
      writer.gap(4);
      writer.paragraph(
        l.firstFills(
          kg(report.totals.installedKg),
          formatTonnesCo2(report.totals.installedTonnesCo2eq, locale),
        ),
        { size: 8.5 },
      );
    }
  }

  writer.heading(l.byDevice);
  if (report.byDevice.length === 0) {
    writer.paragraph(l.noDevices);
  } else {
    const organisationsById = new Map(report.organisations.map((o) => [o.id, o]));
    const showOrganisation = report.organisations.length > 1;
    const columns: TableColumn[] = [
      { header: l.device, width: 0 },
      { header: l.refrigerant, width: 58 },
      { header: l.chargeKg, width: 48, align: 'right' },
      { header: l.fillKg, width: 48, align: 'right' },
      { header: l.addedKg, width: 55, align: 'right' },
      { header: l.recoveredKg, width: 45, align: 'right' },
      { header: l.leakPercent, width: 46, align: 'right' },
    ];
    columns[0]!.width = CONTENT_WIDTH - columns.slice(1).reduce((sum, c) => sum + c.width, 0);
    writer.table(
      columns,
      report.byDevice.map((row) => {
        const owner = organisationsById.get(row.organisationId);
        const label = `${row.number} ${row.name}${showOrganisation && owner ? ` (${owner.name})` : ''}`;
        return [
          label,
          row.refrigerant ?? '–',
          kg(row.chargeKg),
          kg(row.installedKg),
          kg(row.addedKg),
          kg(row.recoveredKg),
          leakRate(row.leakRatePercent),
        ];
      }),
    );
  }

  writer.heading(l.notes);
  writer.paragraph(l.leakRateDefinition, { size: 8.5 });
  writer.gap(4);
  writer.paragraph(l.co2Definition(source), { size: 8.5 });
  if (report.unknownRefrigerants.length > 0) {
    writer.gap(4);
    writer.paragraph(l.unknownGwp(report.unknownRefrigerants.join(', ')), { size: 8.5 });
  }
  return writer.save();
}
