import { describe, expect, it } from 'vitest';
import { formatEuros } from '../lib/money';
import { formatDate, formatDateTime, formatMoney } from './formatters';

/** Intl uses a narrow no-break space between the euro sign and the amount. */
const normalize = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('shows money by the one rule of the screens, the timeline and the PDFs', () => {
    for (const cents of [0, 5, 123456, -995]) expect(formatMoney(cents)).toBe(formatEuros(cents));
    expect(normalize(formatMoney(123456))).toBe('€ 1.234,56');
  });
});

describe('formatDate', () => {
  it('shows a UTC timestamp as the date in the Netherlands', () => {
    expect(formatDate('2026-11-21T23:30:00Z', 'nl')).toBe('22 nov 2026');
  });

  it('names the month in English for English users', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'en')).toBe('5 Mar 2026');
  });
});

describe('formatDateTime', () => {
  it('shows the Dutch wall-clock time, including summer time', () => {
    expect(normalize(formatDateTime('2026-07-01T12:05:00Z', 'nl'))).toBe('1 jul 2026, 14:05');
  });
});
