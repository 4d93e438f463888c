import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/lib/uuid';
import { buildApp } from '../app';
import { devMail } from '../db/schema/index';
import { testDatabaseUrl } from '../env';
import { LocalFileStore } from '../files/file-store';
import { HttpError } from '../plugins/http-error';
import { RecordingPublisher } from '../realtime/realtime-publisher';
import {
  createTestDatabase,
  databaseKinds,
  demoPassword,
  testEnv,
  type TestDatabase,
} from '../test/test-app';
import { canonicalJson, fingerprintRequest } from './idempotency-store';
import { groupChanges, runCommand } from './run-command';

describe('canonical fingerprints', () => {
  it('ignore the order of object keys at every level', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
  });

  it('differ when the method, the URL or any value differs', () => {
    const base = fingerprintRequest('POST', '/api/task', { title: 'a' }).hash;
    expect(fingerprintRequest('PUT', '/api/task', { title: 'a' }).hash).not.toBe(base);
    expect(fingerprintRequest('POST', '/api/task/1', { title: 'a' }).hash).not.toBe(base);
    expect(fingerprintRequest('POST', '/api/task', { title: 'b' }).hash).not.toBe(base);
    expect(fingerprintRequest('post', '/api/task', { title: 'a' }).hash).toBe(base);
  });
});

describe('grouping the changes of one command', () => {
  it('makes one hint per collection and organisation, with each id once', () => {
    expect(
      groupChanges([
        { collection: 'tasks', organisationId: 'o1', id: 't1' },
        { collection: 'tasks', organisationId: 'o2', id: 't2' },
        { collection: 'tasks', organisationId: 'o1', id: 't3' },
        { collection: 'tasks', organisationId: 'o1', id: 't1' },
        { collection: 'roles', organisationId: null, id: 'r1' },
      ]),
    ).toEqual([
      { collection: 'tasks', organisationId: 'o1', ids: ['t1', 't3'] },
      { collection: 'tasks', organisationId: 'o2', ids: ['t2'] },
      { collection: 'roles', organisationId: null, ids: ['r1'] },
    ]);
  });
});

/**
 * A command whose effect has no natural uniqueness (a dev-mail row with a server-made id), so every
 * run of the effect shows as one more row: exactly what idempotency must prevent.
 */
describe.each(databaseKinds())('runCommand on $label', ({ kind }) => {
  let database: TestDatabase | undefined;
  let app: FastifyInstance;
  const publisher = new RecordingPublisher();
  const isAvailable = kind === 'pglite' || testDatabaseUrl() !== undefined;

  beforeEach(async (context) => {
    if (!isAvailable) context.skip('PostgreSQL variant skipped: set TEST_DATABASE_URL to run it');
    publisher.published.length = 0;
    database = await createTestDatabase(kind);
    app = await buildApp({
      env: testEnv(),
      database: database.database,
      files: new LocalFileStore(database.filesDir),
      realtime: publisher,
    });
    app.post('/api/test/command', async (request, reply) => {
      const { to, fail } = request.body as { to: string; fail?: boolean };
      const result = await runCommand(request, async ({ tx, changed }) => {
        // Safe inside the effect: the scope was computed before the transaction (PGlite would hang).
        await request.organisationScope();
        const [row] = await tx.insert(devMail).values({ to, subject: 'command', text: 'effect' }).returning();
        // Let concurrent duplicates arrive while this effect is still running.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (fail) throw new HttpError(422, 'validationFailed');
        changed({ collection: 'tasks', organisationId: null, id: row!.id });
        return { status: 201, body: { data: { id: row!.id } } };
      });
      return reply.code(result.status).send(result.body);
    });
    await app.ready();
  });
  afterEach(async () => {
    await app?.close();
    await database?.dispose();
    database = undefined;
  });

  async function token(): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'filiaal@bakkerij-dejong.example', password: demoPassword },
    });
    return response.json().data.token as string;
  }

  function send(bearer: string, payload: Record<string, unknown>, key?: string) {
    return app.inject({
      method: 'POST',
      url: '/api/test/command',
      headers: {
        authorization: `Bearer ${bearer}`,
        'accept-language': 'en',
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });
  }

  async function effects(to: string): Promise<number> {
    const [row] = await database!.database.db.select({ n: count() }).from(devMail).where(eq(devMail.to, to));
    return row?.n ?? 0;
  }

  it('runs the effect every time without an Idempotency-Key', async () => {
    const bearer = await token();
    const to = `${uuidv7()}@example.test`;
    await send(bearer, { to });
    await send(bearer, { to });
    expect(await effects(to)).toBe(2);
  });

  it('runs the effect once for the same request 10 times in sequence, replaying status and body', async () => {
    const bearer = await token();
    const to = `${uuidv7()}@example.test`;
    const key = uuidv7();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await send(bearer, { to }, key));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await effects(to)).toBe(1);
    expect(publisher.published).toHaveLength(1);
  });

  it('runs the effect once for the same request 10 times concurrently; duplicates in flight get 409', async () => {
    const bearer = await token();
    const to = `${uuidv7()}@example.test`;
    const key = uuidv7();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(bearer, { to }, key)));
    const created = answers.filter((answer) => answer.statusCode === 201);
    const busy = answers.filter((answer) => answer.statusCode === 409);
    expect(created.length + busy.length).toBe(10);
    expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
    for (const answer of busy) {
      expect(answer.json().message).toBe(
        'This request is already being processed. Please try again shortly.',
      );
      expect(answer.headers['retry-after']).toBe('1');
    }
    expect(await effects(to)).toBe(1);
    expect(publisher.published).toHaveLength(1);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const retry = await send(bearer, { to }, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(created[0]!.body);
  });

  it('refuses the same key with a different body with 422 and runs nothing', async () => {
    const bearer = await token();
    const to = `${uuidv7()}@example.test`;
    const key = uuidv7();
    await send(bearer, { to }, key);
    const other = await send(bearer, { to: `other-${to}` }, key);
    expect(other.statusCode).toBe(422);
    expect(await effects(`other-${to}`)).toBe(0);
  });

  it('rolls the effect back and stores nothing when the effect refuses', async () => {
    const bearer = await token();
    const to = `${uuidv7()}@example.test`;
    const key = uuidv7();
    expect((await send(bearer, { to, fail: true }, key)).statusCode).toBe(422);
    expect(await effects(to)).toBe(0);
    expect(publisher.published).toHaveLength(0);
    expect((await send(bearer, { to }, key)).statusCode).toBe(201);
    expect(await effects(to)).toBe(1);
  });
});
