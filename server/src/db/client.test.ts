import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase, queryRows } from './client';

describe('openDatabase', () => {
  it('opens an in-memory PGlite when given neither a data directory nor a URL, and closes twice safely', async () => {
    const handle = await openDatabase({});
    expect(handle.kind).toBe('pglite');
    expect(await queryRows<{ answer: number }>(handle.db, sql`select 42 as answer`)).toEqual([
      { answer: 42 },
    ]);
    await handle.close();
    await expect(handle.close()).resolves.toBeUndefined();
  });

  it('refuses an unreachable PostgreSQL with one line that hides the password', async () => {
    const error = await openDatabase({ databaseUrl: 'postgres://portal:hunter2@127.0.0.1:1/portal' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseOpenError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^Cannot connect to PostgreSQL at postgres:\/\/portal:\*\*\*@127\.0\.0\.1:1\/portal: /,
    );
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('\n');
  });

  it('refuses a data directory it cannot create with one line naming it', async () => {
    const error = await openDatabase({ dataDir: '/proc/portal-cannot-live-here' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DatabaseOpenError);
    expect((error as Error).message).toMatch(
      /^Cannot open the embedded database in \/proc\/portal-cannot-live-here: /,
    );
  });
});
