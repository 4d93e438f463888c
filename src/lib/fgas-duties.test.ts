/**
 * The duty engine against the law, case by case, each with the article it applies. Dates are Dutch
 * calendar days; timestamps are written in UTC (Amsterdam is UTC+1 in winter, UTC+2 in summer).
 */
import { describe, expect, it } from 'vitest';
import { dueStatus } from './due-dates';
import {
  deviceDuties,
  deviceFactsFromLogbook,
  leakCheckApplicability,
  nextLeakCheck,
  placingBans,
  type DutyDevice,
  type DutyLogbookEntry,
} from './fgas-duties';
import { citeSource } from './fgas-law';

const base: DutyDevice = {
  refrigerant: 'R32',
  chargeKg: 32.1,
  hermeticallySealed: false,
  leakDetectionSystem: true,
  installationDate: '2019-05-02',
  decommissionedDate: null,
  coolingCapacityKw: 40,
  category: 'chiller',
};

let sequence = 0;
function entry(kind: string, performedAt: string, extra: Partial<DutyLogbookEntry> = {}): DutyLogbookEntry {
  sequence += 1;
  return {
    id: `00000000-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    kind,
    performedAt,
    leakCheckResult: kind === 'leak_check' ? 'no_leak' : null,
    repairResult: kind === 'repair' ? 'repaired' : null,
    detectionSystemResult: kind === 'lds_check' ? 'working' : null,
    correctsEntryId: null,
    ...extra,
  };
}

function dutyOf(kind: string, device: DutyDevice, logbook: DutyLogbookEntry[]) {
  return deviceDuties(device, logbook).duties.find((duty) => duty.kind === kind);
}

describe('the re-check after a leak repair (2024/573 Art. 4(5))', () => {
  const leakFound = entry('leak_check', '2025-12-11T09:30:00Z', { leakCheckResult: 'leak_found' });
  const repaired = entry('repair', '2025-12-11T13:00:00Z');

  it('falls due one month after the repair, not before 24 hours have passed (R32 32.1 kg, SO-000156)', () => {
    const duties = deviceDuties(base, [leakFound, repaired]).duties;
    const recheck = duties.find((duty) => duty.kind === 'fgas_leak_recheck');
    expect(recheck).toMatchObject({ dueDate: '2026-01-11', notBefore: '2025-12-12', lastDate: '2025-12-11' });
    expect(citeSource(recheck!.source, 'en')).toBe('Regulation (EU) 2024/573, Art. 4(5)');
    expect(citeSource(recheck!.source, 'nl')).toBe('Verordening (EU) 2024/573, art. 4, lid 5');
    // It is the next leak check the device, its QR page and the lists show, and it is overdue today.
    expect(nextLeakCheck(duties)).toBe(recheck);
    expect(dueStatus(recheck!.dueDate, '2026-11-26')).toBe('overdue');
  });

  it('counts from the repair, not from the check that found the leak', () => {
    const lateRepair = entry('repair', '2026-01-20T10:00:00Z');
    expect(dutyOf('fgas_leak_recheck', base, [leakFound, lateRepair])).toMatchObject({
      dueDate: '2026-02-20',
    });
  });

  it('is not met by a check within 24 hours of the repair, and is met by one after', () => {
    const tooSoon = entry('leak_check', '2025-12-12T08:00:00Z');
    expect(dutyOf('fgas_leak_recheck', base, [leakFound, repaired, tooSoon])).toBeDefined();
    const inTime = entry('leak_check', '2025-12-12T13:00:00Z');
    expect(dutyOf('fgas_leak_recheck', base, [leakFound, repaired, inTime])).toBeUndefined();
    // The periodic check then counts from the re-check: 24 months with detection (21.668 t).
    expect(dutyOf('fgas_leak_check', base, [leakFound, repaired, inTime])).toMatchObject({
      dueDate: '2027-12-12',
    });
  });

  it('leaves a leak found without a repair open as a repair due since the day it was found (Art. 4)', () => {
    expect(dutyOf('fgas_leak_repair', base, [leakFound])).toMatchObject({ dueDate: '2025-12-11' });
    expect(dutyOf('fgas_leak_recheck', base, [leakFound])).toBeUndefined();
  });

  it('reads a correction instead of the entry it corrects (the logbook is append-only)', () => {
    const correction = entry('leak_check', '2025-12-11T09:30:00Z', { correctsEntryId: leakFound.id });
    expect(dutyOf('fgas_leak_repair', base, [leakFound, correction])).toBeUndefined();
  });
});

describe('the leak-check interval (2024/573 Art. 5)', () => {
  const plain = { ...base, leakDetectionSystem: false, hermeticallySealed: false };

  it('compares the unrounded tonnes: 1.27485 kg R404A is 4.99945 t, below 5 t', () => {
    expect(leakCheckApplicability({ ...plain, refrigerant: 'R404A', chargeKg: 1.27485 })).toMatchObject({
      required: false,
      reason: 'below_threshold',
    });
    expect(leakCheckApplicability({ ...plain, refrigerant: 'R404A', chargeKg: 1.275 })).toMatchObject({
      required: true,
      intervalMonths: 12,
    });
  });

  it('checks HFOs by mass: 3 kg R1234yf every 12 months, 150 kg R1234ze every 3 months', () => {
    expect(leakCheckApplicability({ ...plain, refrigerant: 'R1234yf', chargeKg: 3 })).toMatchObject({
      required: true,
      intervalMonths: 12,
    });
    const large = leakCheckApplicability({ ...plain, refrigerant: 'R1234ze', chargeKg: 150 });
    expect(large).toMatchObject({ required: true, intervalMonths: 3, detectionRequired: true });
    expect(leakCheckApplicability({ ...plain, refrigerant: 'R1234yf', chargeKg: 0.9 })).toMatchObject({
      required: false,
      reason: 'below_threshold',
    });
  });

  it('applies both tests to a blend and keeps the stricter: 3 kg R513A (1.68 kg HFO) every 12 months', () => {
    // 3 kg × 629.48 = 1.888 t CO2-eq is below 5 t; its 1.68 kg of R1234yf is above 1 kg.
    expect(leakCheckApplicability({ ...plain, refrigerant: 'R513A', chargeKg: 3 })).toMatchObject({
      required: true,
      intervalMonths: 12,
    });
  });

  it('makes 35.2 kg R513A with detection a 12-month check by the mass rule, not 24 (SO-000167)', () => {
    const device = { ...base, refrigerant: 'R513A', chargeKg: 35.2 };
    const check = entry('leak_check', '2025-06-28T08:00:00Z');
    expect(dutyOf('fgas_leak_check', device, [check])).toMatchObject({
      dueDate: '2026-06-28',
      intervalMonths: 12,
    });
  });

  it('doubles the interval with a working leak detection system, not with a faulty one', () => {
    const device = { ...base, refrigerant: 'R404A', chargeKg: 13, leakDetectionSystem: true };
    expect(dutyOf('fgas_leak_check', device, [])).toMatchObject({ intervalMonths: 12 });
    const faulty = entry('lds_check', '2026-01-05T10:00:00Z', { detectionSystemResult: 'faulty' });
    expect(dutyOf('fgas_leak_check', device, [faulty])).toMatchObject({ intervalMonths: 6 });
  });

  it('exempts labelled hermetic equipment below 10 t CO2-eq or 2 kg of HFO', () => {
    const sealed = { ...plain, hermeticallySealed: true };
    expect(leakCheckApplicability({ ...sealed, refrigerant: 'R134a', chargeKg: 6 })).toMatchObject({
      required: false,
      reason: 'hermetically_sealed',
    });
    expect(leakCheckApplicability({ ...sealed, refrigerant: 'R134a', chargeKg: 7 })).toMatchObject({
      required: true,
    });
    expect(leakCheckApplicability({ ...sealed, refrigerant: 'R1234yf', chargeKg: 1.5 })).toMatchObject({
      required: false,
      reason: 'hermetically_sealed',
    });
    expect(leakCheckApplicability({ ...sealed, refrigerant: 'R1234yf', chargeKg: 2.5 })).toMatchObject({
      required: true,
      intervalMonths: 12,
    });
  });

  it('gives natural refrigerants no F-gas duty', () => {
    expect(leakCheckApplicability({ ...plain, refrigerant: 'R290', chargeKg: 150 })).toMatchObject({
      required: false,
      reason: 'not_fluorinated',
      co2eqTonnes: 0.003,
    });
    expect(deviceDuties({ ...plain, refrigerant: 'R744', chargeKg: 400 }, []).duties).toEqual([]);
  });

  it('counts the first check from installation when the logbook has none', () => {
    expect(dutyOf('fgas_leak_check', { ...plain, refrigerant: 'R410A', chargeKg: 5 }, [])).toMatchObject({
      dueDate: '2020-05-02',
      lastDate: '2019-05-02',
    });
  });
});

describe('leak detection systems (2024/573 Art. 6)', () => {
  it('flags 500 t or more without a leak detection system', () => {
    const device = { ...base, refrigerant: 'R404A', chargeKg: 130, leakDetectionSystem: false };
    const missing = dutyOf('lds_required', device, []);
    expect(missing).toMatchObject({ dueDate: '2019-05-02' });
    expect(citeSource(missing!.source, 'en')).toBe('Regulation (EU) 2024/573, Art. 6');
    expect(dutyOf('fgas_leak_check', device, [])).toMatchObject({ intervalMonths: 3 });
  });

  it('asks for a check of the detection system every 12 months', () => {
    const checked = entry('lds_check', '2025-10-01T09:00:00Z');
    expect(dutyOf('lds_check', base, [checked])).toMatchObject({ dueDate: '2026-10-01', intervalMonths: 12 });
    expect(dutyOf('lds_check', { ...base, leakDetectionSystem: false }, [])).toBeUndefined();
  });
});

describe('the EPBD inspection of air conditioning (Dutch Bbl)', () => {
  it('applies above 70 kW, not at 70 kW, every five years from the last inspection', () => {
    expect(dutyOf('epbd_ac', { ...base, coolingCapacityKw: 70 }, [])).toBeUndefined();
    const device = { ...base, coolingCapacityKw: 70.1 };
    const inspections = [{ regime: 'epbd_ac', intervalMonths: 60, lastInspectionDate: '2022-04-01' }];
    expect(deviceDuties(device, [], inspections).duties.find((d) => d.kind === 'epbd_ac')).toMatchObject({
      dueDate: '2027-04-01',
    });
  });

  it('does not apply to refrigeration equipment', () => {
    expect(dutyOf('epbd_ac', { ...base, category: 'cold_room', coolingCapacityKw: 120 }, [])).toBeUndefined();
  });
});

describe('prohibitions on new equipment (2024/573 Annex IV)', () => {
  const coldRoom = { ...base, category: 'cold_room', refrigerant: 'R404A', chargeKg: 12 };

  it('flags an R404A cold room installed after 2020, not one installed before', () => {
    expect(placingBans({ ...coldRoom, installationDate: '2021-03-01' }).map((ban) => ban.id)).toEqual([
      'stationary_refrigeration_2500',
    ]);
    expect(placingBans({ ...coldRoom, installationDate: '2019-12-31' })).toEqual([]);
  });

  it('flags a small single split with R410A installed from 2025', () => {
    const split = { ...base, category: 'split_ac', refrigerant: 'R410A', chargeKg: 1.6 };
    expect(placingBans({ ...split, installationDate: '2025-04-01' }).map((ban) => ban.id)).toEqual([
      'single_split_ac_750',
    ]);
    expect(placingBans({ ...split, refrigerant: 'R32', installationDate: '2025-04-01' })).toEqual([]);
  });
});

describe('the device facts the logbook sets', () => {
  it('takes the charge and refrigerant of the latest standing installed entry', () => {
    const first = { ...entry('installed', '2019-05-02T08:00:00Z'), refrigerant: 'R404A', quantityKg: 12 };
    const topUp = { ...entry('added', '2020-05-02T08:00:00Z'), refrigerant: 'R404A', quantityKg: 1.5 };
    const retrofit = { ...entry('installed', '2023-05-02T08:00:00Z'), refrigerant: 'R449A', quantityKg: 11 };
    expect(deviceFactsFromLogbook([first, topUp])).toMatchObject({ refrigerant: 'R404A', chargeKg: 12 });
    expect(deviceFactsFromLogbook([first, topUp, retrofit])).toMatchObject({
      refrigerant: 'R449A',
      chargeKg: 11,
    });
    const corrected = {
      ...entry('installed', '2023-05-02T08:00:00Z', { correctsEntryId: retrofit.id }),
      refrigerant: 'R449A',
      quantityKg: 10.5,
    };
    expect(deviceFactsFromLogbook([first, retrofit, corrected])).toMatchObject({ chargeKg: 10.5 });
  });

  it('gives a decommissioned device no duties', () => {
    const gone = { ...base, decommissionedDate: '2026-02-01' };
    expect(
      deviceDuties(gone, [entry('leak_check', '2025-01-01T10:00:00Z', { leakCheckResult: 'leak_found' })])
        .duties,
    ).toEqual([]);
  });
});
