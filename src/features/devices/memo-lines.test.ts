import { describe, expect, it } from 'vitest';
import { appendMemoNote } from '../../api/contract/service-objects';
import { memoLines } from './memo-lines';

describe('memoLines', () => {
  it('splits the date off each note the memo got, and keeps free text as it is', () => {
    const memo = appendMemoNote('Sleutel bij de receptie', {
      date: '2026-11-26',
      author: 'Jan Monteur',
      text: 'Deur koelcel klemt',
    });
    expect(memoLines(memo)).toEqual([
      { date: null, text: 'Sleutel bij de receptie' },
      { date: '2026-11-26', text: 'Jan Monteur: Deur koelcel klemt' },
    ]);
  });

  it('takes only a real calendar date at the start of a line as a date', () => {
    expect(memoLines('2026-13-40 geen datum\nCode 2026-11-26 in de tekst\n2026-11-26')).toEqual([
      { date: null, text: '2026-13-40 geen datum' },
      { date: null, text: 'Code 2026-11-26 in de tekst' },
      { date: null, text: '2026-11-26' },
    ]);
  });
});
