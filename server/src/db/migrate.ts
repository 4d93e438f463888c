/**
 * Applies the committed migrations in server/drizzle (found next to this module, whatever the current
 * directory). Idempotent: the drizzle migrator records applied migrations in
 * `drizzle.__drizzle_migrations` and skips them, so running it on every start is safe. On PostgreSQL
 * it runs under the startup lock, so API processes starting together apply each migration once.
 */
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './client';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // The handle was built by the matching drizzle() of client.ts; `kind` tells which one.
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await withStartupLock(handle, () =>
      migrateNodePostgres(handle.db as NodePgDatabase<Schema>, { migrationsFolder }),
    );
  }
}

/** Any constant shared by every process of this application: the key of its startup lock. */
const startupLockKey = 0x6b6f656c; // "koel"

/**
 * Runs `work` while holding the database-wide startup lock (a PostgreSQL session advisory lock on a
 * connection of its own): of several processes starting at once, one migrates or seeds while the
 * others wait and then find the work done. PGlite belongs to one process and needs no lock.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  // drizzle(node-postgres) keeps the pool it was given as `$client`.
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    client.release();
  }
}
