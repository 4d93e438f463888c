/**
 * Applies the committed migrations in server/drizzle (found next to this module, whatever the current
 * directory). Idempotent: the drizzle migrator records applied migrations in
 * `drizzle.__drizzle_migrations` and skips them, so running it on every start is safe.
 */
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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
    await migrateNodePostgres(handle.db as NodePgDatabase<Schema>, { migrationsFolder });
  }
}
