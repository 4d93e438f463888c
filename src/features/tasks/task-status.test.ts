import { describe, expect, it } from 'vitest';
import { effectiveTaskStatus } from './task-status';

const now = Date.parse('2026-11-22T12:00:00Z');

describe('effectiveTaskStatus', () => {
  it('shows an open task past its due date as overdue', () => {
    expect(effectiveTaskStatus({ status: 'open', dueAt: '2026-11-21T12:00:00Z' }, now)).toBe('overdue');
  });

  it('keeps an open task before its due date, or without one, open', () => {
    expect(effectiveTaskStatus({ status: 'open', dueAt: '2026-11-23T12:00:00Z' }, now)).toBe('open');
    expect(effectiveTaskStatus({ status: 'open', dueAt: null }, now)).toBe('open');
  });

  it('never turns a finished task overdue', () => {
    expect(effectiveTaskStatus({ status: 'done', dueAt: '2026-01-01T00:00:00Z' }, now)).toBe('done');
  });
});
