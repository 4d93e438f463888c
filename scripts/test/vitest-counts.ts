/**
 * Reads the test counts from the file vitest's `json` reporter writes (`--outputFile.json=...`).
 */
import fs from 'node:fs';

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
  let report: unknown;
  try {
    report = JSON.parse(fs.readFileSync(reportPath, 'utf8'));
  } catch {
    return undefined;
  }
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

export function addCounts(a: TestCounts, b: TestCounts): TestCounts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}
