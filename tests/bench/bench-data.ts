/**
 * The data sets the benchmarks run on: the plain demo data set in a fresh data directory, and the large
 * set (`--scale`) that takes about a minute to seed. The large set is seeded once into a cache under
 * node_modules/.cache/portal-bench/, keyed by the seed and migration sources, and every run starts from a
 * fresh copy of it; on PostgreSQL it lives in a database named by the same key.
 *
 * Guarantees: a run never writes to the cache (it works on a copy), a half-seeded cache is never used
 * (the marker file is written last), and `close()` removes the copy.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { repositoryRoot } from '../../server/src/cli/build-pwa';
import { LocalFileStore } from '../../server/src/files/file-store';
import {
  dataPaths,
  loadEnvOrFail,
  openConfiguredDatabase,
  startServer,
  type RunningServer,
} from '../../server/src/main';
import { isDatabaseSeeded, seedDemoData } from '../../server/src/seed/demo-data';
import { withTimeout } from './server-figures';

/** Service objects in the large data set (about 100,000 records). */
export const benchScale = 10_000;

export interface BenchServer {
  url: string;
  running: RunningServer;
  close(): Promise<void>;
}

/** Every file below `dir` (sorted), for the cache key. */
function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesBelow(full) : [full];
    })
    .sort();
}

/** A short hash of the seed and migration sources and the scale: a change to any of them re-seeds. */
export function seedCacheKey(scale: number = benchScale): string {
  const hash = createHash('sha256').update(`scale:${scale}`);
  for (const dir of ['server/src/seed', 'server/drizzle', 'server/src/db/schema']) {
    for (const file of filesBelow(path.join(repositoryRoot, dir))) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(path.relative(repositoryRoot, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const cacheRoot = path.join(repositoryRoot, 'node_modules', '.cache', 'portal-bench');
const completeMarker = '.seeded';

/** Seeds the large set into DATA_DIR `dir` (PGlite) or into `databaseUrl` (PostgreSQL). */
async function seedLarge(dataDir: string, databaseUrl: string | undefined, log: (line: string) => void) {
  const env = loadEnvOrFail({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    DEMO_SEED_SCALE: benchScale,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openConfiguredDatabase(env);
  try {
    if (await isDatabaseSeeded(database)) return;
    const summary = await seedDemoData(database, {
      files: new LocalFileStore(dataPaths(dataDir).files),
      scale: benchScale,
    });
    log(
      `seeded ${summary.totalRows} rows (${summary.serviceObjects} service objects) in ${summary.durationMs} ms`,
    );
  } finally {
    await database.close();
  }
}

/** The cached, seeded large data directory (PGlite), seeding it first when missing. */
export async function cachedLargeDataDir(log: (line: string) => void): Promise<string> {
  const dir = path.join(cacheRoot, `pglite-scale-${benchScale}-${seedCacheKey()}`);
  if (fs.existsSync(path.join(dir, completeMarker))) return dir;
  log(
    `seeding the large data set (${benchScale} service objects) into ${path.relative(repositoryRoot, dir)}`,
  );
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await seedLarge(dir, undefined, log);
  fs.writeFileSync(path.join(dir, completeMarker), new Date().toISOString());
  // Earlier keys are dead weight (each copy is several hundred MB).
  for (const entry of fs.readdirSync(cacheRoot)) {
    const full = path.join(cacheRoot, entry);
    if (entry.startsWith('pglite-scale-') && full !== dir) fs.rmSync(full, { recursive: true, force: true });
  }
  return dir;
}

async function startOn(
  staticDir: string,
  dataDir: string,
  extra: { DATABASE_URL?: string } = {},
): Promise<BenchServer> {
  const running = await startServer({
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ...extra,
  });
  let closed: Promise<void> | undefined;
  return {
    url: running.url.replace(/\/+$/, ''),
    running,
    close: () =>
      (closed ??= (async () => {
        await running.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      })()),
  };
}

/** The server on a fresh copy of the large data set (PGlite). */
export async function startLargeServer(staticDir: string, log: (line: string) => void): Promise<BenchServer> {
  const cached = await cachedLargeDataDir(log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-large-'));
  fs.cpSync(cached, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, completeMarker), { force: true });
  return startOn(staticDir, dataDir);
}

/** The server on a fresh data directory with the plain demo data set (seeded on start). */
export async function startDemoServer(staticDir: string): Promise<BenchServer> {
  return startOn(staticDir, fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-demo-')));
}

/** TEST_DATABASE_URL, or the local probe address when it answers; undefined when no PostgreSQL is reachable. */
export async function reachablePostgresUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The large data set on PostgreSQL, in a database of its own on the server of `baseUrl` (named by the
 * cache key, created and seeded when missing; the test database is never touched): its URL.
 */
export async function largePostgresDatabase(baseUrl: string, log: (line: string) => void): Promise<string> {
  const name = `portal_bench_${seedCacheKey()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database ${name}`);
    // Databases of earlier keys are dead weight.
    const stale = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'portal_bench_%' and datname <> $1",
      [name],
    );
    for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(baseUrl);
  databaseUrl.pathname = `/${name}`;
  const seedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-seed-'));
  try {
    await seedLarge(seedDir, databaseUrl.toString(), (line) => log(`PostgreSQL: ${line}`));
  } finally {
    fs.rmSync(seedDir, { recursive: true, force: true });
  }
  return databaseUrl.toString();
}

/** The server in this process on PostgreSQL with the large data set (`largePostgresDatabase`). */
export async function startLargePostgresServer(
  staticDir: string,
  baseUrl: string,
  log: (line: string) => void,
): Promise<BenchServer> {
  const databaseUrl = await largePostgresDatabase(baseUrl, log);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-pg-'));
  return startOn(staticDir, dataDir, { DATABASE_URL: databaseUrl });
}

/** A free TCP port on the loopback interface (free when asked; the caller binds it right after). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** What `start.ts` prints once the server (every worker, with WORKERS above 1) listens. */
const runningLine = /Koelservice Portal is running at (\S+)/;

/**
 * The server as an operator starts it, in processes of its own: `node --import tsx
 * server/src/cli/start.ts` with `WORKERS` API processes on `databaseUrl`, production settings, and
 * `staticDir` (no PWA in it: the API only). Resolves once the line with its URL is printed; a start
 * that takes longer than `startTimeoutMs` is stopped and throws `StepTimeout`. `close()` stops the
 * primary with SIGTERM (it stops its workers) and kills it when it has not exited after 30 s.
 */
export async function startServerProcesses(
  databaseUrl: string,
  workers: number,
  staticDir: string,
  startTimeoutMs = 120_000,
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-workers-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repositoryRoot, 'server', 'src', 'cli', 'start.ts')],
    {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        WORKERS: String(workers),
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    const url = await withTimeout(
      new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = runningLine.exec(output);
          if (match?.[1]) resolve(match[1].replace(/\/+$/, ''));
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.once('exit', (code, signal) =>
          reject(
            new Error(
              `the server exited on starting (${signal ?? `code ${code}`}): ${output.trim().slice(-300)}`,
            ),
          ),
        );
      }),
      startTimeoutMs,
      `starting ${workers} API process(es)`,
    );
    // Keep reading its output so a full pipe never blocks the server.
    child.stdout.resume();
    child.stderr.resume();
    return { url, pid: child.pid ?? 0, close };
  } catch (error) {
    await close();
    throw error;
  }
}
