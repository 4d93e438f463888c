import { describe, expect, it } from 'vitest';
import { createDatabaseProbe } from './database-probe';

/** A probe query the test settles by hand, and a clock it moves by hand. */
function harness() {
  let time = 0;
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const failures: unknown[] = [];
  const probe = createDatabaseProbe({
    check: () => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })),
    refreshMs: 1_000,
    waitMs: 5,
    timeoutMs: 2_000,
    now: () => time,
    onFailure: (error) => failures.push(error),
  });
  return {
    probe,
    pending,
    failures,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('the database probe', () => {
  it('answers from a probe that settles within the wait', async () => {
    const { probe, pending } = harness();
    const status = probe.status();
    pending[0]!.resolve();
    expect(await status).toBe(true);
  });

  it('never waits on a slow database longer than the wait, and keeps the last answer meanwhile', async () => {
    const { probe, pending } = harness();
    expect(await probe.status()).toBe(true);
    expect(pending).toHaveLength(1);
    // The probe is still pending: the next answers do not wait for it and start no second one.
    expect(await probe.status()).toBe(true);
    expect(pending).toHaveLength(1);
  });

  it('queries at most once per refresh interval however often it is asked', async () => {
    const { probe, pending, advance } = harness();
    const first = probe.status();
    pending[0]!.resolve();
    await first;
    for (let i = 0; i < 10; i += 1) {
      advance(50);
      await probe.status();
    }
    expect(pending).toHaveLength(1);
    advance(600);
    const later = probe.status();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    expect(await later).toBe(true);
  });

  it('reports the database down when its probe fails, and up again once one succeeds', async () => {
    const { probe, pending, failures, advance } = harness();
    const failing = probe.status();
    pending[0]!.reject(new Error('connection refused'));
    expect(await failing).toBe(false);
    expect(failures).toEqual([new Error('connection refused')]);
    advance(1_000);
    const recovering = probe.status();
    pending[1]!.resolve();
    expect(await recovering).toBe(true);
  });

  it('reports the database down when a probe has been pending longer than the timeout', async () => {
    const { probe, pending, advance } = harness();
    expect(await probe.status()).toBe(true);
    advance(1_999);
    expect(await probe.status()).toBe(true);
    advance(2);
    expect(await probe.status()).toBe(false);
    pending[0]!.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await probe.status()).toBe(true);
  });
});
