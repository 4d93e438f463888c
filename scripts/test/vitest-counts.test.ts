import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCounts, readVitestCounts } from './vitest-counts';

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

describe('addCounts', () => {
  it('adds each count', () => {
    expect(addCounts({ passed: 1, failed: 2, skipped: 3 }, { passed: 10, failed: 0, skipped: 1 })).toEqual({
      passed: 11,
      failed: 2,
      skipped: 4,
    });
  });
});
