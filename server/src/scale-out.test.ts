/**
 * Several API processes on one PostgreSQL (product.md §2), tried as an operator runs them: two real
 * server processes (`server/src/main.ts`, as two machines behind a load balancer would run it) start
 * together on one empty database and one DATA_DIR, and a user's requests land on either. They must
 * agree on everything: realtime hints reach a socket on the other process (through Redis when
 * REDIS_URL is set, through PostgreSQL NOTIFY otherwise), throttles count across both, one
 * Idempotency-Key has one effect, a file uploaded to one downloads from the other, and a cached list
 * on one sees a write made through the other. `WORKERS=2 npm start` is tried too: one port, two
 * workers, a killed worker replaced.
 *
 * Needs the PostgreSQL of TEST_DATABASE_URL (skipped without it) and, for the Redis variant, Redis at
 * TEST_REDIS_URL (default redis://127.0.0.1:6379; skipped when it does not answer).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generate } from 'otplib';
import pg from 'pg';
import type PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RealtimeConfigResponse, RealtimeHint } from '../../src/api/contract/realtime';
import { uuidv7 } from '../../src/lib/uuid';
import { totpGuardrails } from './auth/two-factor.repository';
import { joinWithPusherJs } from './realtime/pusher-test-socket';
import { childProcessEnv, testDatabaseUrl, testRedisUrl } from './env';
import { DEMO_PASSWORD as demoPassword, DEMO_TOTP_SECRET } from './seed/demo-access';
import { isServiceReachable } from './test/service-reachable';

const repositoryRoot = resolve(import.meta.dirname, '../..');
const postgresUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();
const customer = 'filiaal@bakkerij-dejong.example';

const redisAnswers = await isServiceReachable(redisUrl);

interface Running {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** Starts `script` under tsx with `env` and waits until its output matches `ready` (which names the URL). */
function startProcess(script: string, env: Record<string, string>, ready: RegExp): Promise<Running> {
  // Only what `env` names: a REDIS_URL of the surroundings must not choose the fan-out.
  const environment = childProcessEnv(env);
  if (!env.REDIS_URL) delete environment.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repositoryRoot,
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${script} did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        done({ url: match[1], child, output: () => output });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

async function stopProcess(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null) return;
  const exited = new Promise((done) => running.child.once('exit', done));
  running.child.kill('SIGTERM');
  await exited;
}

