/**
 * The server test harness: every test gets a fresh app on a fresh, migrated and seeded database, and
 * talks to it with `app.inject()` (never a port).
 *
 * Migrating and seeding is slow (seconds), so it happens once into a template:
 * - PGlite: the seeded database is dumped (`dumpDataDir`) and each test starts a new PGlite from the
 *   dump (`loadDataDir`, about 0.3 s);
 * - PostgreSQL (when TEST_DATABASE_URL is set): a template database is built once and each test gets
 *   `CREATE DATABASE ... TEMPLATE ...`, dropped after the test.
 * Templates are cached on disk (PGlite) or in the server (PostgreSQL) under a key derived from the
 * migrations, the schema and the seed sources, so test files after the first reuse them, and a change
 * to any of those sources builds a new one. The seeded files directory is shared read-only by tests.
 *
 * Usage in a test file:
 *   describe.each(databaseKinds())('on $label', ({ kind }) => {
 *     const harness = useTestApp(kind);
 *     it('...', async () => { const response = await harness.app.inject(...) });
 *   });
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { repositoryRoot } from '../cli/build-pwa';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { loadEnv, testDatabaseUrl as readTestDatabaseUrl, type Env } from '../env';
import { LocalFileStore } from '../files/file-store';
import { DEMO_PASSWORD } from '../seed/demo-access';
import { seedDemoData } from '../seed/demo-data';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseKindCase {
  kind: DatabaseKind;
  label: string;
}

/** The PostgreSQL server the postgres variant runs against (CI: postgres://postgres@127.0.0.1:5432/test). */
const testDatabaseUrl = readTestDatabaseUrl();

/** The database kinds to run a suite on. PostgreSQL is listed always and skipped without a URL. */
export function databaseKinds(): DatabaseKindCase[] {
  return [
    { kind: 'pglite', label: 'PGlite' },
    {
      kind: 'postgres',
      label: testDatabaseUrl ? 'PostgreSQL' : 'PostgreSQL (skipped: TEST_DATABASE_URL is not set)',
    },
  ];
}

/** The password of every demo account. */
export const demoPassword = DEMO_PASSWORD;

/** The configuration every test app gets: quiet, demo mode, no static PWA. */
export function testEnv(overrides: Partial<Env> = {}): Env {
  return loadEnv(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: join(tmpdir(), 'portal-test-no-static') },
    overrides,
  );
}

