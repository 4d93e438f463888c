import { describe, expect, it } from 'vitest';
import {
  REFRIGERANT_CODES,
  addMonths,
  canonicalRefrigerantCode,
  co2eq,
  leakCheckDuty,
  nextLeakCheckDate,
  refrigerantCo2eq,
  refrigerantInfo,
} from './fgas';

describe('CO2-equivalent', () => {
  it('makes 1 kg of R134a 1.43 t under the AR4 values of Regulation 517/2014', () => {
    expect(refrigerantCo2eq('R134a', 1, 'eu-517-2014')).toBe(1.43);
  });

  it('makes 1 kg of R404A 3.922 t under the AR4 values of Regulation 517/2014', () => {
    expect(refrigerantCo2eq('R404A', 1, 'eu-517-2014')).toBe(3.922);
  });

  it('multiplies charge by GWP and divides by 1000, to whole kilograms of CO2', () => {
    expect(co2eq(12.5, 3922)).toBe(49.025);
    expect(co2eq(0.1, 1430)).toBe(0.143);
    expect(co2eq(0, 2088)).toBe(0);
  });

  it.each([
    ['R410A', 2088],
    ['R407C', 1774],
    ['R407A', 2107],
    ['R407F', 1825],
    ['R507A', 3985],
    ['R448A', 1387],
    ['R449A', 1397],
    ['R452A', 2140],
    ['R454B', 466],
    ['R454C', 148],
    ['R513A', 631],
    ['R422D', 2729],
  ])('computes the published AR4 GWP of blend %s (%i) from its composition', (code, gwp) => {
    expect(refrigerantInfo(code, 'eu-517-2014')?.gwp).toBe(gwp);
  });

  it('uses the HFO values of Regulation 2024/573 for blends that contain them', () => {
    expect(refrigerantInfo('R1234yf')?.gwp).toBe(0.501);
    expect(refrigerantInfo('R1234yf', 'eu-517-2014')?.gwp).toBe(4);
    expect(refrigerantInfo('R513A')?.gwp).toBe(629);
    expect(refrigerantInfo('R404A')?.gwp).toBe(3922);
  });

  it('knows natural refrigerants but does not count them as fluorinated gases', () => {
    expect(refrigerantInfo('R744')).toMatchObject({ gwp: 1, fluorinated: false });
    expect(refrigerantInfo('R717')).toMatchObject({ gwp: 0, fluorinated: false });
    expect(refrigerantInfo('R290')?.fluorinated).toBe(false);
  });

  it('reads common spellings of a code and answers null for an unknown one', () => {
    expect(canonicalRefrigerantCode('r-404a')).toBe('R404A');
    expect(canonicalRefrigerantCode('R 1234YF')).toBe('R1234yf');
    expect(refrigerantInfo('R22')).toBeNull();
    expect(refrigerantCo2eq('R999X', 1)).toBeNull();
  });

  it('gives every known refrigerant a GWP in both editions', () => {
    for (const code of REFRIGERANT_CODES) {
      expect(refrigerantInfo(code, 'eu-2024-573')?.gwp).toBeGreaterThanOrEqual(0);
      expect(refrigerantInfo(code, 'eu-517-2014')?.gwp).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('leak-check duty', () => {
  const device = { hermeticallySealed: false, leakDetectionSystem: false };

  it('is not required below 5 t CO2-eq', () => {
    expect(leakCheckDuty({ ...device, refrigerant: 'R410A', chargeKg: 2.3 })).toMatchObject({
      required: false,
      reason: 'below_threshold',
      co2eqTonnes: 4.802,
    });
  });

  it('asks every 12 months from 5 t, and every 24 with a leak detection system', () => {
    expect(leakCheckDuty({ ...device, refrigerant: 'R410A', chargeKg: 2.4 })).toMatchObject({
      required: true,
      intervalMonths: 12,
    });
    expect(
      leakCheckDuty({ ...device, leakDetectionSystem: true, refrigerant: 'R404A', chargeKg: 12.5 }),
    ).toMatchObject({ required: true, intervalMonths: 24, co2eqTonnes: 49.025 });
  });

  it('asks every 6 months from 50 t', () => {
    expect(leakCheckDuty({ ...device, refrigerant: 'R404A', chargeKg: 13 })).toMatchObject({
      required: true,
      intervalMonths: 6,
      leakDetectionMandatory: false,
    });
  });

  it('asks every 3 months from 500 t and makes leak detection mandatory there', () => {
    expect(leakCheckDuty({ ...device, refrigerant: 'R404A', chargeKg: 130 })).toMatchObject({
      required: true,
      intervalMonths: 3,
      leakDetectionMandatory: true,
    });
  });

  it('exempts hermetically sealed equipment below 10 t only', () => {
    const sealed = { ...device, hermeticallySealed: true, refrigerant: 'R134a' };
    expect(leakCheckDuty({ ...sealed, chargeKg: 6 })).toMatchObject({
      required: false,
      reason: 'hermetically_sealed',
    });
    expect(leakCheckDuty({ ...sealed, chargeKg: 7 })).toMatchObject({ required: true, intervalMonths: 12 });
  });

  it('does not apply to natural refrigerants or unknown codes', () => {
    expect(leakCheckDuty({ ...device, refrigerant: 'R744', chargeKg: 5000 })).toMatchObject({
      required: false,
      reason: 'not_fluorinated',
    });
    expect(leakCheckDuty({ ...device, refrigerant: 'R22', chargeKg: 10 })).toMatchObject({
      required: false,
      reason: 'unknown_refrigerant',
    });
  });
});

describe('due dates', () => {
  it('adds months on the calendar and clamps to the end of a shorter month', () => {
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });

  it('schedules the next leak check one interval later, or within a month after a leak repair', () => {
    expect(nextLeakCheckDate('2026-03-10', 12)).toBe('2027-03-10');
    expect(nextLeakCheckDate('2026-03-10', 12, true)).toBe('2026-04-10');
  });
});
