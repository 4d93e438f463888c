import { describe, expect, it } from 'vitest';
import type { RefrigerantUseReport } from '../../../src/api/contract/reports';
import { loadPdf, pageTexts } from '../routes/qr-stickers/sticker-pdf-inspection';
import { renderRefrigerantUsePdf } from './refrigerant-use-pdf';

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
  name: 'Bakkerij De Jong',
  parentId: null,
};

const report: RefrigerantUseReport = {
  organisation,
  organisations: [organisation],
  period: { from: '2025-01-01', to: '2025-12-31', days: 365 },
  // 15:15 UTC in January is 16:15 in Amsterdam.
  generatedAt: '2026-01-05T15:15:00.000Z',
  gwpEdition: 'eu-2024-573',
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

async function textOf(locale?: 'nl' | 'en'): Promise<string> {
  const doc = await loadPdf(await renderRefrigerantUsePdf(report, locale));
  return doc.getPages().flatMap(pageTexts).join('\n');
}

describe('renderRefrigerantUsePdf', () => {
  it('prints when it was generated on the Amsterdam clock', async () => {
    expect(await textOf()).toContain('05-01-2026 16:15');
  });

  it('prints tonnes CO2-eq with three decimals, like every other document', async () => {
    const text = await textOf();
    expect(text).toContain('39,220');
    expect(text).toContain('5,883');
    expect(text).toContain('1.234,500');
  });

  it('cites the regulation of the GWP values in Dutch for a Dutch reader', async () => {
    const text = await textOf('nl');
    expect(text).toContain('Verordening (EU) 2024/573, bijlagen I, II en VI');
    expect(text).not.toContain('Regulation');
  });

  it('writes the report in English, citing the regulation in English, for an English reader', async () => {
    const text = await textOf('en');
    expect(text).toContain('Refrigerant use report');
    expect(text).toContain('05/01/2026 16:15');
    expect(text).toContain('Regulation (EU) 2024/573, Annexes I, II and VI');
    expect(text).toContain('1,234.500');
    expect(text).not.toContain('Verordening');
  });
});
