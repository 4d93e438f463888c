/**
 * Records, in each browser test's meta (which vitest's JSON report carries), why an attempt failed, so
 * that a test passed only on its retry is named in `npm test`'s summary instead of passing silently:
 * the browser project retries a failed test once (vitest.config.ts), and a retry that hides a real
 * race in the app must still be seen.
 */
import { afterEach } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    /** The first line of each failed attempt's first error, in order. */
    failedAttempts?: string[];
  }
}

afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  const message = task.result.errors?.[0]?.message ?? 'failed';
  const line = message.split('\n').find((text) => text.trim() !== '') ?? 'failed';
  task.meta.failedAttempts = [...(task.meta.failedAttempts ?? []), line.trim()];
});
