import { describe, expect, it } from 'vitest';
import { describeMessage, findCatalogProblems, hasProblems, type CatalogsByLocale } from './catalog-check';

const extracted: CatalogsByLocale = {
  nl: { a1: { message: 'Inloggen', translation: 'Inloggen' } },
  en: { a1: { message: 'Inloggen', translation: 'Log in' } },
};

describe('findCatalogProblems', () => {
  it('finds nothing when the committed catalogs match the source and English is complete', () => {
    const problems = findCatalogProblems(extracted, extracted, ['en']);
    expect(problems).toEqual({ missing: [], obsolete: [], untranslated: [], offGlossary: [] });
    expect(hasProblems(problems)).toBe(false);
  });

  it('names a message the source uses but a committed catalog lacks', () => {
    const committed: CatalogsByLocale = { nl: {}, en: {} };
    const problems = findCatalogProblems(committed, extracted, ['en']);
    expect(problems.missing).toEqual(['nl: "Inloggen"', 'en: "Inloggen"']);
    expect(hasProblems(problems)).toBe(true);
  });

  it('names a committed message the source no longer uses', () => {
    const committed: CatalogsByLocale = {
      nl: { ...extracted.nl, b2: { message: 'Uitloggen', translation: 'Uitloggen' } },
      en: extracted.en,
    };
    expect(findCatalogProblems(committed, extracted, ['en']).obsolete).toEqual(['nl: "Uitloggen"']);
  });

  it('names an English message whose translation is empty, but not an obsolete one', () => {
    const committed: CatalogsByLocale = {
      nl: extracted.nl,
      en: {
        a1: { message: 'Inloggen', translation: '' },
        c3: { message: 'Oud', translation: '', obsolete: true },
      },
    };
    expect(findCatalogProblems(committed, extracted, ['en']).untranslated).toEqual(['en: "Inloggen"']);
  });
});

describe('describeMessage', () => {
  it('uses the source text and the context, or the id when there is no text', () => {
    expect(describeMessage('x', { message: 'Opslaan', context: 'knop' })).toBe('"Opslaan" (context "knop")');
    expect(describeMessage('order.title', {})).toBe('"order.title"');
  });

  it('names a message that uses a word the glossary replaces, in the source and in English', () => {
    const offGlossary: CatalogsByLocale = {
      nl: {
        d4: { message: 'Geen toestellen gevonden', translation: '' },
        e5: { message: 'Alle organisaties', translation: '' },
      },
      en: {
        d4: { message: 'Geen toestellen gevonden', translation: 'No devices found' },
        e5: { message: 'Alle organisaties', translation: 'All subsidiaries' },
      },
    };
    const problems = findCatalogProblems(offGlossary, offGlossary, ['en']);
    expect(problems.offGlossary).toEqual([
      'nl: "Geen toestellen gevonden" says "toestellen": use "installatie(s)"',
      'en: "Alle organisaties" says "subsidiaries": use "child company / child companies"',
    ]);
    expect(hasProblems(problems)).toBe(true);
  });
});
