import { describe, expect, it } from 'vitest';
import {
  deviceDutyFigures,
  emptyFigures,
  mergeRefrigerantFigures,
  nextDutchMidnight,
  statisticsDay,
  statisticsMonths,
  sumStatistics,
  weekOf,
} from './statistics';

const period = {
  day: '2026-11-26',
  weekStart: '2026-11-23',
  weekEnd: '2026-11-29',
  computedAt: '2026-11-26T08:00:00.000Z',
  validUntil: '2026-11-26T23:00:00.000Z',
};

describe('the statistics calendar', () => {
  it('takes the day in the Netherlands, not in UTC', () => {
    expect(statisticsDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(statisticsDay(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(statisticsDay(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });

  it('runs a week from Monday to Sunday', () => {
    expect(weekOf('2026-11-26')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ weekStart: '2026-11-23', weekEnd: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ weekStart: '2026-12-28', weekEnd: '2027-01-03' });
  });

  it('lists the current month and the eleven before it, across the year', () => {
    const months = statisticsMonths('2026-03-31');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-04');
    expect(months.at(-1)).toBe('2026-03');
  });

  it('finds the next midnight in the Netherlands in winter and in summer time', () => {
    expect(nextDutchMidnight(new Date('2026-11-26T10:00:00Z')).toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    );
    expect(nextDutchMidnight(new Date('2026-07-01T10:00:00Z')).toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    // 23:30 UTC on 26 November is already the 27th in Amsterdam.
    expect(nextDutchMidnight(new Date('2026-11-26T23:30:00Z')).toISOString()).toBe(
      '2026-11-27T23:00:00.000Z',
    );
    // The night the clocks go back: 25 October 2026 has 25 hours.
    expect(nextDutchMidnight(new Date('2026-10-25T12:00:00Z')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });
});

describe('deviceDutyFigures', () => {
  it("counts overdue, due within 30 days (the engine's due soon) and within 90 days", () => {
    const figures = deviceDutyFigures(
      ['2026-11-25', '2026-11-26', '2026-12-26', '2026-12-27', '2027-02-24', '2027-02-25', null],
      '2026-11-26',
    );
    expect(figures).toEqual({ devicesOverdue: 1, devicesDueWithin30Days: 2, devicesDueWithin90Days: 4 });
  });
});

describe('sumStatistics', () => {
  const row = (over: Partial<ReturnType<typeof emptyFigures>>, at = period) => ({
    ...emptyFigures(['2026-10', '2026-11']),
    ...at,
    ...over,
  });

  it('adds counts, amounts, refrigerants and months, and keeps the oldest period', () => {
    const total = sumStatistics([
      row({
        openOrders: 2,
        openInvoicesCents: 1000,
        refrigerants: [{ refrigerant: 'R404A', devices: 1, chargeKg: 12, co2eqTonnes: 47.064 }],
        months: [
          { month: '2026-10', orders: 1, invoicedCents: 500 },
          { month: '2026-11', orders: 2, invoicedCents: 0 },
        ],
      }),
      row(
        {
          openOrders: 3,
          openInvoicesCents: 250,
          refrigerants: [
            { refrigerant: 'r404a', devices: 2, chargeKg: 1.5, co2eqTonnes: 5.883 },
            { refrigerant: 'R-XYZ', devices: 1, chargeKg: 2, co2eqTonnes: null },
          ],
        },
        {
          ...period,
          day: '2026-11-25',
          computedAt: '2026-11-25T08:00:00.000Z',
          validUntil: '2026-11-25T23:00:00.000Z',
        },
      ),
    ])!;
    expect(total.openOrders).toBe(5);
    expect(total.openInvoicesCents).toBe(1250);
    expect(total.day).toBe('2026-11-25');
    expect(total.validUntil).toBe('2026-11-25T23:00:00.000Z');
    expect(total.refrigerants).toEqual([
      { refrigerant: 'R404A', devices: 3, chargeKg: 13.5, co2eqTonnes: 52.947 },
      { refrigerant: 'R-XYZ', devices: 1, chargeKg: 2, co2eqTonnes: null },
    ]);
    expect(total.months).toEqual([
      { month: '2026-10', orders: 1, invoicedCents: 500 },
      { month: '2026-11', orders: 2, invoicedCents: 0 },
    ]);
  });

  it('is null without rows', () => {
    expect(sumStatistics([])).toBeNull();
  });
});

describe('mergeRefrigerantFigures', () => {
  it('puts the largest CO2-eq first and an unknown GWP last', () => {
    const merged = mergeRefrigerantFigures([
      { refrigerant: 'R290', devices: 1, chargeKg: 0.3, co2eqTonnes: 0.000006 },
      { refrigerant: 'R-XYZ', devices: 1, chargeKg: 9, co2eqTonnes: null },
      { refrigerant: 'R134a', devices: 1, chargeKg: 4, co2eqTonnes: 5.72 },
    ]);
    expect(merged.map((figure) => figure.refrigerant)).toEqual(['R134a', 'R290', 'R-XYZ']);
  });
});
