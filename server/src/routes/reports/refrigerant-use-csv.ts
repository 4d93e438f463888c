/**
 * The refrigerant-use report as CSV for Excel in Dutch settings: UTF-8 with a byte-order mark (so
 * Excel reads the accents), `;` between fields, CRLF line ends. Kilograms and percentages with a
 * decimal comma and no thousands separators; tonnes CO2-eq as every screen and document prints them
 * (`formatTonnesCo2`: three decimals, Dutch grouping, which Dutch Excel reads as a number). One table:
 * a header row, then a row per device, per refrigerant and the total, told apart by the first column,
 * so the file sorts and filters as one list; the last column cites the regulation the GWP values come
 * from, in Dutch like the rest of the file.
 */
import type { RefrigerantUseFigures, RefrigerantUseReport } from '../../../../src/api/contract/reports';
import { formatTonnesCo2, gwpEditionCitation } from '../../../../src/lib/fgas';

export const CSV_HEADER = [
  'Regel',
  'Relatienummer',
  'Organisatie',
  'Installatienummer',
  'Installatie',
  'Koudemiddel',
  'GWP',
  'Inhoud (kg)',
  'Inhoud (t CO2-eq)',
  'Eerste vulling (kg)',
  'Eerste vulling (t CO2-eq)',
  'Bijgevuld (kg)',
  'Bijgevuld (t CO2-eq)',
  'Teruggewonnen (kg)',
  'Teruggewonnen (t CO2-eq)',
  'Lekpercentage per jaar (%)',
  'Periode van',
  'Periode tot en met',
  'Bron GWP-waarden',
] as const;

/** A number with a decimal comma and at most three decimals; empty for null. */
export function csvNumber(value: number | null): string {
  if (value === null) return '';
  return String(Math.round(value * 1000) / 1000).replace('.', ',');
}

/** Tonnes CO2-eq with three decimals (`formatTonnesCo2`, without the unit, which the header names). */
export function csvTonnes(value: number): string {
  return formatTonnesCo2(value, 'nl', false);
}

/**
 * A text field as Excel reads it safely: a leading `=`, `+`, `-`, `@`, tab or carriage return would
 * start a formula (a device named `=HYPERLINK(...)`), so such text gets a leading apostrophe; a field
 * that holds the separator, a quote or a line break is quoted. A Dutch number (`-0,25`, `1.234,500`)
 * is left alone.
 */
export function csvField(value: string): string {
  const isNumber = /^-?(\d+|\d{1,3}(\.\d{3})+)(,\d+)?$/.test(value);
  const inert = !isNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

function figureFields(figures: RefrigerantUseFigures): string[] {
  return [
    csvNumber(figures.chargeKg),
    csvTonnes(figures.chargeTonnesCo2eq),
    csvNumber(figures.installedKg),
    csvTonnes(figures.installedTonnesCo2eq),
    csvNumber(figures.addedKg),
    csvTonnes(figures.addedTonnesCo2eq),
    csvNumber(figures.recoveredKg),
    csvTonnes(figures.recoveredTonnesCo2eq),
    csvNumber(figures.leakRatePercent),
  ];
}

export function refrigerantUseCsv(report: RefrigerantUseReport): string {
  const organisationsById = new Map(report.organisations.map((o) => [o.id, o]));
  // The last columns of every row: the period and the source of the GWP values.
  const trailer = [report.period.from, report.period.to, gwpEditionCitation(report.gwpEdition, 'nl')];
  const rows: string[][] = [[...CSV_HEADER]];
  for (const device of report.byDevice) {
    const organisation = organisationsById.get(device.organisationId);
    rows.push([
      'Installatie',
      organisation?.code ?? '',
      organisation?.name ?? '',
      device.number,
      device.name,
      device.refrigerant ?? '',
      csvNumber(device.gwp),
      ...figureFields(device),
      ...trailer,
    ]);
  }
  const top = report.organisation;
  for (const refrigerant of report.byRefrigerant) {
    rows.push([
      'Koudemiddel',
      top.code,
      top.name,
      '',
      '',
      refrigerant.refrigerant,
      csvNumber(refrigerant.gwp),
      ...figureFields(refrigerant),
      ...trailer,
    ]);
  }
  rows.push(['Totaal', top.code, top.name, '', '', '', '', ...figureFields(report.totals), ...trailer]);
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
