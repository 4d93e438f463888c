import { describe, expect, it } from 'vitest';
import { checklistDueDate, dueStatus, leakCheckPlan, todayDate } from './due-dates';

const device = {
  refrigerant: 'R404A',
  chargeKg: 10,
  hermeticallySealed: false,
  leakDetectionSystem: false,
  installationDate: '2020-03-15',
  decommissionedDate: null,
};

describe('dueStatus', () => {
  it('is overdue once the date has passed, due soon within 30 days, ok after that', () => {
    expect(dueStatus('2026-11-21', '2026-11-22')).toBe('overdue');
    expect(dueStatus('2026-11-22', '2026-11-22')).toBe('due_soon');
    expect(dueStatus('2026-12-22', '2026-11-22')).toBe('due_soon');
    expect(dueStatus('2026-12-23', '2026-11-22')).toBe('ok');
  });
});

describe('todayDate', () => {
  it('gives the UTC calendar date', () => {
    expect(todayDate(Date.parse('2026-11-22T23:30:00Z'))).toBe('2026-11-22');
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

describe('leakCheckPlan', () => {
  it('takes the interval from the F-gas rules and counts from the last leak check in the logbook', () => {
    // 10 kg R404A = 39.22 t CO2-eq: a check every 12 months.
    const plan = leakCheckPlan(
      device,
      [
        { kind: 'leak_check', performedAt: '2025-05-01T10:00:00Z', leakCheckResult: 'no_leak' },
        { kind: 'leak_check', performedAt: '2026-04-20T10:00:00Z', leakCheckResult: 'no_leak' },
        { kind: 'added', performedAt: '2026-06-01T10:00:00Z', leakCheckResult: null },
      ],
      undefined,
    );
    expect(plan.duty).toMatchObject({ required: true, intervalMonths: 12 });
    expect(plan.lastCheckDate).toBe('2026-04-20');
    expect(plan.nextDueDate).toBe('2027-04-20');
  });

  it('asks for a re-check within a month after a leak was found', () => {
    const plan = leakCheckPlan(
      device,
      [{ kind: 'leak_check', performedAt: '2026-04-20T10:00:00Z', leakCheckResult: 'leak_found' }],
      undefined,
    );
    expect(plan.nextDueDate).toBe('2026-05-20');
  });

  it('follows the statutory inspection record when there is one', () => {
    expect(leakCheckPlan(device, [], { nextDueDate: '2026-12-01' }).nextDueDate).toBe('2026-12-01');
  });

  it('counts from a logbook check made after the inspection record', () => {
    const plan = leakCheckPlan(
      device,
      [{ kind: 'leak_check', performedAt: '2026-10-15T09:00:00Z', leakCheckResult: 'no_leak' }],
      { nextDueDate: '2026-11-01', lastInspectionDate: '2025-11-01' },
    );
    expect(plan.nextDueDate).toBe('2027-10-15');
  });

  it('brings the re-check within a month after a leak even when an inspection record is later', () => {
    const plan = leakCheckPlan(
      device,
      [{ kind: 'leak_check', performedAt: '2026-04-20T10:00:00Z', leakCheckResult: 'leak_found' }],
      { nextDueDate: '2026-12-01', lastInspectionDate: '2026-04-20' },
    );
    expect(plan.nextDueDate).toBe('2026-05-20');
  });

  it('has no next check for exempt equipment or without a known charge', () => {
    const hermetic = leakCheckPlan({ ...device, chargeKg: 1, hermeticallySealed: true }, [], undefined);
    expect(hermetic.duty).toMatchObject({ required: false, reason: 'hermetically_sealed' });
    expect(hermetic.nextDueDate).toBeNull();
    expect(leakCheckPlan({ ...device, chargeKg: null }, [], undefined)).toEqual({
      duty: null,
      lastCheckDate: null,
      nextDueDate: null,
    });
  });
});
