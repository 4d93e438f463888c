import { describe, expect, it } from 'vitest';
import { dueStatus, todayDate } from './due-dates';
import { dutchDay, dutchToday } from './dutch-day';

describe('the Dutch day', () => {
  it('is the Amsterdam date, not the UTC one, in the last hour(s) before midnight', () => {
    // Winter (UTC+1): 23:30 UTC is 00:30 the next day in Amsterdam.
    expect(dutchDay('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(dutchDay('2026-11-26T22:59:59Z')).toBe('2026-11-26');
    // Summer (UTC+2): 22:30 UTC is 00:30 the next day.
    expect(dutchDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
    expect(dutchDay(Date.parse('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
  });

  it('gives today, and the due dates of every duty, the same day', () => {
    const justAfterDutchMidnight = Date.parse('2026-12-31T23:15:00Z');
    expect(dutchToday(justAfterDutchMidnight)).toBe('2027-01-01');
    expect(todayDate(justAfterDutchMidnight)).toBe('2027-01-01');
    // A duty due on 31 December is overdue once the Dutch day is 1 January, UTC or not.
    expect(dueStatus('2026-12-31', todayDate(justAfterDutchMidnight))).toBe('overdue');
  });
});
