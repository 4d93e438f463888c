import { describe, expect, it } from 'vitest';
import type { DutyDevice, DutyLogbookEntry } from '../../../../src/lib/fgas-duties';
import { publicLeakCheck } from './public-leak-check';

const today = '2026-11-22';

/** 10 kg of R404A: 39.216 t CO2-eq, so a leak check every 12 months without leak detection. */
const freezer: DutyDevice = {
  refrigerant: 'R404A',
  chargeKg: 10,
  hermeticallySealed: false,
  leakDetectionSystem: false,
  installationDate: '2020-03-01',
  decommissionedDate: null,
  coolingCapacityKw: 12,
  category: 'freezer_cell',
};

function entry(id: number, kind: string, performedAt: string, extra: Partial<DutyLogbookEntry> = {}) {
  return {
    id: `00000000-0000-7000-8000-${String(id).padStart(12, '0')}`,
    kind,
    performedAt,
    leakCheckResult: kind === 'leak_check' ? 'no_leak' : null,
    repairResult: kind === 'repair' ? 'repaired' : null,
    detectionSystemResult: null,
    correctsEntryId: null,
    ...extra,
  };
}

describe('publicLeakCheck', () => {
  it('counts the interval from the last leak check in the logbook', () => {
    const logbook = [entry(1, 'leak_check', '2026-06-10T09:30:00Z')];
    expect(publicLeakCheck(freezer, logbook, [], today)).toEqual({
      lastLeakCheckDate: '2026-06-10',
      nextLeakCheckDate: '2027-06-10',
      leakCheckStatus: 'ok',
    });
  });

  it('asks for the re-check within a month after the repair of a leak (Art. 4(5))', () => {
    const logbook = [
      entry(1, 'leak_check', '2026-11-01T09:30:00Z', { leakCheckResult: 'leak_found' }),
      entry(2, 'repair', '2026-11-03T10:00:00Z'),
    ];
    expect(publicLeakCheck(freezer, logbook, [], today)).toMatchObject({
      lastLeakCheckDate: '2026-11-01',
      nextLeakCheckDate: '2026-12-03',
      leakCheckStatus: 'due_soon',
    });
  });

  it('counts from installation without any check', () => {
    expect(publicLeakCheck(freezer, [], [], today)).toEqual({
      lastLeakCheckDate: null,
      nextLeakCheckDate: '2021-03-01',
      leakCheckStatus: 'overdue',
    });
  });

  it('needs no leak checks for natural refrigerants, small charges and decommissioned devices', () => {
    for (const device of [
      { ...freezer, refrigerant: 'R744' },
      { ...freezer, chargeKg: 0.5 },
      { ...freezer, decommissionedDate: '2025-01-01' },
    ]) {
      expect(publicLeakCheck(device, [], [], today)).toMatchObject({
        nextLeakCheckDate: null,
        leakCheckStatus: 'not_required',
      });
    }
  });

  it('says unknown when refrigerant or charge is missing or the refrigerant is not known', () => {
    expect(publicLeakCheck({ ...freezer, chargeKg: null }, [], [], today).leakCheckStatus).toBe('unknown');
    expect(publicLeakCheck({ ...freezer, refrigerant: 'R999X' }, [], [], today).leakCheckStatus).toBe(
      'unknown',
    );
    expect(publicLeakCheck({ ...freezer, installationDate: null }, [], [], today).leakCheckStatus).toBe(
      'unknown',
    );
  });
});
