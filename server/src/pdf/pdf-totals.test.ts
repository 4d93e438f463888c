import { describe, expect, it } from 'vitest';
import { computeTotals, lineAmountCents } from './pdf-totals';

describe('computeTotals', () => {
  it('adds 21% VAT to the sum of the lines by default', () => {
    const totals = computeTotals([
      { description: 'Arbeidsloon', quantity: 2.5, unit: 'uur', unitPriceCents: 8450 },
      { description: 'Filterdroger', quantity: 1, unit: 'st', unitPriceCents: 3450 },
    ]);
    expect(totals.subtotalCents).toBe(24575);
    expect(totals.vat).toEqual([{ ratePercent: 21, baseCents: 24575, vatCents: 5161 }]);
    expect(totals.totalCents).toBe(29736);
  });

  it('groups VAT per rate, highest rate first', () => {
    const totals = computeTotals([
      { description: 'Boek', quantity: 1, unit: 'st', unitPriceCents: 1000, vatRatePercent: 9 },
      { description: 'Onderdeel', quantity: 1, unit: 'st', unitPriceCents: 1000 },
    ]);
    expect(totals.vat.map((v) => v.ratePercent)).toEqual([21, 9]);
    expect(totals.vatCents).toBe(210 + 90);
    expect(totals.totalCents).toBe(2300);
  });

  it('rounds credit lines symmetrically to debit lines', () => {
    expect(lineAmountCents({ description: 'x', quantity: 0.5, unit: 'st', unitPriceCents: 3 })).toBe(2);
    expect(lineAmountCents({ description: 'x', quantity: -0.5, unit: 'st', unitPriceCents: 3 })).toBe(-2);
  });

  it('answers zero totals for a document without lines', () => {
    expect(computeTotals([])).toEqual({ subtotalCents: 0, vat: [], vatCents: 0, totalCents: 0 });
  });
});
