/**
 * Which tables have changed, as this process learns it from the database's change notifications
 * (migration 0004: after each write statement, `pg_notify('portal_table_changes', <table>)`, delivered at
 * commit). Each table has a version that grows with every committed write to it; the read caches
 * (read-cache.ts) keep an answer only while the versions of the tables it was read from are unchanged.
 *
 * Guarantees:
 * - After `await settled()`, every write committed before the call has been counted. On PGlite the
 *   notifications come back inside the committing query's own answer (one process, one connection), so
 *   this holds without waiting. On PostgreSQL they travel on a dedicated LISTEN connection, possibly after
 *   the writer's COMMIT has returned: `settled()` makes one round trip on that connection, and PostgreSQL
 *   sends a listener every notification committed before the round trip's query. Callers arriving while a
 *   round trip is under way share the next one.
 * - `versionOf()` is undefined while the process cannot know about changes (the PostgreSQL listener is
 *   down or reconnecting): callers then read the database. A lost connection may have lost
 *   notifications, so every version read before it is left behind.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { PostgresListener } from './postgres-listener';

export const tableChangesChannel = 'portal_table_changes';

export interface TableChanges {
  settled(): Promise<void>;
  /** One string naming the current versions of `tables`; undefined while changes cannot be followed. */
  versionOf(tables: readonly string[]): string | undefined;
  close(): Promise<void>;
}

class TableVersions {
  private readonly versions = new Map<string, number>();
  /** Grows whenever notifications may have been missed: versions of an earlier epoch never match again. */
  private epoch = 0;

  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  forgetAll(): void {
    this.epoch += 1;
  }

  versionOf(tables: readonly string[]): string {
    let version = String(this.epoch);
    for (const table of tables) version += `.${this.versions.get(table) ?? 0}`;
    return version;
  }
}

/** Follows the changes of an embedded PGlite database (the only connection there is). */
export async function followPgliteChanges(pglite: PGlite): Promise<TableChanges> {
  const versions = new TableVersions();
  const unlisten = await pglite.listen(tableChangesChannel, (table) => versions.changed(table));
  return {
    settled: () => Promise.resolve(),
    versionOf: (tables) => versions.versionOf(tables),
    close: async () => {
      if (!pglite.closed) await unlisten();
    },
  };
}

/** Follows the changes of a PostgreSQL database on the process's LISTEN connection (postgres-listener.ts). */
export async function followPostgresChanges(listener: PostgresListener): Promise<TableChanges> {
  const versions = new TableVersions();
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  // A lost connection may have lost notifications, and changes made while nobody listened are
  // unknown: either way every version read before is left behind.
  const unsubscribe = await listener.subscribe(tableChangesChannel, (table) => versions.changed(table), {
    onConnected: () => versions.forgetAll(),
    onLost: () => versions.forgetAll(),
  });

  return {
    settled() {
      if (!listener.isListening) return Promise.resolve();
      // A round trip not yet sent will be sent after this call began: it covers this caller too.
      if (queued) return queued;
      const barrier: Promise<void> = (inFlight ?? Promise.resolve()).then(() => {
        queued = undefined;
        inFlight = barrier;
        return listener.roundTrip().finally(() => {
          if (inFlight === barrier) inFlight = undefined;
        });
      });
      queued = barrier;
      return barrier;
    },
    versionOf: (tables) => (listener.isListening ? versions.versionOf(tables) : undefined),
    close() {
      unsubscribe();
      return Promise.resolve();
    },
  };
}
