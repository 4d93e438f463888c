/**
 * Fresh migrated PGlite databases for the data-layer tests (no app, no seed). The first call migrates
 * one in-memory database and dumps it; every call then starts a new PGlite from that dump (stack.md
 * pitfall 9), so each test gets an empty schema of its own in a fraction of a second.
 */
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

let template: Promise<Blob> | undefined;

async function migratedDump(): Promise<Blob> {
  const handle = await openDatabase({});
  try {
    await migrateDatabase(handle);
    return await handle.pglite!.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

export async function freshTestDatabase(): Promise<DatabaseHandle> {
  template ??= migratedDump();
  return openDatabase({ loadDataDir: await template });
}
