/**
 * The load suite: one real server on loopback (a PGlite test app listening on a free port) and a
 * client in a child process (load-client.ts), in three phases:
 * 1. a burst of concurrent logins (good, wrong password, unknown account) while another client process
 *    polls `/api/health`: health answers 200 to every poll (its latency is printed, never asserted:
 *    these machines are shared and noisy); every login gets an answer (200, 401, 429 or 503, never a
 *    timeout or another 5xx), every refusal with Retry-After;
 * 2. list and change reads from many connections: no errors, refusals (503) counted apart; then the
 *    same reads from a few connections (normal load): all 200;
 * 3. a soak of reads: the server's RSS after it stays within a generous bound of before.
 * The figures go to one summary line.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../test/test-app';
import type {
  HealthPollResult,
  LoadResult,
  LoadTask,
  LoginAttempt,
  LoginBurstResult,
  ReadLoadResult,
  StatusCounts,
} from './load-client';

const loginBurstSize = 300;
const rssGrowthLimitBytes = 256 * 1024 * 1024;
const megabyte = 1024 * 1024;

/** Demo accounts without two-factor; each good login answers a session. */
const goodAccounts = [
  'admin@koelservice.example',
  'planner@koelservice.example',
  'monteur@koelservice.example',
  'klant@bakkerij-dejong.example',
  'filiaal@bakkerij-dejong.example',
];

/** A quarter good logins, a quarter wrong passwords of known accounts, half unknown accounts. */
function loginAttempts(count: number): LoginAttempt[] {
  return Array.from({ length: count }, (_, index) => {
    const account = goodAccounts[index % goodAccounts.length]!;
    if (index % 4 === 0) return { email: account, password: demoPassword };
    if (index % 4 === 1) return { email: account, password: `${demoPassword}-wrong` };
    return { email: `unknown-${index}@load.example`, password: demoPassword };
  });
}

const readPaths = [
  '/api/serviceobjects',
  '/api/serviceobjects?updatedSince=0',
  '/api/invoices',
  '/api/orders',
];

/** Statuses other than those listed. */
function unexpected(statuses: StatusCounts, allowed: string[]): StatusCounts {
  return Object.fromEntries(Object.entries(statuses).filter(([status]) => !allowed.includes(status)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const format = (statuses: StatusCounts) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');

describe('the load suite', () => {
  let subject: TestApp;
  let baseUrl: string;
  let client: ChildProcess;
  let poller: ChildProcess;
  let token: string;
  const suiteStarted = performance.now();
  const figures: string[] = [];

  /** Runs one task in a client process and answers its result. */
  function run<T extends LoadResult>(child: ChildProcess, task: LoadTask): Promise<T> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the load client exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (result) => {
        child.off('exit', onExit);
        resolve(result as T);
      });
      child.send(task);
    });
  }

  const startClient = () =>
    fork(fileURLToPath(new URL('./load-client.ts', import.meta.url)), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });

  /**
   * Waits (at most 10 s) until the server no longer sheds for process pressure: the event-loop verdict
   * of a busy phase lasts until the next sample, and "normal load" means a server that is not busy.
   */
  async function untilCalm(): Promise<void> {
    const deadline = performance.now() + 10_000;
    while (subject.app.isUnderPressure() && performance.now() < deadline) await sleep(100);
  }

  beforeAll(async () => {
    // NODE_ENV=development: the server sheds load exactly as `npm start` does (the test default turns
    // the event-loop check off, since app.inject() starves its sampler; here requests come over TCP).
    subject = await createTestApp('pglite', { NODE_ENV: 'development' });
    await subject.app.listen({ port: 0, host: '127.0.0.1' });
    const address = subject.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    baseUrl = `http://127.0.0.1:${address.port}`;
    const login = await subject.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'klant@bakkerij-dejong.example', password: demoPassword },
    });
    token = (login.json() as { data: { token: string } }).data.token;
    client = startClient();
    poller = startClient();
  }, 60_000);

  afterAll(async () => {
    client?.disconnect();
    poller?.disconnect();
    await subject?.close();
    const seconds = ((performance.now() - suiteStarted) / 1000).toFixed(1);
    console.log(`[suite] load: ${figures.join('; ')}; ${seconds} s`);
  });

  it('answers every login of a burst, with Retry-After on refusals, while health answers every poll', async () => {
    const polling = run<HealthPollResult>(poller, {
      kind: 'health-poll',
      baseUrl,
      everyMs: 20,
      timeoutMs: 20_000,
    });
    const burst = await run<LoginBurstResult>(client, {
      kind: 'login-burst',
      baseUrl,
      attempts: loginAttempts(loginBurstSize),
      timeoutMs: 20_000,
    });
    poller.send({ kind: 'stop' });
    const health = await polling;
    figures.push(
      `${loginBurstSize} logins in ${(burst.durationMs / 1000).toFixed(1)} s (${format(burst.statuses)}), ` +
        `health p50 ${health.latency.p50} ms p99 ${health.latency.p99} ms max ${health.latency.max} ms ` +
        `over ${health.latency.count} polls`,
    );
    expect(unexpected(burst.statuses, ['200', '401', '429', '503'])).toEqual({});
    // Some logins were served, not all refused.
    expect((burst.statuses['200'] ?? 0) + (burst.statuses['401'] ?? 0)).toBeGreaterThan(0);
    expect(burst.refusalsWithoutRetryAfter).toBe(0);
    expect(unexpected(health.statuses, ['200'])).toEqual({});
    expect(health.latency.count).toBeGreaterThan(0);
  }, 60_000);

  it('serves list and change reads from many connections without errors, and all of them at normal load', async () => {
    const reads = { kind: 'reads', baseUrl, token, paths: readPaths, timeoutMs: 20_000 } as const;
    const busy = await run<ReadLoadResult>(client, { ...reads, connections: 50, durationMs: 4_000 });
    await untilCalm();
    const normal = await run<ReadLoadResult>(client, { ...reads, connections: 2, durationMs: 2_000 });
    figures.push(
      `reads x50 ${busy.latency.count} (${format(busy.statuses)}) p99 ${busy.latency.p99} ms, ` +
        `reads x2 ${normal.latency.count} (${format(normal.statuses)}) p99 ${normal.latency.p99} ms`,
    );
    expect(unexpected(busy.statuses, ['200', '503'])).toEqual({});
    expect(busy.statuses['200'] ?? 0).toBeGreaterThan(0);
    expect(busy.refusalsWithoutRetryAfter).toBe(0);
    expect(unexpected(normal.statuses, ['200'])).toEqual({});
    expect(normal.latency.count).toBeGreaterThan(0);
  }, 60_000);

  it('keeps its memory within bounds over a soak of reads', async () => {
    await untilCalm();
    const before = process.memoryUsage().rss;
    const soak = await run<ReadLoadResult>(client, {
      kind: 'reads',
      baseUrl,
      token,
      paths: [...readPaths, '/api/user', '/api/organizations'],
      connections: 8,
      durationMs: 6_000,
      timeoutMs: 20_000,
    });
    const after = process.memoryUsage().rss;
    figures.push(
      `soak ${soak.latency.count} reads (${format(soak.statuses)}), RSS ${Math.round(before / megabyte)} → ` +
        `${Math.round(after / megabyte)} MB (${after >= before ? '+' : ''}${Math.round((after - before) / megabyte)} MB)`,
    );
    expect(unexpected(soak.statuses, ['200', '503'])).toEqual({});
    expect(after - before).toBeLessThan(rssGrowthLimitBytes);
  }, 60_000);
});
