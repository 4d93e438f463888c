/**
 * `npm run i18n:check`: fails when the committed message catalogs are not what `npm run i18n:extract`
 * (`lingui extract --clean`) would write from the current source, or when an English message has an
 * empty translation, or when a message uses a word the glossary replaces. It names the messages at fault.
 *
 * Guarantees: never changes the committed catalogs. The extraction runs on copies in a temporary
 * directory (same config, only the catalog paths moved), which is removed afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import { findCatalogProblems, hasProblems } from './i18n/catalog-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Locales whose every message must be translated (the source locale, Dutch, is its own translation). */
const completeLocales = ['en'];

/**
 * A PO file without its header entry: Lingui rewrites the header on a second extraction (it adds the
 * empty standard fields) and stamps a creation date, neither of which makes a catalog out of date.
 */
function poBody(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  return text.startsWith('msgid ""') ? text.slice(text.indexOf('\n\n') + 2) : text;
}

function printList(title: string, items: string[]): void {
  if (items.length === 0) return;
  console.error(`${title}:`);
  for (const item of items) console.error(`  - ${item}`);
}

async function main(): Promise<number> {
  const config = getConfig({ cwd: root });
  const scratchDir = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-check-'));
  try {
    const scratchConfig: LinguiConfigNormalized = {
      ...config,
      catalogs: (config.catalogs ?? []).map((catalog) => ({
        ...catalog,
        path: path.join(scratchDir, path.relative(root, catalog.path)),
      })),
    };
    const committedCatalogs = await getCatalogs(config);
    const scratchCatalogs = await getCatalogs(scratchConfig);

    let isUpToDate = true;
    for (const [index, committedCatalog] of committedCatalogs.entries()) {
      const scratchCatalog = scratchCatalogs[index];
      for (const locale of config.locales) {
        const committedFile = committedCatalog.getFilename(locale);
        if (fs.existsSync(committedFile)) {
          fs.mkdirSync(path.dirname(scratchCatalog.getFilename(locale)), { recursive: true });
          fs.copyFileSync(committedFile, scratchCatalog.getFilename(locale));
        }
      }

      const committed = await committedCatalog.readAll();
      const extracted = await scratchCatalog.make({
        clean: true,
        overwrite: false,
        locale: config.locales,
        orderBy: config.orderBy,
      });
      if (extracted === false) {
        console.error(`Could not extract the messages for ${path.relative(root, committedCatalog.path)}.`);
        return 1;
      }

      const problems = findCatalogProblems(committed, extracted, completeLocales);
      printList('Messages in the source that the committed catalogs lack', problems.missing);
      printList('Messages in the committed catalogs that the source no longer uses', problems.obsolete);
      printList('English messages without a translation', problems.untranslated);
      printList('Messages off the glossary (scripts/i18n/catalog-check.ts)', problems.offGlossary);

      const staleFiles = config.locales
        .map((locale) => [committedCatalog.getFilename(locale), scratchCatalog.getFilename(locale)] as const)
        .filter(([committedFile, scratchFile]) => poBody(committedFile) !== poBody(scratchFile))
        .map(([committedFile]) => path.relative(root, committedFile));
      printList('Catalog files that differ from a fresh extraction (origins, order or messages)', staleFiles);

      if (hasProblems(problems) || staleFiles.length > 0) isUpToDate = false;
    }

    if (!isUpToDate) {
      console.error(
        '\nRun `npm run i18n:extract`, fill in the English translations, and commit the catalogs.',
      );
      return 1;
    }
    console.log('Message catalogs are up to date and English is complete.');
    return 0;
  } finally {
    fs.rmSync(scratchDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
