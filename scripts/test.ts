/**
 * `npm test` (everything CI runs) and `npm run check` (`--static`: the steps that need no tests to run).
 *
 * Runs the type-check, lint, format check and i18n catalog check side by side, then the unit, server
 * and browser test projects one after the other, stopping after the first stage that fails (whose
 * output is already on the terminal).
 * Prints a timed summary that names every failed test (and every test that passed only on a retry)
 * and, as its very last line, `N passed, N failed`: vitest's test counts, plus one failure for a
 * failed non-test step (or a test run that crashed before reporting). Exits non-zero on any failure.
 * Never prompts or watches, so it behaves the same under CI=true.
 *
 * The PostgreSQL variant of the server tests runs when TEST_DATABASE_URL is set; when it is not, the
 * local default is tried and used if it answers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultTestDatabaseUrl, findTestDatabase } from './test/postgres-probe';
import { runStep, type Step, type StepOutcome } from './test/run-step';
import {
  addCounts,
  noTests,
  readVitestCounts,
  readVitestFailures,
  readVitestRetries,
  type TestCounts,
  type TestFailure,
} from './test/vitest-counts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);
const minutes = (count: number) => count * 60_000;

const staticSteps: Step[] = [
  { name: 'tsc -b', command: bin('tsc'), args: ['-b'], timeoutMs: minutes(10) },
  { name: 'eslint', command: bin('eslint'), args: ['--max-warnings=0', '.'], timeoutMs: minutes(10) },
  {
    name: 'prettier',
    command: bin('prettier'),
    args: ['--check', '--log-level=warn', '.'],
    timeoutMs: minutes(5),
  },
  { name: 'i18n catalogs', command: bin('tsx'), args: ['scripts/i18n-check.ts'], timeoutMs: minutes(5) },
];

// The limits catch a hung step, not a slow one: on a machine whose two cores were shared with other
// work, each project took three to four times as long as alone (server 5 minutes alone, 20 shared),
// so they leave that much room; CI's own limit is 90 minutes.
const testProjects = [
  { project: 'unit', timeoutMs: minutes(12) },
  { project: 'server', timeoutMs: minutes(30) },
  { project: 'browser', timeoutMs: minutes(30) },
];

interface SummaryRow {
  name: string;
  outcome: StepOutcome;
  counts?: TestCounts;
  failures?: TestFailure[];
  retries?: TestFailure[];
}

function formatSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function printHeader(title: string): void {
  console.log(`\n=== ${title} ===`);
}

function printSummary(rows: SummaryRow[], totalMs: number): void {
  printHeader('Summary');
  const width = Math.max(...rows.map((row) => row.name.length));
  for (const row of rows) {
    const status = row.outcome.ok ? 'ok  ' : row.outcome.timedOut ? 'TIME' : 'FAIL';
    const counts = row.counts
      ? `  (${row.counts.passed} passed, ${row.counts.failed} failed, ${row.counts.skipped} skipped)`
      : '';
    console.log(
      `${status}  ${row.name.padEnd(width)}  ${formatSeconds(row.outcome.durationMs).padStart(8)}${counts}`,
    );
    // Named again here, after the long output: a log read from its end still says what failed, and
    // what passed only on a retry.
    const name = (test: TestFailure) => `${test.file}${test.test ? ` > ${test.test}` : ''}`;
    for (const failure of row.failures ?? []) {
      console.log(`      failed: ${name(failure)}`);
      if (failure.reason) console.log(`        ${failure.reason.slice(0, 300)}`);
    }
    for (const retry of row.retries ?? []) {
      console.log(`      passed on a retry: ${name(retry)}`);
      console.log(`        first attempt: ${retry.reason.slice(0, 300)}`);
    }
  }
  console.log(`total ${formatSeconds(totalMs)}`);
}

async function testEnvironment(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (env.TEST_DATABASE_URL) {
    console.log('PostgreSQL variant of the server tests: TEST_DATABASE_URL is set.');
    return env;
  }
  const url = await findTestDatabase(defaultTestDatabaseUrl);
  if (url) {
    env.TEST_DATABASE_URL = url;
    console.log(`PostgreSQL variant of the server tests: using ${url}.`);
  } else {
    console.log('PostgreSQL not reachable: skipping the PostgreSQL variant of the server tests');
  }
  return env;
}

async function main(): Promise<number> {
  const isStaticOnly = process.argv.includes('--static');
  const startedAt = performance.now();
  const rows: SummaryRow[] = [];
  let counts = noTests;
  let stepFailures = 0;
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koelservice-test-'));

  try {
    const env = isStaticOnly ? { ...process.env } : await testEnvironment();
    const steps: Array<Step & { reportPath?: string }> = [...staticSteps];
    if (!isStaticOnly) {
      for (const { project, timeoutMs } of testProjects) {
        const reportPath = path.join(reportDir, `${project}.json`);
        steps.push({
          name: `vitest ${project}`,
          command: bin('vitest'),
          args: [
            'run',
            '--project',
            project,
            '--passWithNoTests',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${reportPath}`,
          ],
          timeoutMs,
          reportPath,
        });
      }
    }

    // The static checks are independent single-threaded programs: they run side by side (output
    // buffered, printed whole as each ends); the test projects then run one after the other.
    const stages: Array<Array<Step & { reportPath?: string }>> = [
      staticSteps,
      ...steps.filter((step) => !staticSteps.includes(step)).map((step) => [step]),
    ];
    for (const stage of stages) {
      const buffered = stage.length > 1;
      const outcomes = await Promise.all(
        stage.map(async (step) => {
          if (!buffered) printHeader(step.name);
          const outcome = await runStep(step, env, { buffered });
          if (buffered) {
            printHeader(step.name);
            process.stdout.write(outcome.output ?? '');
          }
          return { step, outcome };
        }),
      );
      let stageFailed = false;
      for (const { step, outcome } of outcomes) {
        const stepCounts = step.reportPath ? readVitestCounts(step.reportPath) : undefined;
        const failures = step.reportPath ? readVitestFailures(step.reportPath, root) : undefined;
        const retries = step.reportPath ? readVitestRetries(step.reportPath, root) : undefined;
        rows.push({ name: step.name, outcome, counts: stepCounts, failures, retries });
        if (stepCounts) counts = addCounts(counts, stepCounts);
        // A failed step without failed tests to show for it (tsc, eslint, a crashed vitest) still counts.
        if (!outcome.ok && (stepCounts?.failed ?? 0) === 0) stepFailures += 1;
        if (!outcome.ok) {
          stageFailed = true;
          if (outcome.timedOut)
            console.error(`\n${step.name} took longer than ${formatSeconds(step.timeoutMs)}.`);
          console.error(`\n${step.name} failed.`);
        }
      }
      if (stageFailed) {
        console.error('Stopping here.');
        break;
      }
    }
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true });
  }

  printSummary(rows, performance.now() - startedAt);
  const failed = counts.failed + stepFailures;
  console.log(`${counts.passed} passed, ${failed} failed`);
  return failed === 0 && rows.every((row) => row.outcome.ok) ? 0 : 1;
}

process.exitCode = await main();
