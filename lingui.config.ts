/**
 * Lingui: Dutch is the source language and the default; English is the second locale. Catalogs are PO
 * files under src/i18n/locales/{locale}/messages.po, imported directly by the app (compiled by
 * @lingui/vite-plugin). A missing English translation is caught before release by `npm run i18n:check`
 * (it fails on an empty `en` msgstr in the .po file); should one slip through anyway, the compiled
 * catalog falls back to the Dutch text rather than to a message hash.
 */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'nl',
  locales: ['nl', 'en'],
  fallbackLocales: { default: 'nl' },
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
