/**
 * The server figures: a list endpoint under load (autocannon, 50 connections, 10 s, in a child process so
 * the load generator does not share the server's event loop) against a bare Fastify route that answers
 * a JSON body of the same size in the same run, change reads against a bare route that reads the same
 * rows with one plain query and `JSON.stringify`, the process RSS while loaded, and argon2id logins.
 *
 * A step that does not finish in its time throws `StepTimeout`: the bench reports its figures as slow
 * (not measured) instead of failing the run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import Fastify from 'fastify';
import { repositoryRoot } from '../../server/src/cli/build-pwa';
import { demoPassword } from '../browser/demo-login';

export interface LoadResult {
  /** Requests per second: mean and the per-second samples' median, min and max. */
  mean: number;
  perSecond: { median: number; min: number; max: number };
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  bodyBytes: number;
  /** Highest RSS of this process (server in-process) sampled during the run, MB. */
  peakRssMb: number;
}

interface AutocannonJson {
  requests: { mean: number; p50: number; min: number; max: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  throughput: { total: number };
}

/** A step that did not finish within its time: the machine is too slow or too loaded for it. */
export class StepTimeout extends Error {
  override readonly name = 'StepTimeout';
}

/** `work`, or a `StepTimeout` naming `what` when it has not settled after `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new StepTimeout(`${what} did not finish within ${Math.round(ms / 1000)} s`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs autocannon's CLI against `url` and samples this process's RSS meanwhile. */
export async function loadTest(
  url: string,
  headers: Record<string, string> = {},
  { connections = 50, durationS = 10 } = {},
): Promise<LoadResult> {
  const bin = path.join(repositoryRoot, 'node_modules', 'autocannon', 'autocannon.js');
  const args = [bin, '-c', String(connections), '-d', String(durationS), '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  args.push(url);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      let killed = false;
      const killer = setTimeout(
        () => {
          killed = true;
          child.kill('SIGKILL');
        },
        (durationS + 30) * 1000,
      );
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(killer);
        if (code === 0) resolve(stdout);
        else if (killed)
          reject(
            new StepTimeout(
              `autocannon against ${new URL(url).pathname} did not finish within ${durationS + 30} s`,
            ),
          );
        else reject(new Error(`autocannon exited ${code ?? 'by signal'}: ${stderr.slice(0, 300)}`));
      });
    });
    const result = JSON.parse(output) as AutocannonJson;
    return {
      mean: result.requests.mean,
      perSecond: { median: result.requests.p50, min: result.requests.min, max: result.requests.max },
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      total: result.requests.total,
      bodyBytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
      peakRssMb: peakRss / (1024 * 1024),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A bare Fastify server on a free loopback port whose one route answers `body` (serialized per request). */
export async function startBareServer(body: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare`, close: () => app.close() };
}

/** Reads the rows of one change page: a plain SQL query with positional parameters, rows as the driver gives them. */
export type RowQuery = (sql: string, parameters: unknown[]) => Promise<unknown[]>;

/**
 * The baseline of a change read: a bare Fastify server whose one route reads the first `perPage`
 * changes of `table` with one query (every column, tombstones included, in change order, the next row
 * fetched as the route does to know whether more follow) and answers them with `JSON.stringify`. No
 * authentication, scope, count, mapping or validation: what reading and sending the same rows costs.
 */
export async function startBareChangeServer(
  query: RowQuery,
  table: string,
  perPage: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const sql = `select * from ${table} where change_seq > $1 order by change_seq asc, id asc limit $2`;
  const app = Fastify({ logger: false });
  app.get('/bare-changes', async (_request, reply) => {
    const rows = await query(sql, [0, perPage + 1]);
    const page = rows.slice(0, perPage);
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ data: page, meta: { hasMore: rows.length > perPage } }));
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/bare-changes`, close: () => app.close() };
}

/** `count` password logins of `email`, `concurrency` at a time: logins/s and every latency (ms). */
export async function loginRate(
  baseUrl: string,
  email: string,
  count: number,
  concurrency: number,
): Promise<{ perSecond: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const sent = performance.now();
      const response = await fetch(`${baseUrl}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: demoPassword }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`login answered ${response.status}`);
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { perSecond: count / ((performance.now() - started) / 1000), latencies };
}
