import { describe, expect, it } from 'vitest';
import type { RefrigerantUseReport } from '../../../../src/api/contract/reports';
import { CSV_HEADER, csvField, csvNumber, csvTonnes, refrigerantUseCsv } from './refrigerant-use-csv';

const figures = {
  chargeKg: 10,
  chargeTonnesCo2eq: 39.22,
  installedKg: 0,
  installedTonnesCo2eq: 0,
  addedKg: 1.5,
  addedTonnesCo2eq: 5.883,
  recoveredKg: 0,
  recoveredTonnesCo2eq: 0,
  leakRatePercent: 15,
};

const organisation = {
  id: '0192f000-0000-7000-8000-000000000001',
  code: 'REL-10001',
  name: 'Bakkerij De Jong Holding B.V.',
  parentId: null,
};

function report(gwpEdition: 'eu-2024-573' | 'eu-517-2014'): RefrigerantUseReport {
  return {
    organisation,
    organisations: [organisation],
    period: { from: '2025-01-01', to: '2025-12-31', days: 365 },
    generatedAt: '2026-01-05T15:15:00.000Z',
    gwpEdition,
    gwpSource: 'Regulation (EU) 2024/573, Annexes I, II and VI',
    totals: { ...figures, chargeTonnesCo2eq: 1234.5 },
    byRefrigerant: [{ ...figures, refrigerant: 'R404A', gwp: 3922, deviceCount: 1 }],
    byDevice: [
      {
        ...figures,
        serviceObjectId: '0192f000-0000-7000-8000-000000000002',
        organisationId: organisation.id,
        number: 'SO-000001',
        name: 'Koelcel testbakkerij',
        refrigerant: 'R404A',
        gwp: 3922,
      },
    ],
    unknownRefrigerants: [],
  };
}

function rows(csv: string): string[][] {
  return csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
}

describe('report CSV fields', () => {
  it('keeps text that Excel would run as a formula inert', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31 30 241 88 00')).toBe("'+31 30 241 88 00");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('Koelcel 2')).toBe('Koelcel 2');
  });

  it('leaves numbers with a decimal comma alone, negative ones and grouped ones too', () => {
    expect(csvField(csvNumber(1.5))).toBe('1,5');
    expect(csvField(csvNumber(-0.25))).toBe('-0,25');
    expect(csvField('-1.234,500')).toBe('-1.234,500');
  });

  it('quotes a field with the separator, a quote or a line break', () => {
    expect(csvField('Hal 3; achter')).toBe('"Hal 3; achter"');
  });

  it('prints tonnes CO2-eq as every document does: three decimals', () => {
    expect(csvTonnes(39.22)).toBe('39,220');
    expect(csvTonnes(0.058)).toBe('0,058');
    expect(csvTonnes(1234.5)).toBe('1.234,500');
  });
});

describe('refrigerantUseCsv', () => {
  it('writes tonnes with three decimals and kilograms as they are', () => {
    const table = rows(refrigerantUseCsv(report('eu-2024-573')));
    expect(table[0]).toEqual([...CSV_HEADER]);
    for (const row of table) expect(row).toHaveLength(CSV_HEADER.length);
    const device = table.find((row) => row[0] === 'Installatie')!;
    expect(device[CSV_HEADER.indexOf('Inhoud (kg)')]).toBe('10');
    expect(device[CSV_HEADER.indexOf('Inhoud (t CO2-eq)')]).toBe('39,220');
    expect(device[CSV_HEADER.indexOf('Bijgevuld (t CO2-eq)')]).toBe('5,883');
    const total = table.find((row) => row[0] === 'Totaal')!;
    expect(total[CSV_HEADER.indexOf('Inhoud (t CO2-eq)')]).toBe('1.234,500');
  });

  it('cites the regulation of the GWP values in Dutch, the older one for a period before 2024/573', () => {
    const source = CSV_HEADER.indexOf('Bron GWP-waarden');
    expect(rows(refrigerantUseCsv(report('eu-2024-573')))[1]![source]).toBe(
      'Verordening (EU) 2024/573, bijlagen I, II en VI',
    );
    expect(rows(refrigerantUseCsv(report('eu-517-2014')))[1]![source]).toBe(
      'Verordening (EU) nr. 517/2014, bijlagen I, II en IV (IPCC AR4)',
    );
  });
});
