/**
 * The refrigerant-use report as CSV for Excel in Dutch settings: UTF-8 with a byte-order mark (so
 * Excel reads the accents), `;` between fields, decimal commas and no thousands separators, CRLF line
 * ends. One table: a header row, then a row per device, per refrigerant and the total, told apart by
 * the first column, so the file sorts and filters as one list.
 */
import type { RefrigerantUseFigures, RefrigerantUseReport } from '../../../../src/api/contract/reports';

export const CSV_HEADER = [
  'Regel',
  'Relatienummer',
  'Organisatie',
  'Toestelnummer',
  'Toestel',
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
] as const;

/** A number with a decimal comma and at most three decimals; empty for null. */
export function csvNumber(value: number | null): string {
  if (value === null) return '';
  return String(Math.round(value * 1000) / 1000).replace('.', ',');
}

/**
 * A text field as Excel reads it safely: a leading `=`, `+`, `-`, `@`, tab or carriage return would
 * start a formula (a device named `=HYPERLINK(...)`), so such text gets a leading apostrophe; a field
 * that holds the separator, a quote or a line break is quoted.
 */
export function csvField(value: string): string {
  const isNumber = /^-?\d+(,\d+)?$/.test(value);
  const inert = !isNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

function figureFields(figures: RefrigerantUseFigures): string[] {
  return [
    figures.chargeKg,
    figures.chargeTonnesCo2eq,
    figures.installedKg,
    figures.installedTonnesCo2eq,
    figures.addedKg,
    figures.addedTonnesCo2eq,
    figures.recoveredKg,
    figures.recoveredTonnesCo2eq,
    figures.leakRatePercent,
  ].map(csvNumber);
}

export function refrigerantUseCsv(report: RefrigerantUseReport): string {
  const organisationsById = new Map(report.organisations.map((o) => [o.id, o]));
  const period = [report.period.from, report.period.to];
  const rows: string[][] = [[...CSV_HEADER]];
  for (const device of report.byDevice) {
    const organisation = organisationsById.get(device.organisationId);
    rows.push([
      'Toestel',
      organisation?.code ?? '',
      organisation?.name ?? '',
      device.number,
      device.name,
      device.refrigerant ?? '',
      csvNumber(device.gwp),
      ...figureFields(device),
      ...period,
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
      ...period,
    ]);
  }
  rows.push(['Totaal', top.code, top.name, '', '', '', '', ...figureFields(report.totals), ...period]);
  return `\uFEFF${rows.map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}
