import { describe, expect, it } from 'vitest';
import {
  calendarYear,
  gwpEditionFor,
  lastTwelveMonths,
  leakRatePercent,
  periodDays,
  refrigerantUse,
  type RefrigerantUseDevice,
  type RefrigerantUseEntry,
} from './refrigerant-use';

const year2025 = { from: '2025-01-01', to: '2025-12-31' };

function device(overrides: Partial<RefrigerantUseDevice> & { id: string }): RefrigerantUseDevice {
  return {
    organisationId: 'org-1',
    number: overrides.id.toUpperCase(),
    name: `Toestel ${overrides.id}`,
    refrigerant: 'R404A',
    chargeKg: 10,
    installationDate: '2020-01-01',
    decommissionedDate: null,
    ...overrides,
  };
}

let entrySeq = 0;
function entry(
  serviceObjectId: string,
  kind: RefrigerantUseEntry['kind'],
  quantityKg: number | null,
  performedAt: string,
  overrides: Partial<RefrigerantUseEntry> = {},
): RefrigerantUseEntry {
  entrySeq += 1;
  return {
    id: `e${entrySeq}`,
    serviceObjectId,
    kind,
    refrigerant: 'R404A',
    quantityKg,
    performedAt,
    correctsEntryId: null,
    ...overrides,
  };
}

describe('refrigerantUse', () => {
  it('gives 10 kg R404A with 1.5 kg added in a year a leak rate of 15 % and 39.216 t CO2-eq', () => {
    const report = refrigerantUse(
      year2025,
      [device({ id: 'a' })],
      [entry('a', 'added', 1.5, '2025-06-10T09:00:00Z')],
    );
    expect(report.totals).toEqual({
      chargeKg: 10,
      chargeTonnesCo2eq: 39.216,
      installedKg: 0,
      installedTonnesCo2eq: 0,
      addedKg: 1.5,
      addedTonnesCo2eq: 5.882,
      recoveredKg: 0,
      recoveredTonnesCo2eq: 0,
      leakRatePercent: 15,
    });
    expect(report.byRefrigerant).toEqual([
      expect.objectContaining({ refrigerant: 'R404A', gwp: 3921.6, deviceCount: 1, leakRatePercent: 15 }),
    ]);
    expect(report.gwpEdition).toBe('eu-2024-573');
  });

  it('scales the leak rate of a shorter period to a year', () => {
    const quarter = { from: '2025-01-01', to: '2025-03-31' };
    const report = refrigerantUse(
      quarter,
      [device({ id: 'a' })],
      [entry('a', 'added', 0.5, '2025-02-01T10:00:00Z')],
    );
    // 0.5 / 10 × 365.25 / 90 × 100 = 20.29 %
    expect(report.period.days).toBe(90);
    expect(report.totals.leakRatePercent).toBe(20.3);
  });

  it('sums per refrigerant and per device, with each entry counted in its own refrigerant', () => {
    const report = refrigerantUse(
      year2025,
      [
        device({ id: 'a', refrigerant: 'R404A', chargeKg: 10 }),
        device({ id: 'b', refrigerant: 'R134a', chargeKg: 4, organisationId: 'org-2' }),
        device({ id: 'c', refrigerant: 'r-134a', chargeKg: 6 }),
      ],
      [
        entry('a', 'added', 1, '2025-03-01T10:00:00Z'),
        entry('a', 'recovered', 2.5, '2025-04-01T10:00:00Z'),
        entry('b', 'added', 0.4, '2025-05-01T10:00:00Z', { refrigerant: 'R134a' }),
        entry('c', 'installed', 6, '2025-07-01T10:00:00Z', { refrigerant: 'R134a' }),
        entry('c', 'leak_check', null, '2025-08-01T10:00:00Z', { refrigerant: 'R134a' }),
      ],
    );
    expect(
      report.byRefrigerant.map((row) => [row.refrigerant, row.chargeKg, row.addedKg, row.installedKg]),
    ).toEqual([
      ['R134a', 10, 0.4, 6],
      ['R404A', 10, 1, 0],
    ]);
    const r134a = report.byRefrigerant.find((row) => row.refrigerant === 'R134a')!;
    expect(r134a.chargeTonnesCo2eq).toBe(14.3);
    expect(r134a.deviceCount).toBe(2);
    expect(report.byDevice.map((row) => [row.number, row.addedKg, row.recoveredKg])).toEqual([
      ['A', 1, 2.5],
      ['B', 0.4, 0],
      ['C', 0, 0],
    ]);
    expect(report.totals).toMatchObject({ chargeKg: 20, addedKg: 1.4, recoveredKg: 2.5, installedKg: 6 });
  });

  it('counts an entry on its Dutch calendar day, so a top-up just after midnight on 1 January falls in the new year', () => {
    const report = refrigerantUse(
      year2025,
      [device({ id: 'a' })],
      [
        // 00:30 in Amsterdam on 1 January 2025.
        entry('a', 'added', 1, '2024-12-31T23:30:00Z'),
        // 00:30 in Amsterdam on 1 January 2026: outside.
        entry('a', 'added', 2, '2025-12-31T23:30:00Z'),
      ],
    );
    expect(report.totals.addedKg).toBe(1);
  });

  it('replaces a corrected entry by its correction, dated on the original day', () => {
    const wrong = entry('a', 'added', 15, '2025-11-20T10:00:00Z');
    const correction = entry('a', 'added', 1.5, '2026-01-05T10:00:00Z', { correctsEntryId: wrong.id });
    const report = refrigerantUse(year2025, [device({ id: 'a' })], [wrong, correction]);
    expect(report.totals.addedKg).toBe(1.5);
  });

  it('leaves out the charge of devices installed after or decommissioned before the period', () => {
    const report = refrigerantUse(
      year2025,
      [
        device({ id: 'new', installationDate: '2026-02-01' }),
        device({ id: 'old', decommissionedDate: '2024-06-30' }),
        device({ id: 'ends', decommissionedDate: '2025-06-30', chargeKg: 3 }),
      ],
      [entry('old', 'recovered', 2, '2025-01-15T10:00:00Z')],
    );
    expect(report.totals.chargeKg).toBe(3);
    expect(report.totals.recoveredKg).toBe(2);
    expect(report.byDevice.map((row) => row.number)).toEqual(['ENDS', 'OLD']);
  });

  it('counts the gas of a device deleted from the portal since, but not its charge', () => {
    const report = refrigerantUse(
      year2025,
      [device({ id: 'kept', chargeKg: 4 }), device({ id: 'gone', isDeleted: true })],
      [entry('gone', 'added', 1.5, '2025-03-01T10:00:00Z')],
    );
    expect(report.totals.chargeKg).toBe(4);
    expect(report.totals.addedKg).toBe(1.5);
    expect(report.byDevice.map((row) => row.number)).toEqual(['GONE', 'KEPT']);
  });

  it('lists a refrigerant the GWP table does not know and counts its tonnes as 0', () => {
    const report = refrigerantUse(year2025, [device({ id: 'a', refrigerant: 'R12' })], []);
    expect(report.unknownRefrigerants).toEqual(['R12']);
    expect(report.byRefrigerant).toEqual([
      expect.objectContaining({ refrigerant: 'R12', gwp: null, chargeKg: 10, chargeTonnesCo2eq: 0 }),
    ]);
  });

  it('has no leak rate without a charge', () => {
    const report = refrigerantUse(year2025, [], []);
    expect(report.totals.leakRatePercent).toBeNull();
    expect(report.byDevice).toEqual([]);
  });
});