async function listFiles(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A hash of everything that shapes the seeded template: migrations, schema and seed sources. The browser
 * test harness keys its seeded data directory with it too.
 */
export async function templateKey(): Promise<string> {
  // The layout of the cached template itself is part of the key: changing it invalidates old caches.
  const hash = createHash('sha256').update('template-layout-2: pglite.tar (uncompressed) + files/');
  for (const dir of [
    'server/drizzle',
    'server/src/db',
    'server/src/seed',
    'server/src/statistics',
    'src/api/contract',
  ]) {
    for (const file of await listFiles(join(repositoryRoot, dir))) {
      if (file.endsWith('.test.ts')) continue;
      hash.update(relative(repositoryRoot, file)).update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

const cacheRoot = join(repositoryRoot, 'node_modules', '.tmp', 'server-test-template');

interface PgliteTemplate {
  dump: Blob;
  filesDir: string;
}

/** Builds (or reads from the disk cache) the migrated, seeded PGlite dump and its files directory. */
async function buildPgliteTemplate(): Promise<PgliteTemplate> {
  const dir = join(cacheRoot, await templateKey());
  const dumpPath = join(dir, 'pglite.tar');
  const filesDir = join(dir, 'files');
  if (!existsSync(dumpPath)) {
    // Build in a private directory, then rename into place: concurrent workers never see half a template.
    const building = `${dir}.building-${process.pid}-${Date.now()}`;
    await mkdir(building, { recursive: true });
    const database = await openDatabase();
    try {
      await migrateDatabase(database);
      await seedDemoData(database, { files: new LocalFileStore(join(building, 'files')) });
      const dump = await database.pglite!.dumpDataDir('none');
      await writeFile(join(building, 'pglite.tar'), new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
    await mkdir(cacheRoot, { recursive: true });
    await rename(building, dir).catch(async (error: unknown) => {
      await rm(building, { recursive: true, force: true });
      // Another worker won the race and its template is identical; anything else is a real failure.
      if (!existsSync(dumpPath)) throw error;
    });
  }
  const bytes = await readFile(dumpPath);
  return { dump: new Blob([new Uint8Array(bytes)]), filesDir };
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function databaseUrlFor(name: string): string {
  const url = new URL(testDatabaseUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

interface PostgresTemplate {
  name: string;
  filesDir: string;
}

/** Builds the template database once per template key; an advisory lock serialises workers. */
async function buildPostgresTemplate(): Promise<PostgresTemplate> {
  const key = await templateKey();
  const name = `portal_test_tpl_${key}`;
  const filesDir = join(cacheRoot, `${key}-postgres-files`);
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727001)');
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0 || !existsSync(filesDir)) {
      await admin.query(`drop database if exists ${quoteIdentifier(name)}`);
      await admin.query(`create database ${quoteIdentifier(name)}`);
      await rm(filesDir, { recursive: true, force: true });
      const database = await openDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 2 });
      try {
        await migrateDatabase(database);
        await seedDemoData(database, { files: new LocalFileStore(filesDir) });
      } finally {
        await database.close();
      }
    }
  } finally {
    await admin.query('select pg_advisory_unlock(727001)').catch(() => undefined);
    await admin.end();
  }
  return { name, filesDir };
}

let pgliteTemplate: Promise<PgliteTemplate> | undefined;
let postgresTemplate: Promise<PostgresTemplate> | undefined;
let databaseCounter = 0;

export interface TestDatabase {
  database: DatabaseHandle;
  filesDir: string;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/** A fresh database cloned from the seeded template of `kind`. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await (pgliteTemplate ??= buildPgliteTemplate());
    const database = await openDatabase({ loadDataDir: template.dump });
    return { database, filesDir: template.filesDir, dispose: () => database.close() };
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await (postgresTemplate ??= buildPostgresTemplate());
  const name = `portal_test_${process.pid}_${Date.now()}_${databaseCounter++}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template.name)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrlFor(name), poolSize: 4 });
  return {
    database,
    filesDir: template.filesDir,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${quoteIdentifier(name)}`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** A fresh app on a fresh database of `kind`. The caller closes it. */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  overrides: Partial<Env> = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(kind);
  const app = await buildApp({
    env: testEnv(overrides),
    database: testDatabase.database,
    files: new LocalFileStore(testDatabase.filesDir),
  });
  await app.ready();
  return {
    app,
    database: testDatabase.database,
    close: async () => {
      await app.close();
      await testDatabase.dispose();
    },
  };
}

export interface TestAppHarness {
  /** The app of the running test. */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** Logs in with the demo password and answers the bearer token. */
  login(email: string): Promise<string>;
}

/**
 * Registers the hooks giving each test of the enclosing suite a fresh app on `kind`. On PostgreSQL
 * without TEST_DATABASE_URL every test of the suite is skipped, with a note saying why.
 */
export function useTestApp(kind: DatabaseKind, overrides: Partial<Env> = {}): TestAppHarness {
  let current: TestApp | undefined;
  const isAvailable = kind === 'pglite' || testDatabaseUrl !== undefined;

  beforeAll(async () => {
    if (!isAvailable) return;
    // Build the template up front so its cost is not charged to the first test's timeout.
    if (kind === 'pglite') await (pgliteTemplate ??= buildPgliteTemplate());
    else await (postgresTemplate ??= buildPostgresTemplate());
  });
  beforeEach(async (context) => {
    if (!isAvailable) {
      context.skip('PostgreSQL variant skipped: set TEST_DATABASE_URL to run it');
    }
    current = await createTestApp(kind, overrides);
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  const harness: TestAppHarness = {
    get app() {
      if (!current) throw new Error('useTestApp: no app outside a test');
      return current.app;
    },
    get database() {
      if (!current) throw new Error('useTestApp: no database outside a test');
      return current.database;
    },
    async login(email: string) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: demoPassword },
      });
      if (response.statusCode !== 200)
        throw new Error(`login as ${email} failed: ${response.statusCode} ${response.body}`);
      const token = (response.json() as { data: { token?: string } }).data.token;
      if (!token) throw new Error(`login as ${email} answered no token (two-factor?)`);
      return token;
    },
  };
  return harness;
}
