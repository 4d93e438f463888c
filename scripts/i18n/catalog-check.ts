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
}

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
  const problems: CatalogProblems = { missing: [], obsolete: [], untranslated: [] };
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
  return problems;
}

export function hasProblems(problems: CatalogProblems): boolean {
  return problems.missing.length + problems.obsolete.length + problems.untranslated.length > 0;
}
