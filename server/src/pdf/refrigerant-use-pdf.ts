/**
 * The refrigerant-use report as an A4 PDF a customer can hand to an inspector (product.md §8):
 * title, organisation with its relation number and the child companies included, period, when it
 * was generated, totals, a table per refrigerant and per device, the definition of the leak rate and
 * the source of the GWP values; page numbers come from the shared footer. Dutch throughout.
 */
import type { RefrigerantUseReport } from '../../../src/api/contract/reports';
import { LEAK_RATE_DEFINITION_NL } from '../../../src/lib/refrigerant-use';
import { formatDate } from './pdf-format';
import { CONTENT_WIDTH, MARGIN, PdfWriter, type TableColumn } from './pdf-writer';

const kgFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 3 });
const tonnesFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const percentFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const gwpFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 });
const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export const formatKg = (value: number) => kgFormat.format(value);
export const formatTonnes = (value: number) => tonnesFormat.format(value);
export const formatLeakRate = (value: number | null) =>
  value === null ? '–' : `${percentFormat.format(value)} %`;
const formatGwp = (value: number | null) => (value === null ? 'onbekend' : gwpFormat.format(value));
const day = (date: string) => formatDate(new Date(`${date}T00:00:00Z`));

/** Renders the report; the same report (including `generatedAt`) gives the same bytes. */
export async function renderRefrigerantUsePdf(report: RefrigerantUseReport): Promise<Uint8Array> {
  const generatedAt = new Date(report.generatedAt);
  const organisation = report.organisation;
  const period = `${day(report.period.from)} t/m ${day(report.period.to)}`;
  const writer = await PdfWriter.create({
    title: `Koudemiddelrapportage ${organisation.name}`,
    subject: `Koudemiddelgebruik van ${organisation.name} (${organisation.code}) over ${period}`,
    date: generatedAt,
  });
  writer.title('Koudemiddelrapportage');
  const children = report.organisations.filter((o) => o.id !== organisation.id);
  const bottom = writer.keyValues(
    [
      ['Organisatie', organisation.name],
      ['Relatienummer', organisation.code],
      ['Periode', `${period} (${report.period.days} dagen)`],
      ['Gegenereerd op', dateTimeFormat.format(generatedAt).replace(',', '')],
      ['GWP-waarden', report.gwpSource],
    ],
    MARGIN,
    writer.y,
    95,
  );
  writer.y = bottom - 6;
  if (children.length > 0) {
    writer.paragraph(
      `Inclusief ${children.length === 1 ? 'de dochteronderneming' : 'de dochterondernemingen'}: ` +
        children.map((child) => `${child.name} (${child.code})`).join(', '),
      { size: 9 },
    );
  }

  writer.heading('Totaal');
  const totals = report.totals;
  writer.table(
    [
      { header: '', width: 155 },
      { header: 'kg', width: 120, align: 'right' },
      { header: 't CO2-eq', width: 120, align: 'right' },
    ],
    [
      ['Inhoud van de installaties', formatKg(totals.chargeKg), formatTonnes(totals.chargeTonnesCo2eq)],
      ['Eerste vulling', formatKg(totals.installedKg), formatTonnes(totals.installedTonnesCo2eq)],
      ['Bijgevuld', formatKg(totals.addedKg), formatTonnes(totals.addedTonnesCo2eq)],
      ['Teruggewonnen', formatKg(totals.recoveredKg), formatTonnes(totals.recoveredTonnesCo2eq)],
      ['Lekpercentage per jaar', formatLeakRate(totals.leakRatePercent), ''],
    ],
  );

  writer.heading('Per koudemiddel');
  const figureColumns: TableColumn[] = [
    { header: 'Inhoud kg', width: 52, align: 'right' },
    { header: 't CO2-eq', width: 52, align: 'right' },
    { header: 'Bijgevuld kg', width: 58, align: 'right' },
    { header: 'Terug kg', width: 50, align: 'right' },
    { header: 'Lek %/jr', width: 50, align: 'right' },
  ];
  if (report.byRefrigerant.length === 0) {
    writer.paragraph('Geen toestellen met koudemiddel in deze periode.');
  } else {
    const first = CONTENT_WIDTH - 60 - 45 - figureColumns.reduce((sum, c) => sum + c.width, 0);
    writer.table(
      [
        { header: 'Koudemiddel', width: first },
        { header: 'GWP', width: 60, align: 'right' },
        { header: 'Toestellen', width: 45, align: 'right' },
        ...figureColumns,
      ],
      report.byRefrigerant.map((row) => [
        row.refrigerant,
        formatGwp(row.gwp),
        String(row.deviceCount),
        formatKg(row.chargeKg),
        formatTonnes(row.chargeTonnesCo2eq),
        formatKg(row.addedKg),
        formatKg(row.recoveredKg),
        formatLeakRate(row.leakRatePercent),
      ]),
    );
    if (report.totals.installedKg > 0) {
      writer.gap(4);
      writer.paragraph(
        `Eerste vullingen in de periode: ${formatKg(report.totals.installedKg)} kg ` +
          `(${formatTonnes(report.totals.installedTonnesCo2eq)} t CO2-eq); zie de toestellen hieronder.`,
        { size: 8.5 },
      );
    }
  }

  writer.heading('Per toestel');
  if (report.byDevice.length === 0) {
    writer.paragraph('Geen toestellen in deze periode.');
  } else {
    const organisationsById = new Map(report.organisations.map((o) => [o.id, o]));
    const showOrganisation = report.organisations.length > 1;
    const columns: TableColumn[] = [
      { header: 'Toestel', width: 0 },
      { header: 'Koudemiddel', width: 58 },
      { header: 'Inhoud kg', width: 48, align: 'right' },
      { header: 'Vulling kg', width: 48, align: 'right' },
      { header: 'Bijgevuld kg', width: 55, align: 'right' },
      { header: 'Terug kg', width: 45, align: 'right' },
      { header: 'Lek %/jr', width: 46, align: 'right' },
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
          formatKg(row.chargeKg),
          formatKg(row.installedKg),
          formatKg(row.addedKg),
          formatKg(row.recoveredKg),
          formatLeakRate(row.leakRatePercent),
        ];
      }),
    );
  }

  writer.heading('Toelichting');
  writer.paragraph(LEAK_RATE_DEFINITION_NL, { size: 8.5 });
  writer.gap(4);
  writer.paragraph(
    `CO2-equivalent (ton) = kg × GWP ÷ 1000, met de GWP-waarden van ${report.gwpSource}. ` +
      'Bij mengsels is de GWP het gewogen gemiddelde van de gefluoreerde componenten. ' +
      'Hoeveelheden komen uit het F-gassenlogboek van de toestellen; een gecorrigeerde registratie telt met de correctie.',
    { size: 8.5 },
  );
  if (report.unknownRefrigerants.length > 0) {
    writer.gap(4);
    writer.paragraph(`Zonder bekende GWP (telt als 0 t CO2-eq): ${report.unknownRefrigerants.join(', ')}.`, {
      size: 8.5,
    });
  }
  return writer.save();
}