describe('report periods', () => {
  it('counts both ends of a period', () => {
    expect(periodDays(year2025)).toBe(365);
    expect(periodDays({ from: '2025-03-01', to: '2025-03-01' })).toBe(1);
  });

  it('takes the last 12 months up to today in the Netherlands', () => {
    expect(lastTwelveMonths(new Date('2026-11-22T10:00:00Z'))).toEqual({
      from: '2025-11-23',
      to: '2026-11-22',
    });
    // 23:30 UTC on 31 December is already 1 January in Amsterdam.
    expect(lastTwelveMonths(new Date('2025-12-31T23:30:00Z'))).toEqual({
      from: '2025-01-02',
      to: '2026-01-01',
    });
  });

  it('names this year and last year', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(calendarYear('this', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(calendarYear('last', now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('uses the GWP table in force at the end of the period', () => {
    expect(gwpEditionFor({ from: '2023-01-01', to: '2023-12-31' })).toBe('eu-517-2014');
    expect(gwpEditionFor({ from: '2024-01-01', to: '2024-03-11' })).toBe('eu-2024-573');
  });

  it('rounds the leak rate to one decimal', () => {
    expect(leakRatePercent(1.5, 10, 366)).toBe(15);
    expect(leakRatePercent(1, 3, 365)).toBe(33.4);
  });
});
