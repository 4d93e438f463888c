/**
 * Lint rules for the whole repository (PWA, service worker, server, scripts, tests).
 *
 * It enforces the architecture rule of conventions.md with `import-x/no-restricted-paths`: the zones are
 * generated in scripts/lint/import-zones.js from the layer list and the folders under `src/features`, so a
 * new business area is fenced in without touching this file. It also keeps configuration reads in the two
 * env modules, refuses comments that cite tracker items instead of rules (scripts/lint/comment-rules.js),
 * and applies the React hooks and accessibility rules to the PWA's components.
 *
 * Zero warnings: every rule here is an error or off (`npm run lint` runs with `--max-warnings=0`).
 * Type-aware linting is limited to a handful of promise rules, where types catch real bugs cheaply.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { commentRules } from './scripts/lint/comment-rules.js';
import { importZones, resolvedExtensions } from './scripts/lint/import-zones.js';

const root = path.dirname(fileURLToPath(import.meta.url));

const browserFiles = ['src/**/*.{ts,tsx}'];
const serviceWorkerFiles = ['sw/**/*.ts'];
const nodeFiles = ['server/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'];

/** Build-time configuration is read in src/app/env.ts only. */
const buildEnvRead = {
  selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
  message: 'Read build-time configuration from src/app/env.ts.',
};

/** An Intl formatter made inside a function is made again at every call (every row of every render). */
const intlMadePerCall = {
  selector: ":function NewExpression[callee.object.name='Intl']",
  message: 'Take Intl formatters from src/lib/intl-cache.ts (made once per locale and options).',
};

/** The app makes every Intl formatter in src/lib/intl-cache.ts, and none while a module loads. */
const appIntlMadeOutsideCache = {
  selector: "NewExpression[callee.object.name='Intl']",
  message: 'Take Intl formatters from src/lib/intl-cache.ts (made once per locale and options).',
};
const intlCacheCall = 'CallExpression[callee.name=/^(dateTimeFormat|numberFormat|collator)$/]';
// A call outside every function runs while the module loads, whatever statement holds it.
const appIntlMadeAtLoad = {
  selector: `${intlCacheCall}:not(:function *)`,
  message:
    'Take the formatter when it is first used, not when the module loads: making one costs the start tens of milliseconds.',
};

export default defineConfig(
  {
    name: 'project/ignores',
    ignores: ['dist/', 'dev-dist/', '.data/', '.data-*/', 'coverage/', 'node_modules/', 'server/drizzle/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    name: 'project/typescript',
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      // The few type-aware rules worth their cost: an un-awaited promise loses errors and ordering.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // react-router's navigate() returns a promise that settles when the navigation does; failures go
          // to the route's error boundary, never to the caller, so there is nothing to await or catch.
          allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
    },
  },
  {
    name: 'project/imports',
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: resolvedExtensions })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones(root) }],
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      'import-x/first': 'error',
    },
  },
  {
    name: 'project/comments',
    files: ['**/*.{ts,tsx,js}'],
    plugins: { project: commentRules },
    rules: { 'project/no-ticket-references': 'error' },
  },
  {
    name: 'project/contract-imports',
    files: ['src/api/contract/**/*.ts'],
    rules: {
      // Bare specifiers never resolve into the zones above; this catches any package other than zod.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod(/|$)|\\.{1,2}/)',
              message: 'The wire contract is shared with the server: it imports only zod and itself.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'project/react',
    files: ['src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    name: 'project/a11y',
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    name: 'project/environment',
    files: ['**/*.{ts,tsx,js}'],
    rules: {
      // Configuration is parsed once, with zod: server/src/env.ts and src/app/env.ts. Nowhere else reads it.
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read configuration from server/src/env.ts.',
        },
      ],
      'no-restricted-syntax': ['error', buildEnvRead],
    },
  },
  {
    // The server's code takes its formatters from the one place that makes them.
    name: 'project/intl-formatters',
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', buildEnvRead, intlMadePerCall] },
  },
  {
    // The app's too, and only when it first needs one: a start evaluates every module on its path.
    name: 'project/app-intl-formatters',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/intl-cache.ts'],
    rules: { 'no-restricted-syntax': ['error', buildEnvRead, appIntlMadeOutsideCache, appIntlMadeAtLoad] },
  },
  {
    name: 'project/environment-owners',
    files: ['server/src/env.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    name: 'project/build-env-owner',
    files: ['src/app/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    name: 'project/globals-browser',
    files: browserFiles,
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'project/globals-service-worker',
    files: serviceWorkerFiles,
    languageOptions: { globals: globals.serviceworker },
  },
  {
    name: 'project/globals-node',
    files: nodeFiles,
    languageOptions: { globals: globals.node },
  },
  {
    name: 'project/plain-js',
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
