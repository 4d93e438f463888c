/**
 * Starting and stopping the server process: parse the environment, open and migrate the database,
 * seed the demo data on an empty database in demo mode (never in production), build the app and
 * listen. `startServer` is what `npm start`, `npm run dev` and the browser tests use; run directly
 * (`tsx server/src/main.ts`) it also installs graceful shutdown on SIGINT/SIGTERM.
 *
 * Every failure a user can cause by configuration (bad variable, unreachable DATABASE_URL,
 * unwritable DATA_DIR, busy port) becomes a `StartupError` with a one-line message; the entry points
 * print that line and exit 1, without a stack trace.
 */
import cluster from 'node:cluster';
import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DatabaseOpenError, openDatabase, type DatabaseHandle } from './db/client';
import { migrateDatabase, withStartupLock } from './db/migrate';
import { EnvError, loadEnv, type Env } from './env';
import { LocalFileStore, type FileStore } from './files/file-store';
import { isDatabaseSeeded, seedDemoData } from './seed/demo-data';

export interface RunningServer {
  /** The base URL the server listens on, e.g. `http://127.0.0.1:8080` (the real port when PORT=0). */
  url: string;
  app: FastifyInstance;
  env: Env;
  /** Stops accepting requests, lets running ones finish, then closes the database. Idempotent. */
  close(): Promise<void>;
}

/** A startup failure caused by configuration or the environment; `message` is one printable line. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/** Where the embedded database and the stored files live inside DATA_DIR. */
export function dataPaths(dataDir: string) {
  const root = resolve(dataDir);
  return { root, pglite: join(root, 'pglite'), files: join(root, 'files') };
}

/** Creates DATA_DIR when missing and proves it is writable, or throws a one-line StartupError. */
export async function ensureWritableDataDir(dataDir: string): Promise<void> {
  const { root } = dataPaths(dataDir);
  const probe = join(root, `.write-probe-${process.pid}`);
  try {
    await mkdir(root, { recursive: true });
    await access(root, constants.W_OK);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new StartupError(
      `DATA_DIR ${root} is not writable (${code}); set DATA_DIR to a writable directory`,
    );
  }
}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, otherwise PGlite in
 * DATA_DIR/pglite (DATA_DIR is created and checked for writability first). Then applies the
 * migrations. Failures are one-line StartupErrors.
 */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    if (env.DATABASE_URL) {
      database = await openDatabase({ databaseUrl: env.DATABASE_URL });
    } else {
      await ensureWritableDataDir(env.DATA_DIR);
      database = await openDatabase({ dataDir: dataPaths(env.DATA_DIR).pglite });
    }
  } catch (error) {
    if (error instanceof DatabaseOpenError) throw new StartupError(error.message, { cause: error });
    throw error;
  }
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new StartupError(`Migrating the database failed: ${reason}`, { cause: error });
  }
  return database;
}

/** Parses the environment, turning a bad value into a one-line StartupError. */
export function loadEnvOrFail(overrides: Partial<Env> = {}): Env {
  try {
    return loadEnv(undefined, overrides);
  } catch (error) {
    if (error instanceof EnvError) throw new StartupError(error.message, { cause: error });
    throw error;
  }
}

/**
 * Seeds the demo data when the database is empty, under the startup lock: of several processes
 * starting on one empty PostgreSQL database, one seeds and the others find it seeded.
 */
export async function seedWhenEmpty(
  database: DatabaseHandle,
  env: Env,
  files: FileStore,
  log: (message: string) => void,
): Promise<void> {
  await withStartupLock(database, async () => {
    if (await isDatabaseSeeded(database)) return;
    log(
      `empty database: seeding the demo data${env.DEMO_SEED_SCALE ? ` (scale ${env.DEMO_SEED_SCALE})` : ''}`,
    );
    await seedDemoData(database, {
      files,
      ...(env.DEMO_SEED_SCALE === undefined ? {} : { scale: env.DEMO_SEED_SCALE }),
      log,
    });
  });
}

export async function startServer(overrides: Partial<Env> = {}): Promise<RunningServer> {
  const env = loadEnvOrFail(overrides);
  // Files live in DATA_DIR also when the database is PostgreSQL (for PGlite the open checks it).
  if (env.DATABASE_URL) await ensureWritableDataDir(env.DATA_DIR);
  const database = await openConfiguredDatabase(env);
  const files = new LocalFileStore(dataPaths(env.DATA_DIR).files);

  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ env, database, files });
    const log = app.log;
    if (env.isDemoMode) await seedWhenEmpty(database, env, files, (message) => log.info(message));
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await app?.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new StartupError(`Port ${env.PORT} on ${env.HOST} is already in use; set PORT to a free port`);
    }
    throw error;
  }

  const running = app;
  const address = running.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    app: running,
    env,
    close: () =>
      (closing ??= (async () => {
        await running.close();
        await database.close();
      })()),
  };
}

/** One line for the terminal: the message of a known failure, or a short description of another. */
export function describeStartupFailure(error: unknown): string {
  if (error instanceof StartupError || error instanceof EnvError) return error.message;
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return `The server could not start: ${message}`;
}

/** The IPC message by which a cluster primary asks a worker to close (cluster.ts). */
export const shutdownMessage = 'portal:shutdown';

/**
 * Closes the server on the first SIGINT or SIGTERM, or when a cluster primary asks (cluster.ts), and
 * exits 0 (1 if closing fails). A second signal while closing exits at once.
 */
export function closeOnSignals(server: Pick<RunningServer, 'close' | 'app'>): void {
  let stopping = false;
  const shutdown = (reason: string): boolean => {
    if (stopping) return false;
    stopping = true;
    server.app.log.info({ reason }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`${describeStartupFailure(error)}\n`);
        process.exit(1);
      },
    );
    return true;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (!shutdown(signal)) process.exit(1);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  // A cluster worker: Ctrl+C reaches it and its primary alike, so the primary's request is no second signal.
  if (cluster.isWorker)
    process.on('message', (message) => message === shutdownMessage && shutdown('primary'));
}

/** Entry point: start, close on signals, and turn a startup failure into one line and exit code 1. */
export async function runServerProcess(overrides: Partial<Env> = {}): Promise<RunningServer> {
  try {
    const server = await startServer(overrides);
    closeOnSignals(server);
    return server;
  } catch (error) {
    process.stderr.write(`${describeStartupFailure(error)}\n`);
    process.exit(1);
  }
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const server = await runServerProcess();
  server.app.log.info(`listening on ${server.url}`);
}
