import { describe, expect, it } from 'vitest';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import { filterTransactions, initialTransactionFilter, transactionTotals } from './logbook-filter';
import { logbookEntryFixture } from './logbook-test-fixtures';

const deviceA = '00000000-0000-7000-8000-00000000000a';
const deviceB = '00000000-0000-7000-8000-00000000000b';

function entry(n: number, fields: Partial<RefrigerantLogbookEntry>): RefrigerantLogbookEntry {
  return logbookEntryFixture({
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    serviceObjectId: deviceA,
    kind: 'added',
    refrigerant: 'R404A',
    quantityKg: 1,
    gasOrigin: 'new',
    ...fields,
  });
}

const entries = [
  entry(1, { kind: 'installed', quantityKg: 12.5, performedAt: '2020-05-01T08:00:00Z' }),
  entry(2, {
    kind: 'leak_check',
    quantityKg: null,
    gasOrigin: null,
    leakCheckResult: 'leak_found',
    leakLocation: 'Persleiding bij de compressor',
    performedAt: '2026-02-28T09:00:00Z',
  }),
  entry(3, { kind: 'added', quantityKg: 0.35, performedAt: '2026-02-28T11:00:00Z' }),
  entry(4, {
    kind: 'recovered',
    quantityKg: 4.2,
    refrigerant: 'R134a',
    gasOrigin: null,
    recoveryDestination: 'reuse',
    serviceObjectId: deviceB,
    performedAt: '2026-06-30T23:30:00Z',
  }),
  entry(5, {
    kind: 'lds_check',
    quantityKg: null,
    gasOrigin: null,
    detectionSystemResult: 'working',
    performedAt: '2026-04-15T10:00:00Z',
  }),
];

function ids(filter: Partial<typeof initialTransactionFilter>): number[] {
  return filterTransactions(entries, { ...initialTransactionFilter, ...filter }).map((row) =>
    Number(row.id.slice(-3)),
  );
}

describe('filterTransactions', () => {
  it('lists the movements of refrigerant newest first, leaving out leak and detection-system checks', () => {
    expect(ids({})).toEqual([4, 3, 1]);
  });

  it('shows leak checks and detection-system checks when asked for by kind', () => {
    expect(ids({ kind: 'leak_check' })).toEqual([2]);
    expect(ids({ kind: 'lds_check' })).toEqual([5]);
  });

  it('keeps to a period, both ends inclusive', () => {
    expect(ids({ from: '2026-02-28', to: '2026-06-30' })).toEqual([4, 3]);
    expect(ids({ to: '2026-02-27' })).toEqual([1]);
  });

  it('filters by refrigerant, in any spelling of its case, and by device', () => {
    expect(ids({ refrigerant: 'r134a' })).toEqual([4]);
    expect(ids({ serviceObjectId: deviceA })).toEqual([3, 1]);
  });
});

describe('transactionTotals', () => {
  it('sums installed, added and recovered kilograms without rounding noise', () => {
    expect(
      transactionTotals([...entries, entry(6, { quantityKg: 0.1 }), entry(7, { quantityKg: 0.2 })]),
    ).toEqual({
      installedKg: 12.5,
      addedKg: 0.65,
      recoveredKg: 4.2,
    });
  });
});
