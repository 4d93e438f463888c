/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) by default, node-postgres when a
 * `databaseUrl` is given (product.md §2). Both are handed out as one `Database` type, so every query
 * in the server runs unchanged on either.
 *
 * Guarantees: the returned handle is connected (a failing URL or an unusable data directory rejects
 * with a `DatabaseOpenError` whose message is one line naming the cause); `close()` releases
 * everything it opened and may be called more than once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';
import { PostgresListener } from './postgres-listener';
import { followPgliteChanges, followPostgresChanges, type TableChanges } from './table-changes';

export type Schema = typeof schema;

/** The one database type the server uses, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handed to `db.transaction(async (tx) => ...)`; accepts the same queries as `Database`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs raw SQL and returns its rows (both drivers answer `{ rows }`). Values come as the driver
 * parses them: cast in SQL (`::int`, `::text`) when the type matters, e.g. bigint and numeric.
 */
export async function queryRows<T>(db: Database | Transaction, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for `dumpDataDir()` in tests; absent on PostgreSQL. */
  pglite?: PGlite;
  /** Which tables committed writes since: what the read caches check (table-changes.ts). */
  changes: TableChanges;
  /** The process's LISTEN connection (postgres-listener.ts); absent on PGlite, which is one process. */
  listener?: PostgresListener;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite data directory; undefined means in memory. Ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A `postgres://` URL: use PostgreSQL through a node-postgres pool. */
  databaseUrl?: string;
  /** Start PGlite from a dump made by `pglite.dumpDataDir()` (a migrated test template). */
  loadDataDir?: Blob;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
  /** Called with errors of idle pooled connections (PostgreSQL restarts); default: one line on stderr. */
  onPoolError?: (error: Error) => void;
}

/** Opening failed; the message is one line fit to print before exiting. */
export class DatabaseOpenError extends Error {
  override readonly name = 'DatabaseOpenError';
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

type PgliteAssets = Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

/** Node's WebAssembly global, which @types/node 20 does not declare. */
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } })
  .WebAssembly;

let pgliteAssets: Promise<PgliteAssets> | undefined;

/**
 * PGlite's WebAssembly module compiled once per process, and its file-system bundle read once: left to
 * itself PGlite compiles and reads them again for every instance, about a quarter of the time a test
 * database takes to open from its template (the tests open hundreds). Where the files are not beside
 * the package's entry (a bundled server), PGlite is left to find them itself.
 */
function loadPgliteAssets(): Promise<PgliteAssets> {
  pgliteAssets ??= (async () => {
    try {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [code, data] = await Promise.all([
        readFile(join(dist, 'pglite.wasm')),
        readFile(join(dist, 'pglite.data')),
      ]);
      return { pgliteWasmModule: await wasm.compile(code), fsBundle: new Blob([data]) };
    } catch {
      return {};
    }
  })();
  return pgliteAssets;
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      ...(await loadPgliteAssets()),
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    });
  } catch (error) {
    const where = options.dataDir === undefined ? 'in memory' : `in ${options.dataDir}`;
    throw new DatabaseOpenError(`Cannot open the embedded database ${where}: ${describe(error)}`, {
      cause: error,
    });
  }
  const db: Database = drizzlePglite({ client: pglite, schema });
  const changes = await followPgliteChanges(pglite);
  return {
    db,
    kind: 'pglite',
    pglite,
    changes,
    close: once(async () => {
      await changes.close();
      if (!pglite.closed) await pglite.close();
    }),
  };
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  const onPoolError =
    options.onPoolError ??
    ((error: Error) => process.stderr.write(`PostgreSQL pool error: ${describe(error)}\n`));
  pool.on('error', onPoolError);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseOpenError(
      `Cannot connect to PostgreSQL at ${redact(databaseUrl)}: ${describe(error)}`,
      { cause: error },
    );
  }
  const db: Database = drizzleNodePostgres({ client: pool, schema });
  const listener = await PostgresListener.start(databaseUrl, onPoolError);
  const changes = await followPostgresChanges(listener);
  return {
    db,
    kind: 'postgres',
    changes,
    listener,
    close: once(async () => {
      await changes.close();
      await listener.close();
      await pool.end();
    }),
  };
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= fn());
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] || 'unknown error';
}

/** The URL without its password, for messages and logs. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable DATABASE_URL';
  }
}
