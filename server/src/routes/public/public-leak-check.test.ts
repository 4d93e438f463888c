import { describe, expect, it } from 'vitest';
import { publicLeakCheck, type LeakCheckDevice } from './public-leak-check';

const today = '2026-11-22';

/** 10 kg of R404A: about 40 t CO2-eq, so a leak check every 12 months without leak detection. */
const freezer: LeakCheckDevice = {
  refrigerant: 'R404A',
  chargeKg: 10,
  hermeticallySealed: false,
  leakDetectionSystem: false,
  installationDate: '2020-03-01',
  decommissionedDate: null,
};

describe('publicLeakCheck', () => {
  it('counts the interval from the last leak check in the logbook', () => {
    const last = { performedAt: new Date('2026-06-10T09:30:00Z'), leakFound: false };
    expect(publicLeakCheck(freezer, last, null, today)).toEqual({
      lastLeakCheckDate: '2026-06-10',
      nextLeakCheckDate: '2027-06-10',
      leakCheckStatus: 'ok',
    });
  });

  it('asks for a re-check within a month after a leak was found', () => {
    const last = { performedAt: new Date('2026-11-01T09:30:00Z'), leakFound: true };
    expect(publicLeakCheck(freezer, last, null, today)).toMatchObject({
      nextLeakCheckDate: '2026-12-01',
      leakCheckStatus: 'due_soon',
    });
  });

  it('prefers the statutory inspection record, and counts from installation without any check', () => {
    expect(
      publicLeakCheck(freezer, null, { nextDueDate: '2026-10-01', lastInspectionDate: '2025-10-01' }, today),
    ).toEqual({
      lastLeakCheckDate: null,
      nextLeakCheckDate: '2026-10-01',
      leakCheckStatus: 'overdue',
    });
    expect(publicLeakCheck(freezer, null, null, today).nextLeakCheckDate).toBe('2021-03-01');
  });

  it('needs no leak checks for natural refrigerants, small charges and decommissioned devices', () => {
    for (const device of [
      { ...freezer, refrigerant: 'R744' },
      { ...freezer, chargeKg: 0.5 },
      { ...freezer, decommissionedDate: '2025-01-01' },
    ]) {
      expect(publicLeakCheck(device, null, null, today)).toMatchObject({
        nextLeakCheckDate: null,
        leakCheckStatus: 'not_required',
      });
    }
  });

  it('says unknown when refrigerant or charge is missing or the refrigerant is not known', () => {
    expect(publicLeakCheck({ ...freezer, chargeKg: null }, null, null, today).leakCheckStatus).toBe(
      'unknown',
    );
    expect(publicLeakCheck({ ...freezer, refrigerant: 'R999X' }, null, null, today).leakCheckStatus).toBe(
      'unknown',
    );
    expect(publicLeakCheck({ ...freezer, installationDate: null }, null, null, today).leakCheckStatus).toBe(
      'unknown',
    );
  });
});
