import { describe, expect, it } from 'vitest';
import { formatEuros } from './money';

/** Intl uses a narrow no-break space between the euro sign and the amount. */
const normalize = (text: string) => text.replace(/\s/g, ' ');

describe('formatEuros', () => {
  it('shows cents as Dutch euros', () => {
    expect(normalize(formatEuros(123456))).toBe('€ 1.234,56');
  });

  it('shows negative amounts, such as credit invoices', () => {
    expect(normalize(formatEuros(-995))).toBe('€ -9,95');
  });
});
