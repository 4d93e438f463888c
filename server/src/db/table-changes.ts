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
import pg from 'pg';

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

const reconnectDelayMs = 1_000;

/** Follows the changes of a PostgreSQL database on a LISTEN connection of its own, reconnecting when lost. */
export async function followPostgresChanges(
  connectionString: string,
  onError: (error: Error) => void,
): Promise<TableChanges> {
  const versions = new TableVersions();
  let listener: pg.Client | undefined;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let queued: Promise<void> | undefined;

  function lost(client: pg.Client, error?: Error): void {
    if (listener !== client) return;
    listener = undefined;
    versions.forgetAll();
    client.end().catch(() => undefined);
    if (error) onError(error);
    if (!closed) {
      reconnectTimer = setTimeout(() => void connect(), reconnectDelayMs);
      reconnectTimer.unref();
    }
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === tableChangesChannel && message.payload) versions.changed(message.payload);
    });
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${tableChangesChannel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      onError(error instanceof Error ? error : new Error(String(error)));
      if (!closed) {
        reconnectTimer = setTimeout(() => void connect(), reconnectDelayMs);
        reconnectTimer.unref();
      }
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    // Changes made while nobody listened are unknown: start a new epoch.
    versions.forgetAll();
    listener = client;
  }

  async function roundTrip(): Promise<void> {
    const client = listener;
    if (!client) return;
    try {
      await client.query('select 1');
    } catch (error) {
      lost(client, error instanceof Error ? error : new Error(String(error)));
    }
  }

  await connect();

  return {
    settled() {
      if (!listener) return Promise.resolve();
      // A round trip not yet sent will be sent after this call began: it covers this caller too.
      if (queued) return queued;
      const barrier: Promise<void> = (inFlight ?? Promise.resolve()).then(() => {
        queued = undefined;
        inFlight = barrier;
        return roundTrip().finally(() => {
          if (inFlight === barrier) inFlight = undefined;
        });
      });
      queued = barrier;
      return barrier;
    },
    versionOf: (tables) => (listener ? versions.versionOf(tables) : undefined),
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
