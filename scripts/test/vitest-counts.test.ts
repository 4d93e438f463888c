import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCounts, readVitestCounts, readVitestFailures, readVitestRetries } from './vitest-counts';

const written: string[] = [];

function reportFile(content: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitest-counts-')), 'report.json');
  fs.writeFileSync(file, content);
  written.push(path.dirname(file));
  return file;
}

afterEach(() => {
  for (const dir of written.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('readVitestCounts', () => {
  it('reads passed, failed and skipped (skip plus todo) from a vitest JSON report', () => {
    const file = reportFile(
      JSON.stringify({
        numPassedTests: 12,
        numFailedTests: 2,
        numPendingTests: 3,
        numTodoTests: 1,
        success: false,
      }),
    );
    expect(readVitestCounts(file)).toEqual({ passed: 12, failed: 2, skipped: 4 });
  });

  it('gives no counts when vitest crashed before writing its report', () => {
    expect(readVitestCounts(path.join(os.tmpdir(), 'no-such-vitest-report.json'))).toBeUndefined();
    expect(readVitestCounts(reportFile('{"numPassedTests": 1'))).toBeUndefined();
    expect(readVitestCounts(reportFile('{"testResults": []}'))).toBeUndefined();
  });
});

describe('readVitestFailures', () => {
  it('names each failed test with its file and the first line of its failure, and a file that failed outside its tests', () => {
    const file = reportFile(
      JSON.stringify({
        numPassedTests: 1,
        numFailedTests: 1,
        testResults: [
          {
            name: '/repo/tests/browser/a.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'a passes', status: 'passed', failureMessages: [] },
              {
                fullName: 'a shows the list',
                status: 'failed',
                failureMessages: ['\nTimeoutError: locator.waitFor: Timeout 5000ms exceeded.\n    at x'],
              },
            ],
          },
          {
            name: '/repo/tests/browser/b.test.ts',
            status: 'failed',
            message: 'Hook timed out',
            assertionResults: [],
          },
          { name: '/repo/tests/browser/c.test.ts', status: 'passed', assertionResults: [] },
        ],
      }),
    );
    expect(readVitestFailures(file, '/repo')).toEqual([
      {
        file: 'tests/browser/a.test.ts',
        test: 'a shows the list',
        reason: 'TimeoutError: locator.waitFor: Timeout 5000ms exceeded.',
      },
      { file: 'tests/browser/b.test.ts', test: '', reason: 'Hook timed out' },
    ]);
  });

  it('names nothing when there is no report', () => {
    expect(readVitestFailures(path.join(os.tmpdir(), 'no-such-vitest-report.json'), '/repo')).toEqual([]);
  });
});

describe('readVitestRetries', () => {
  it('names the tests that passed only on a retry, with why the first attempt failed', () => {
    const file = reportFile(
      JSON.stringify({
        testResults: [
          {
            name: '/repo/tests/browser/a.test.ts',
            status: 'passed',
            assertionResults: [
              { fullName: 'a passes', status: 'passed', meta: {} },
              { fullName: 'a flickers', status: 'passed', meta: { failedAttempts: ['TimeoutError: 5 s'] } },
              { fullName: 'a fails', status: 'failed', meta: { failedAttempts: ['x', 'y'] } },
            ],
          },
        ],
      }),
    );
    expect(readVitestRetries(file, '/repo')).toEqual([
      { file: 'tests/browser/a.test.ts', test: 'a flickers', reason: 'TimeoutError: 5 s' },
    ]);
  });
});

describe('addCounts', () => {
  it('adds each count', () => {
    expect(addCounts({ passed: 1, failed: 2, skipped: 3 }, { passed: 10, failed: 0, skipped: 1 })).toEqual({
      passed: 11,
      failed: 2,
      skipped: 4,
    });
  });
});
