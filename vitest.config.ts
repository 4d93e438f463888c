/**
 * Three test projects, run one after the other by `npm test` (scripts/test.ts):
 * - unit: PWA and shared code, reusing the Vite config so Lingui macros compile;
 * - server: `app.inject()` on a new app per test over the seeded data (server/src/test/test-app.ts),
 *   the files of a worker sharing its modules and databases;
 * - browser: real Chromium (Debian's) driven by playwright-core against a real server, each file with
 *   its own server and browser.
 * Workers stay low: these machines have 2 cores and a PGlite instance costs ~600 MB.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: [
              'src/**/*.test.{ts,tsx}',
              'sw/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/contract/**/*.test.ts',
            ],
            setupFiles: ['fake-indexeddb/auto'],
          },
        },
        {
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            pool: 'forks',
            maxWorkers: 2,
            // The files of a worker share its modules and its reusable seeded databases instead of
            // importing the server and loading a database again for each file (about half the
            // project's time). Every test still gets a new app on data reset to the seed (test-app.ts);
            // what the server keeps in its modules is per process in production too (caches keyed by
            // request or table, the password-hash limiter).
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 120_000,
          },
        },
        {
          test: {
            name: 'browser',
            environment: 'node',
            include: ['tests/browser/**/*.test.ts'],
            // The PWA build and the seeded data directory are made once, before any file starts.
            globalSetup: ['tests/browser/global-setup.ts'],
            // A failed test runs once more: real Chromium on two shared cores misses a step now and
            // then. A test that passes only on its retry is named in the summary (record-retries.ts).
            retry: 1,
            setupFiles: ['tests/browser/record-retries.ts'],
            pool: 'forks',
            // One file at a time: Chromium's renderer keeps a core busy through a first sync, and two
            // files side by side gained little (about 13 %) while loading two cores past their limit.
            maxWorkers: 1,
            fileParallelism: false,
            testTimeout: 120_000,
            hookTimeout: 300_000,
          },
        },
      ],
    },
  }),
);
