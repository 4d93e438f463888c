import { describe, expect, it } from 'vitest';
import type { RefrigerantUseReport } from '../../api/contract/reports';
import { freshDatabase } from '../../db/db-test-fixtures';
import { keptResults, saveRefrigerantUseResult } from './report-results';

const organisationId = '0190a000-0000-7000-8000-0000000000b1';
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

function report(from: string, to: string, generatedAt = '2026-11-22T09:00:00.000Z'): RefrigerantUseReport {
  const organisation = { id: organisationId, code: 'REL-1', name: 'Bakkerij', parentId: null };
  return {
    organisation,
    organisations: [organisation],
    period: { from, to, days: 365 },
    generatedAt,
    gwpEdition: 'eu-2024-573',
    gwpSource: 'Regulation (EU) 2024/573, Annexes I and II',
    totals: figures,
    byRefrigerant: [],
    byDevice: [],
    unknownRefrigerants: [],
  };
}

describe('saveRefrigerantUseResult', () => {
  it('keeps one result per organisation and period, the newest answer replacing the older', async () => {
    const db = freshDatabase('report-results-replace');
    await saveRefrigerantUseResult(
      db,
      organisationId,
      report('2025-01-01', '2025-12-31', '2026-11-01T09:00:00.000Z'),
      1,
    );
    await saveRefrigerantUseResult(
      db,
      organisationId,
      report('2025-01-01', '2025-12-31', '2026-11-22T09:00:00.000Z'),
      2,
    );
    await saveRefrigerantUseResult(db, organisationId, report('2026-01-01', '2026-12-31'), 3);
    const rows = await db.reportResults.toArray();
    expect(rows).toHaveLength(2);
    const lastYear = await db.reportResults.get(`refrigerant-use:${organisationId}:2025-01-01:2025-12-31`);
    expect(lastYear?.report.generatedAt).toBe('2026-11-22T09:00:00.000Z');
    db.close();
  });

  it(`keeps only the ${keptResults} most recent results`, async () => {
    const db = freshDatabase('report-results-prune');
    for (let day = 1; day <= keptResults + 3; day += 1) {
      const date = `2026-01-${String(day).padStart(2, '0')}`;
      await saveRefrigerantUseResult(db, organisationId, report(date, date), day);
    }
    expect(await db.reportResults.count()).toBe(keptResults);
    expect(
      await db.reportResults.get(`refrigerant-use:${organisationId}:2026-01-01:2026-01-01`),
    ).toBeUndefined();
    expect(
      await db.reportResults.get(`refrigerant-use:${organisationId}:2026-01-23:2026-01-23`),
    ).toBeDefined();
    db.close();
  });
});
