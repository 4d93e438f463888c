import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareDutch, compareKeys, compareNatural, naturalSortKey } from './natural-order';

describe('natural order', () => {
  it('compares the digits in device numbers as numbers', () => {
    expect(['SO-10', 'SO-2', 'so-1'].sort(compareNatural)).toEqual(['so-1', 'SO-2', 'SO-10']);
  });

  it('orders Dutch names ignoring case and accents', () => {
    expect(['Zeeman', 'één', 'appel'].sort(compareDutch)).toEqual(['appel', 'één', 'Zeeman']);
  });
});

describe('natural sort keys', () => {
  it('order device numbers and names as the natural collator does', () => {
    const word = fc.stringMatching(/^[A-Za-zéë]{0,3}[ -]?[0-9]{0,4}[a-z]{0,2}$/);
    fc.assert(
      fc.property(word, word, (a, b) => {
        const byKey = Math.sign(compareKeys(naturalSortKey(a), naturalSortKey(b)));
        const byCollator = Math.sign(compareNatural(a, b));
        if (byCollator !== 0) expect(byKey).toBe(byCollator);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts SO-2 before SO-10 and ignores case and accents', () => {
    const sorted = ['SO-10', 'so-2', 'Één', 'een 3'].sort((a, b) =>
      compareKeys(naturalSortKey(a), naturalSortKey(b)),
    );
    expect(sorted).toEqual(['Één', 'een 3', 'so-2', 'SO-10']);
  });
});
