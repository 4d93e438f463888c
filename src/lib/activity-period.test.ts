import { describe, expect, it } from 'vitest';
import { activityPeriodBounds, isInActivityPeriod } from './activity-period';

describe('activityPeriodBounds', () => {
  it('bounds a winter period by Amsterdam midnights (UTC+1), the last day included', () => {
    expect(activityPeriodBounds({ from: '2026-01-10', to: '2026-01-12' })).toEqual({
      start: new Date('2026-01-09T23:00:00.000Z'),
      end: new Date('2026-01-12T23:00:00.000Z'),
    });
  });

  it('bounds a summer period by Amsterdam midnights (UTC+2)', () => {
    expect(activityPeriodBounds({ from: '2026-07-01', to: '2026-07-01' })).toEqual({
      start: new Date('2026-06-30T22:00:00.000Z'),
      end: new Date('2026-07-01T22:00:00.000Z'),
    });
  });

  it('spans the night the clocks go forward as one day of 23 hours', () => {
    const { start, end } = activityPeriodBounds({ from: '2026-03-29', to: '2026-03-29' });
    expect(end!.getTime() - start!.getTime()).toBe(23 * 60 * 60 * 1000);
  });

  it('leaves a side open when its day is not given', () => {
    expect(activityPeriodBounds({})).toEqual({ start: null, end: null });
    expect(activityPeriodBounds({ to: '2026-01-12' }).start).toBeNull();
  });
});

describe('isInActivityPeriod', () => {
  it('counts an entry by the Amsterdam day it happened on', () => {
    // 23:30 UTC on 12 January is 00:30 on 13 January in Amsterdam.
    expect(isInActivityPeriod('2026-01-12T23:30:00.000Z', { to: '2026-01-12' })).toBe(false);
    expect(isInActivityPeriod('2026-01-12T23:30:00.000Z', { from: '2026-01-13' })).toBe(true);
    expect(isInActivityPeriod('2026-01-12T22:59:59.999Z', { from: '2026-01-12', to: '2026-01-12' })).toBe(
      true,
    );
  });

  it('keeps every entry without bounds', () => {
    expect(isInActivityPeriod('2001-01-01T00:00:00.000Z', {})).toBe(true);
  });
});
