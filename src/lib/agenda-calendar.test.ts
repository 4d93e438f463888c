import { describe, expect, it } from 'vitest';
import {
  addMonths,
  amsterdamDayStart,
  appointmentStatus,
  groupByDay,
  isCalendarDate,
  monthGrid,
  stepAnchor,
  viewDays,
  viewPeriod,
  weekDays,
  weekStart,
} from './agenda-calendar';
import { dutchDay } from './dutch-day';

describe('the agenda calendar', () => {
  it('starts the week on Monday', () => {
    expect(weekStart('2026-03-26')).toBe('2026-03-23'); // a Thursday
    expect(weekStart('2026-03-23')).toBe('2026-03-23'); // a Monday
    expect(weekStart('2026-03-29')).toBe('2026-03-23'); // a Sunday belongs to the week before
    expect(weekDays('2026-01-01')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('lays a month out as whole weeks from Monday to Sunday', () => {
    const february = monthGrid('2026-02-14'); // 1 Feb 2026 is a Sunday
    expect(february[0]).toEqual([
      '2026-01-26',
      '2026-01-27',
      '2026-01-28',
      '2026-01-29',
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(february.at(-1)!.at(-1)).toBe('2026-03-01');
    expect(february).toHaveLength(5);
    expect(monthGrid('2026-08-01')).toHaveLength(6); // August 2026: Saturday the 1st to Monday the 31st
    expect(monthGrid('2027-02-10')).toHaveLength(4); // February 2027 starts on a Monday, 28 days
    expect(monthGrid('2026-06-30').flat()).toContain('2026-06-30');
  });

  it('steps a day, a week, a month or the list length, and a month from the 31st to the next month', () => {
    expect(stepAnchor('day', '2026-03-31', 1)).toBe('2026-04-01');
    expect(stepAnchor('week', '2026-03-26', -1)).toBe('2026-03-16');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepAnchor('list', '2026-03-01', 1)).toBe('2026-03-29');
    expect(addMonths('2026-12-05', 1)).toBe('2027-01-01');
  });

  it('reads dates in Amsterdam time, whatever the device zone', () => {
    expect(dutchDay('2026-03-21T23:30:00Z')).toBe('2026-03-22'); // 00:30 winter time
    expect(dutchDay('2026-07-21T22:30:00Z')).toBe('2026-07-22'); // 00:30 summer time
    expect(dutchDay('2026-07-21T21:59:00Z')).toBe('2026-07-21');
  });

  it('begins an Amsterdam day at local midnight across the summer-time changes', () => {
    expect(amsterdamDayStart('2026-03-28').toISOString()).toBe('2026-03-27T23:00:00.000Z');
    expect(amsterdamDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z'); // clocks go forward at 02:00
    expect(amsterdamDayStart('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(amsterdamDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z'); // clocks go back at 03:00
    expect(amsterdamDayStart('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });

  it('bounds the week of the spring change at 167 hours', () => {
    const { from, to } = viewPeriod('week', '2026-03-25');
    expect(from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((to.getTime() - from.getTime()) / 3_600_000).toBe(167);
  });

  it('shows the list from its first day for four weeks', () => {
    expect(viewDays('list', '2026-03-10')).toEqual({ first: '2026-03-10', last: '2026-04-06' });
    expect(viewDays('month', '2026-02-14')).toEqual({ first: '2026-01-26', last: '2026-03-01' });
  });

  it('groups appointments by the Amsterdam day they start on, in start order', () => {
    const days = groupByDay([
      { id: 'late', startsAt: '2026-10-25T22:30:00Z' }, // 23:30 on the 25th (winter time)
      { id: 'night', startsAt: '2026-10-24T22:30:00Z' }, // 00:30 on the 25th (summer time)
      { id: 'morning', startsAt: '2026-10-25T07:00:00Z' },
    ]);
    expect([...days.keys()]).toEqual(['2026-10-25']);
    expect(days.get('2026-10-25')!.map((item) => item.id)).toEqual(['night', 'morning', 'late']);
  });

  it('says whether an appointment is planned, under way or over', () => {
    const appointment = { startsAt: '2026-03-10T08:00:00Z', endsAt: '2026-03-10T10:00:00Z' };
    expect(appointmentStatus(appointment, new Date('2026-03-10T07:59:00Z'))).toBe('planned');
    expect(appointmentStatus(appointment, new Date('2026-03-10T09:00:00Z'))).toBe('ongoing');
    expect(appointmentStatus(appointment, new Date('2026-03-10T10:00:00Z'))).toBe('past');
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });
});
