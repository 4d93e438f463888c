import { describe, expect, it } from 'vitest';
import { isInPeriod, periodRange } from './date-periods';
import { dutchDay } from './dutch-day';

const now = new Date('2026-11-22T12:00:00Z');

describe('periodRange', () => {
  it('counts the last 30 days including today', () => {
    expect(periodRange('last30Days', now)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('spans whole calendar years for this year and last year', () => {
    expect(periodRange('thisYear', now)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodRange('lastYear', now)).toEqual({ from: '2025-01-01', to: '2025-12-31' });
  });

  it('has no bounds for all', () => {
    expect(periodRange('all', now)).toBeNull();
  });
});

describe('isInPeriod', () => {
  it('compares dates as calendar days, bounds included', () => {
    expect(isInPeriod('2026-10-24', 'last30Days', now)).toBe(true);
    expect(isInPeriod('2026-10-23', 'last30Days', now)).toBe(false);
  });

  it('takes a timestamp as its day in the Netherlands', () => {
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(dutchDay(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(isInPeriod('2025-12-31T23:30:00Z', 'lastYear', now)).toBe(false);
    expect(isInPeriod('2025-12-31T23:30:00Z', 'thisYear', now)).toBe(true);
  });

  it('keeps a record without a date only when no period is chosen', () => {
    expect(isInPeriod(null, 'all', now)).toBe(true);
    expect(isInPeriod(null, 'thisYear', now)).toBe(false);
  });
});
