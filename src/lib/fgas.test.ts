import { describe, expect, it } from 'vitest';
import {
  REFRIGERANT_CODES,
  addMonths,
  canonicalRefrigerantCode,
  co2eq,
  formatTonnesCo2,
  gwpEditionOn,
  refrigerantCo2eq,
  refrigerantInfo,
} from './fgas';

describe('CO2-equivalent', () => {
  it('makes 1 kg of R134a 1.43 t under the AR4 values of Regulation 517/2014', () => {
    expect(refrigerantCo2eq('R134a', 1, 'eu-517-2014')).toBe(1.43);
  });

  it('makes 1 kg of R404A 3.9216 t (shown as 3,922) under AR4: the blend keeps its decimals', () => {
    expect(refrigerantCo2eq('R404A', 1, 'eu-517-2014')).toBe(3.9216);
    expect(formatTonnesCo2(3.9216, 'nl')).toBe('3,922 t CO₂-eq');
  });

  it('multiplies charge by GWP and divides by 1000 without rounding', () => {
    expect(co2eq(12.5, 3922)).toBe(49.025);
    expect(co2eq(0.1, 1430)).toBe(0.143);
    expect(co2eq(1.27485, 3921.6)).toBe(4.99945176);
    expect(co2eq(0, 2088)).toBe(0);
  });

  it.each([
    ['R410A', 2087.5],
    ['R407C', 1773.85],
    ['R407A', 2107],
    ['R407F', 1824.5],
    ['R507A', 3985],
    ['R404A', 3921.6],
    ['R448A', 1387.09],
    ['R449A', 1397.047],
    ['R452A', 2140.45],
    ['R454B', 466.319],
    ['R454C', 148.265],
    ['R513A', 631.44],
  ])(
    'computes the AR4 GWP of blend %s (%d, published rounded) from its composition, with decimals',
    (code, gwp) => {
      expect(refrigerantInfo(code, 'eu-517-2014')?.gwp).toBeCloseTo(gwp, 3);
    },
  );

  it('uses the Annex II values of Regulation 2024/573 for HFOs and the blends that contain them', () => {
    expect(refrigerantInfo('R1234yf')?.gwp).toBe(0.501);
    expect(refrigerantInfo('R1234ze')?.gwp).toBe(1.37);
    expect(refrigerantInfo('R1234yf', 'eu-517-2014')?.gwp).toBe(4);
    expect(refrigerantInfo('R513A')?.gwp).toBeCloseTo(629.48056, 5);
    expect(refrigerantInfo('R448A')?.gwp).toBeCloseTo(1385.9961, 4);
  });

  it('counts the non-fluorinated components of a blend with their Annex VI values (2024/573)', () => {
    // R422D: 65.1 % R125, 31.5 % R134a and 3.4 % isobutane.
    expect(refrigerantInfo('R422D')?.gwp).toBeCloseTo(0.651 * 3500 + 0.315 * 1430 + 0.034 * 0.006, 6);
  });

  it('gives natural refrigerants the 2024/573 values and counts none of them as fluorinated', () => {
    expect(refrigerantInfo('R290')).toMatchObject({ gwp: 0.02, fluorinated: false });
    expect(refrigerantInfo('R744')).toMatchObject({ gwp: 1, fluorinated: false });
    expect(refrigerantInfo('R717')).toMatchObject({ gwp: 0, fluorinated: false });
  });

  it('tells the Annex I share (tonnes test) from the Annex II section 1 share (mass test) of a blend', () => {
    expect(refrigerantInfo('R513A')).toMatchObject({ annexIFraction: 0.44, annexII1Fraction: 0.56 });
    expect(refrigerantInfo('R1234yf')).toMatchObject({ annexIFraction: 0, annexII1Fraction: 1 });
    expect(refrigerantInfo('R404A')).toMatchObject({ annexIFraction: 1, annexII1Fraction: 0 });
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

  it('applies the 2024/573 table from 11 March 2024', () => {
    expect(gwpEditionOn('2024-03-10')).toBe('eu-517-2014');
    expect(gwpEditionOn('2024-03-11')).toBe('eu-2024-573');
  });
});

describe('tonnes CO2-eq on screens and documents', () => {
  it('always shows three decimals, in the reader’s number format', () => {
    expect(formatTonnesCo2(21.66912, 'nl')).toBe('21,669 t CO₂-eq');
    expect(formatTonnesCo2(2.5, 'en')).toBe('2.500 t CO₂-eq');
    expect(formatTonnesCo2(1234.5, 'nl', false)).toBe('1.234,500');
  });
});

describe('calendar months', () => {
  it('adds months on the calendar and clamps to the end of a shorter month', () => {
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
});
