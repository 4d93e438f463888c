import { describe, expect, it } from 'vitest';
import { checklistDueDate, dueStatus, todayDate } from './due-dates';

describe('dueStatus', () => {
  it('is overdue once the date has passed, due soon within 30 days, ok after that', () => {
    expect(dueStatus('2026-11-21', '2026-11-22')).toBe('overdue');
    expect(dueStatus('2026-11-22', '2026-11-22')).toBe('due_soon');
    expect(dueStatus('2026-12-22', '2026-11-22')).toBe('due_soon');
    expect(dueStatus('2026-12-23', '2026-11-22')).toBe('ok');
  });
});

describe('todayDate', () => {
  it('gives the Dutch calendar date, as the statistics and the agenda do', () => {
    // 00:30 on the 23rd in Amsterdam, still the 22nd in UTC.
    expect(todayDate(Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});

describe('checklistDueDate', () => {
  it('counts the interval from the last checklist, or from installation without one', () => {
    const base = { checklistIntervalMonths: 12, installationDate: '2020-01-31', decommissionedDate: null };
    expect(checklistDueDate({ ...base, lastChecklistDate: '2026-02-10' })).toBe('2027-02-10');
    expect(checklistDueDate({ ...base, lastChecklistDate: null })).toBe('2021-01-31');
  });

  it('has no due date without an interval or after decommissioning', () => {
    const base = { lastChecklistDate: '2026-02-10', installationDate: null };
    expect(checklistDueDate({ ...base, checklistIntervalMonths: null, decommissionedDate: null })).toBeNull();
    expect(
      checklistDueDate({ ...base, checklistIntervalMonths: 6, decommissionedDate: '2026-03-01' }),
    ).toBeNull();
  });
});
