/**
 * Compares the committed message catalogs with what `lingui extract --clean` would write, message by
 * message, so the i18n check can name what is out of date. Pure: no files, no Lingui runtime.
 */
import type { CatalogType } from '@lingui/conf';

export type CatalogsByLocale = Record<string, CatalogType>;

export interface CatalogProblems {
  /** Messages in the source code that the committed catalog of a locale lacks. */
  missing: string[];
  /** Messages in a committed catalog that the source code no longer uses. */
  obsolete: string[];
  /** Messages whose committed translation is empty in a locale that must be complete. */
  untranslated: string[];
  /** Messages that use a word the glossary replaces, with the word to use. */
  offGlossary: string[];
}

/** A word the portal does not use in a language, and the glossary's word for it. */
export interface GlossaryRule {
  avoid: RegExp;
  use: string;
}

/**
 * The domain words every screen, PDF and mail says the same way, per language: each rule names a
 * variant that crept in and the word to use instead. Dutch is checked in the source messages, English
 * in the translations.
 */
export const glossary: Record<string, readonly GlossaryRule[]> = {
  nl: [
    { avoid: /\btoestel(len)?\b/i, use: 'installatie(s)' },
    { avoid: /dochteronderneming/i, use: 'dochterbedrijf / dochterbedrijven' },
    { avoid: /\bAlle bedrijven\b/i, use: 'Alle organisaties' },
    { avoid: /\bkoelmiddel/i, use: 'koudemiddel' },
    { avoid: /\blekkagecontrole|\blektest\b/i, use: 'lekcontrole' },
    { avoid: /\bwerkorder/i, use: 'werkbon' },
    { avoid: /\bquotation|\bprijsopgave/i, use: 'offerte' },
  ],
  en: [
    { avoid: /\bsubsidiar(y|ies)\b/i, use: 'child company / child companies' },
    { avoid: /\bcoolant\b/i, use: 'refrigerant' },
    { avoid: /\bquotes?\b|\bquotations?\b/i, use: 'offer(s)' },
    { avoid: /\ball companies\b/i, use: 'all organisations' },
  ],
};

/** How a message is named in a report: its source text (and context), or its id when it has none. */
export function describeMessage(id: string, entry: { message?: string; context?: string }): string {
  const text = JSON.stringify(entry.message ?? id);
  return entry.context ? `${text} (context ${JSON.stringify(entry.context)})` : text;
}

/**
 * The problems of `committed` against `extracted` (both per locale). Every locale in
 * `completeLocales` must have a non-empty translation for every committed message.
 */
export function findCatalogProblems(
  committed: CatalogsByLocale,
  extracted: CatalogsByLocale,
  completeLocales: readonly string[],
): CatalogProblems {
  const problems: CatalogProblems = { missing: [], obsolete: [], untranslated: [], offGlossary: [] };
  for (const [locale, extractedCatalog] of Object.entries(extracted)) {
    const committedCatalog = committed[locale] ?? {};
    for (const [id, entry] of Object.entries(extractedCatalog)) {
      if (!entry.obsolete && !(id in committedCatalog)) {
        problems.missing.push(`${locale}: ${describeMessage(id, entry)}`);
      }
    }
    for (const [id, entry] of Object.entries(committedCatalog)) {
      if (!entry.obsolete && !(id in extractedCatalog)) {
        problems.obsolete.push(`${locale}: ${describeMessage(id, entry)}`);
      }
    }
  }
  for (const locale of completeLocales) {
    for (const [id, entry] of Object.entries(committed[locale] ?? {})) {
      if (!entry.obsolete && entry.translation.trim() === '') {
        problems.untranslated.push(`${locale}: ${describeMessage(id, entry)}`);
      }
    }
  }
  for (const [locale, rules] of Object.entries(glossary)) {
    for (const [id, entry] of Object.entries(committed[locale] ?? {})) {
      if (entry.obsolete) continue;
      // The source language's text is the message itself; another language's is its translation.
      const text = entry.translation.trim() === '' ? (entry.message ?? id) : entry.translation;
      for (const rule of rules) {
        const found = rule.avoid.exec(text);
        if (found) {
          problems.offGlossary.push(
            `${locale}: ${describeMessage(id, entry)} says "${found[0]}": use "${rule.use}"`,
          );
        }
      }
    }
  }
  return problems;
}

export function hasProblems(problems: CatalogProblems): boolean {
  return (
    problems.missing.length +
      problems.obsolete.length +
      problems.untranslated.length +
      problems.offGlossary.length >
    0
  );
}
