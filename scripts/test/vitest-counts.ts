/**
 * Reads the test counts and the failed tests from the file vitest's `json` reporter writes
 * (`--outputFile.json=...`).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

export const noTests: TestCounts = { passed: 0, failed: 0, skipped: 0 };

/**
 * The counts in a vitest JSON report, or `undefined` when the file is missing or is not such a report
 * (vitest crashed before reporting). Skipped counts both `skip` and `todo` tests.
 */
export function readVitestCounts(reportPath: string): TestCounts | undefined {
  const report = readReport(reportPath);
  if (typeof report !== 'object' || report === null) return undefined;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = report as Record<string, unknown>;
  if (typeof numPassedTests !== 'number' || typeof numFailedTests !== 'number') return undefined;
  const asCount = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    passed: numPassedTests,
    failed: numFailedTests,
    skipped: asCount(numPendingTests) + asCount(numTodoTests),
  };
}

/** The parsed report, or `undefined` when the file is missing or not JSON. */
function readReport(reportPath: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(reportPath, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** A failed test or test file, named for a reader who has only the end of the output. */
export interface TestFailure {
  /** The test file, relative to `root`. */
  file: string;
  /** The test's full name; empty for a file that failed outside any test (a hook, an import). */
  test: string;
  /** The first line of its first failure message. */
  reason: string;
}

const firstLine = (text: unknown) =>
  typeof text === 'string'
    ? (text
        .split('\n')
        .find((line) => line.trim() !== '')
        ?.trim() ?? '')
    : '';

function readReportFiles(reportPath: string): Array<Record<string, unknown>> {
  const files = (readReport(reportPath) as { testResults?: unknown } | null | undefined)?.testResults;
  return Array.isArray(files) ? (files as Array<Record<string, unknown>>) : [];
}

function testsOf(entry: Record<string, unknown>): Array<Record<string, unknown>> {
  return Array.isArray(entry.assertionResults)
    ? (entry.assertionResults as Array<Record<string, unknown>>)
    : [];
}

function fileOf(entry: Record<string, unknown>, root: string): string {
  return typeof entry.name === 'string' ? path.relative(root, entry.name) : '(unknown file)';
}

const fullNameOf = (test: Record<string, unknown>) =>
  typeof test.fullName === 'string' ? test.fullName : '';

/** The failed tests of a vitest JSON report, and the files that failed without a failed test. */
export function readVitestFailures(reportPath: string, root: string): TestFailure[] {
  const failures: TestFailure[] = [];
  for (const entry of readReportFiles(reportPath)) {
    const file = fileOf(entry, root);
    const failedTests = testsOf(entry).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      const messages = Array.isArray(test.failureMessages) ? test.failureMessages : [];
      failures.push({ file, test: fullNameOf(test), reason: firstLine(messages[0]) });
    }
    if (failedTests.length === 0 && entry.status === 'failed')
      failures.push({ file, test: '', reason: firstLine(entry.message) });
  }
  return failures;
}

/**
 * The tests of a vitest JSON report that passed only on a retry, with why their first attempt failed
 * (the `failedAttempts` a setup file records in the test's meta, as tests/browser/record-retries.ts).
 */
export function readVitestRetries(reportPath: string, root: string): TestFailure[] {
  const retried: TestFailure[] = [];
  for (const entry of readReportFiles(reportPath)) {
    for (const test of testsOf(entry)) {
      const meta = test.meta as { failedAttempts?: unknown } | undefined;
      const attempts = Array.isArray(meta?.failedAttempts) ? meta.failedAttempts : [];
      if (test.status === 'passed' && attempts.length > 0)
        retried.push({ file: fileOf(entry, root), test: fullNameOf(test), reason: firstLine(attempts[0]) });
    }
  }
  return retried;
}
