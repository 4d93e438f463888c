/**
 * Removes the local data of every user but the one signing in: on start and at login, the
 * databases and caches of any other user are deleted once the user's own database is open (their
 * names differ, so the user never reads another's). Another user's database can still hold outbox
 * entries when their session ended without a logout (a refused refresh): those are counted, so the
 * screen can say how many changes were discarded, and deleted with the database. They are never
 * sent, since they would be sent as the wrong user.
 */
import Dexie from 'dexie';
import { databaseNamePrefix } from './database-name';

type DatabaseFactory = Pick<IDBFactory, 'databases' | 'deleteDatabase' | 'open'>;

export interface OtherUsersCleanup {
  /** Outbox entries of other users that were deleted unsent. */
  discardedWrites: number;
}

/** Counts the outbox entries of database `name`, then deletes the database. */
async function discardDatabase(name: string, factory: DatabaseFactory): Promise<number> {
  // Opened without a declared schema, Dexie adopts whatever version is on disk.
  const database = new Dexie(name, { indexedDB: factory, allowEmptyDB: true });
  let pending = 0;
  try {
    await database.open();
    if (database.tables.some((table) => table.name === 'outbox'))
      pending = await database.table('outbox').count();
  } catch {
    // Unreadable (another version, corrupt): it is deleted all the same.
  }
  await database.delete().catch(() => undefined);
  return pending;
}

export async function deleteOtherUsersDatabases(
  keepName: string,
  factory: DatabaseFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): Promise<OtherUsersCleanup> {
  if (!factory?.databases) return { discardedWrites: 0 };
  const databases = await factory.databases().catch(() => []);
  let discardedWrites = 0;
  for (const { name } of databases) {
    if (!name || name === keepName || !name.startsWith(databaseNamePrefix)) continue;
    discardedWrites += await discardDatabase(name, factory);
  }
  return { discardedWrites };
}