/** Runs `work` on a connection of its own to the database at `url`. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new empty database on the test server, and its URL. */
async function emptyDatabase(): Promise<{ name: string; url: string }> {
  const name = `portal_scale_${process.pid}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  await withClient(postgresUrl!, (client) => client.query(`create database "${name}"`));
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

async function dropDatabase(name: string): Promise<void> {
  await withClient(postgresUrl!, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

async function api(base: string, path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(`${base}${path}`, { ...init, headers });
}

async function login(base: string, email: string): Promise<{ token: string; organisationId: string }> {
  const response = await api(base, '/api/login', {
    method: 'POST',
    body: JSON.stringify({ email, password: demoPassword }),
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: { token: string; user: { company: { id: string } } } };
  return { token: data.token, organisationId: data.user.company.id };
}

const variants = [
  {
    label: 'Redis pub/sub',
    fanout: 'redis',
    redis: true,
    skip: !postgresUrl || !redisAnswers,
  },
  { label: 'PostgreSQL NOTIFY', fanout: 'postgres', redis: false, skip: !postgresUrl },
];

describe.each(variants)('two API processes on one PostgreSQL, realtime through $label', (variant) => {
  let database: { name: string; url: string } | undefined;
  let dataDir: string | undefined;
  let a: Running | undefined;
  let b: Running | undefined;
  const clients: PusherClient[] = [];

  beforeAll(async () => {
    if (variant.skip) return;
    database = await emptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-scale-'));
    const env = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-pwa'),
      REALTIME_SECRET: randomBytes(32).toString('hex'),
      ...(variant.redis ? { REDIS_URL: redisUrl } : {}),
    };
    // Both start at once on the empty database: one migrates and seeds, the other waits its turn.
    [a, b] = await Promise.all(
      [1, 2].map(() => startProcess('server/src/main.ts', env, /listening on (http:\/\/[\d.:]+)/)),
    );
  }, 180_000);

  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await Promise.all([stopProcess(a), stopProcess(b)]);
    if (database) await dropDatabase(database.name);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it.skipIf(variant.skip)('both processes fan realtime out the configured way', () => {
    for (const running of [a!, b!]) expect(running.output()).toContain(`"fanout":"${variant.fanout}"`);
  });

  it.skipIf(variant.skip)(
    'a write through B reaches a pusher-js client on A, authorized by B',
    async () => {
      const { token, organisationId } = await login(b!.url, customer);
      const config = RealtimeConfigResponse.parse(
        await (await api(a!.url, '/api/realtime/config')).json(),
      ).data;
      // The socket lives on A; the authorization is signed by B, as behind a load balancer.
      const { client, channel } = await joinWithPusherJs({
        config,
        socketOrigin: a!.url,
        authOrigin: b!.url,
        token,
        channelName: `${config.channelPrefix}-${organisationId}`,
      });
      clients.push(client);

      const id = uuidv7();
      const received = new Promise<{ data: unknown; at: number }>((done) =>
        channel.bind('tasks', (data: unknown) => done({ data, at: performance.now() })),
      );
      const sentAt = performance.now();
      const created = await api(b!.url, '/api/task', {
        method: 'POST',
        token,
        body: JSON.stringify({ id, organisationId, title: 'Gemeld via proces B' }),
      });
      const answeredAt = performance.now();
      expect(created.status).toBe(201);
      const hint = await received;
      expect(RealtimeHint.parse(hint.data)).toEqual({ organisationId, ids: [id] });
      // A figure, not an assertion: the bench holds the latency budget (shared machines are noisy).
      const after = (moment: number) => `${(hint.at - moment).toFixed(1)} ms`;
      console.info(
        `realtime across processes (${variant.label}): hint on A ${after(sentAt)} after the write was sent to B, ${after(answeredAt)} after B answered`,
      );
    },
    30_000,
  );

  it.skipIf(variant.skip)('counts 11 wrong passwords spread over both processes as 11', async () => {
    const email = 'monteur@koelservice.example';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await api(attempt % 2 === 0 ? a!.url : b!.url, '/api/login', {
        method: 'POST',
        body: JSON.stringify({ email, password: `verkeerd-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it.skipIf(variant.skip)('refuses on A, at once, a session ended through B', async () => {
    const { token } = await login(a!.url, 'boekhouding@bakkerij-dejong.example');
    expect((await api(a!.url, '/api/user', { token })).status).toBe(200); // now in A's session cache
    expect((await api(b!.url, '/api/logout', { method: 'POST', token })).status).toBeLessThan(300);
    expect((await api(a!.url, '/api/user', { token })).status).toBe(401);
  });

  it.skipIf(variant.skip)('refuses on B a two-factor code accepted on A', async () => {
    const challenge = async (base: string) => {
      const response = await api(base, '/api/login', {
        method: 'POST',
        body: JSON.stringify({ email: 'tweestaps@bakkerij-dejong.example', password: demoPassword }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { twoFactor: { id: string } } }).data.twoFactor.id;
    };
    const submit = async (base: string, challengeId: string, code: string) =>
      (
        await api(base, `/api/session-two-factor-auth/${challengeId}`, {
          method: 'POST',
          body: JSON.stringify({ code }),
        })
      ).status;
    const code = await generate({ secret: DEMO_TOTP_SECRET, guardrails: totpGuardrails });
    expect(await submit(a!.url, await challenge(a!.url), code)).toBe(200);
    expect(await submit(b!.url, await challenge(b!.url), code)).toBe(401);
  });

  it.skipIf(variant.skip)('applies one Idempotency-Key sent to both at once once', async () => {
    const { token, organisationId } = await login(a!.url, customer);
    const id = uuidv7();
    const key = uuidv7();
    const send = (base: string) =>
      api(base, '/api/task', {
        method: 'POST',
        token,
        headers: { 'idempotency-key': key },
        body: JSON.stringify({ id, organisationId, title: 'Eén keer' }),
      });
    const answers = await Promise.all([send(a!.url), send(b!.url)]);
    const statuses = answers.map((answer) => answer.status).sort();
    // The second either waited and replays the first's answer, or found it still running (409).
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const replay = await send(b!.url);
    expect(replay.status).toBe(201);
    const first = answers.find((answer) => answer.status === 201)!;
    expect(await replay.json()).toEqual(await first.json());
    const { rows } = await withClient(database!.url, (client) =>
      client.query('select count(*)::int as n from tasks where id = $1', [id]),
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it.skipIf(variant.skip)('serves from B a file uploaded through A', async () => {
    const { token, organisationId } = await login(a!.url, 'klant@bakkerij-dejong.example');
    const messageId = uuidv7();
    const message = await api(a!.url, '/api/task/inboundmessage', {
      method: 'POST',
      token,
      body: JSON.stringify({ id: messageId, organisationId, subject: 'Storing', body: 'Zie bijlage.' }),
    });
    expect(message.status).toBe(201);
    const bytes = new TextEncoder().encode(`%PDF-1.7\n% ${randomBytes(8).toString('hex')}\n%%EOF\n`);
    const documentId = uuidv7();
    const form = new FormData();
    form.append('documentIds', JSON.stringify([documentId]));
    form.append('files[]', new Blob([bytes], { type: 'application/pdf' }), 'rapport.pdf');
    const uploaded = await fetch(`${a!.url}/api/documents/message/${messageId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const download = await api(b!.url, `/api/documents/${documentId}/download`, { token });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it.skipIf(variant.skip)('a cached list on A shows a write made through B at once', async () => {
    const { token, organisationId } = await login(a!.url, customer);
    const list = async () => {
      const response = await api(a!.url, '/api/task?perPage=100', { token });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { id: string }[] }).data.map((task) => task.id);
    };
    await list();
    await list(); // now answered from A's cache
    const id = uuidv7();
    const created = await api(b!.url, '/api/task', {
      method: 'POST',
      token,
      body: JSON.stringify({ id, organisationId, title: 'Nieuw via B' }),
    });
    expect(created.status).toBe(201);
    expect(await list()).toContain(id);
  });
});

describe.skipIf(!postgresUrl)('WORKERS=2 npm start', () => {
  let database: { name: string; url: string } | undefined;
  let dataDir: string | undefined;
  let primary: Running | undefined;

  beforeAll(async () => {
    database = await emptyDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'portal-cluster-'));
    primary = await startProcess(
      'server/src/cli/start.ts',
      {
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        WORKERS: '2',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-pwa'),
      },
      /running at (http:\/\/[\d.:]+) \(2 API processes\)/,
    );
  }, 180_000);

  afterAll(async () => {
    await stopProcess(primary);
    if (database) await dropDatabase(database.name);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The worker processes: children of the primary running the same script. */
  function workers(): number[] {
    const listing = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(primary!.child.pid)]).toString();
    return listing
      .split('\n')
      .filter((line) => line.includes('start.ts'))
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  }

  it('serves on one port from two workers, replaces a worker that dies, and stops them all', async () => {
    // What the primary printed explains a failure here better than the assertion alone.
    try {
      expect(workers()).toHaveLength(2);
      const health = await api(primary!.url, '/api/health');
      expect(health.status).toBe(200);
      await login(primary!.url, customer);

      const [victim] = workers();
      process.kill(victim!, 'SIGKILL');
      await expect
        .poll(() => workers().filter((pid) => pid !== victim), { timeout: 60_000, interval: 250 })
        .toHaveLength(2);
      await expect
        .poll(async () => (await api(primary!.url, '/api/health')).status, { timeout: 60_000 })
        .toBe(200);
      expect(primary!.output()).toContain(`worker ${victim} exited (SIGKILL); starting another`);

      const children = workers();
      const exited = new Promise<number | null>((done) => primary!.child.once('exit', done));
      primary!.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
    } catch (error) {
      throw new Error(`${String(error)}\n--- primary output ---\n${primary!.output()}`, { cause: error });
    }
  }, 120_000);
});
