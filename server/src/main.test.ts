import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from './db/schema/users-roles';
import { describeStartupFailure, startServer, StartupError } from './main';

const quiet = { LOG_LEVEL: 'silent', NODE_ENV: 'test', PORT: 0, HOST: '127.0.0.1' } as const;

async function startupFailure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return describeStartupFailure(error);
  }
  throw new Error('the server started although it should not have');
}

describe('startServer', () => {
  const scratch: string[] = [];
  afterAll(async () => {
    for (const dir of scratch) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a DATA_DIR it cannot write to with one clear line', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-main-'));
    scratch.push(dir);
    const blocker = join(dir, 'a-file');
    await writeFile(blocker, '');
    const message = await startupFailure(startServer({ ...quiet, DATA_DIR: join(blocker, 'data') }));
    expect(message).toMatch(/^DATA_DIR .* is not writable/);
    expect(message).not.toContain('\n');
  });

  it('refuses an unreachable DATABASE_URL with one clear line that hides the password', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-main-'));
    scratch.push(dir);
    const message = await startupFailure(
      startServer({ ...quiet, DATA_DIR: dir, DATABASE_URL: 'postgres://portal:hunter2@127.0.0.1:1/portal' }),
    );
    expect(message).toMatch(/^Cannot connect to PostgreSQL/);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('\n');
  });

  it('serves on a free port, and a second start on the same DATA_DIR keeps the data without seeding again', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-main-'));
    scratch.push(dir);
    const countUsers = async (server: Awaited<ReturnType<typeof startServer>>) =>
      (await server.app.db.select({ value: count() }).from(users))[0]?.value ?? 0;

    const first = await startServer({ ...quiet, DATA_DIR: dir });
    let usersAfterFirstStart: number;
    try {
      expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok', database: { ok: true, kind: 'pglite' } });
      usersAfterFirstStart = await countUsers(first);
      expect(usersAfterFirstStart).toBeGreaterThan(0);
    } finally {
      await first.close();
    }

    const second = await startServer({ ...quiet, DATA_DIR: dir });
    try {
      expect(await countUsers(second)).toBe(usersAfterFirstStart);
    } finally {
      await second.close();
    }
  }, 240_000);
});
