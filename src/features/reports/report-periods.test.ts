import { describe, expect, it } from 'vitest';
import { reportResultKey, selectedPeriod } from './report-periods';

const now = new Date('2026-11-22T10:00:00Z');

describe('selectedPeriod', () => {
  it('turns the presets into calendar periods in the Netherlands', () => {
    expect(selectedPeriod({ preset: 'thisYear', from: '', to: '' }, now)).toEqual({
      period: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(selectedPeriod({ preset: 'lastYear', from: '', to: '' }, now)).toEqual({
      period: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(selectedPeriod({ preset: 'last12Months', from: '', to: '' }, now)).toEqual({
      period: { from: '2025-11-23', to: '2026-11-22' },
    });
  });

  it('uses a custom range only when both dates are given and in order', () => {
    expect(selectedPeriod({ preset: 'custom', from: '2026-02-01', to: '2026-03-31' }, now)).toEqual({
      period: { from: '2026-02-01', to: '2026-03-31' },
    });
    expect(selectedPeriod({ preset: 'custom', from: '', to: '2026-03-31' }, now)).toEqual({
      problem: 'missing',
    });
    expect(selectedPeriod({ preset: 'custom', from: '2026-04-01', to: '2026-03-31' }, now)).toEqual({
      problem: 'reversed',
    });
    expect(selectedPeriod({ preset: 'custom', from: '2000-01-01', to: '2026-03-31' }, now)).toEqual({
      problem: 'tooLong',
    });
  });

  it('keys a stored result by organisation and period', () => {
    expect(reportResultKey('org-1', { from: '2025-01-01', to: '2025-12-31' })).toBe(
      'refrigerant-use:org-1:2025-01-01:2025-12-31',
    );
  });
});
