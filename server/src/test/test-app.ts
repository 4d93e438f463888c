/**
 * The server test harness: every test gets a fresh app on the migrated, seeded demo database, and talks
 * to it with `app.inject()` (never a port).
 *
 * Migrating and seeding is slow (seconds), so it happens once into a template:
 * - PGlite: the seeded database is dumped (`dumpDataDir`) and a database starts from the dump
 *   (`loadDataDir`, 0.7 s and more);
 * - PostgreSQL (when TEST_DATABASE_URL is set): a template database is built once and a database is
 *   `CREATE DATABASE ... TEMPLATE ...`.
 * Templates are cached on disk (PGlite) or in the server (PostgreSQL) under a key derived from the
 * migrations, the schema and the seed sources, so test files after the first reuse them, and a change
 * to any of those sources builds a new one. The seeded files directory is shared by tests.
 *
 * `useTestApp` opens one such database per worker process and kind (the server project runs its files
 * without isolation, so the files of a worker share it) and resets it to the seed before every
 * test (see `ReusableDatabase`): each test still starts from exactly the seeded data, with a new app.
 * `createTestApp` and `createTestDatabase` give a database of the caller's own, closed by the caller.
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
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import { repositoryRoot } from '../cli/build-pwa';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { loadEnv, testDatabaseUrl as readTestDatabaseUrl, type Env } from '../env';
import { LocalFileStore } from '../files/file-store';
import { DEMO_PASSWORD } from '../seed/demo-access';
import { seedDemoData } from '../seed/demo-data';
import {
  earliestStatisticsValidity,
  refreshAllStatistics,
  refreshStaleStatistics,
} from '../statistics/refresh-statistics';

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

/**
 * A database reused by the tests of one worker process: opened once from the template, and put back
 * to the seeded state before each test by `reset()`. Cloning a database per test cost 0.7 to 3 s on
 * PGlite (a new WebAssembly instance from a 50 MB dump); a reset costs a few milliseconds.
 *
 * How the state is put back: after opening, every table of the app's schema is copied into the
 * schema `portal_test_seed` and every sequence's value is noted. A reset then, in one transaction
 * with triggers and foreign-key checks off (`session_replication_role = replica`), empties the
 * tables written since the last reset, copies their seeded rows back and sets every sequence.
 * Written tables are known from the change notifications every table's trigger sends for each
 * committed write (table-changes.ts); when they cannot be known, every table is restored. Session
 * state a test may leave behind (settings, advisory locks) is cleared too. The app's queries all
 * name the current schema, so the copy is invisible to them. The derived statistics are current in
 * the copy, and are brought current again once their validity ends (`bringDerivedCurrent`), so the
 * app's start never rewrites them. test-app.test.ts holds the harness to this: a fingerprint of every
 * table and sequence is the same at the start of every test.
 */
interface ReusableDatabase {
  database: DatabaseHandle;
  filesDir: string;
  reset(): Promise<void>;
}

const seedSchema = 'portal_test_seed';

async function openReusableDatabase(kind: DatabaseKind): Promise<ReusableDatabase> {
  if (kind === 'postgres') await dropDatabasesOfEndedProcesses();
  const { database, filesDir } = await createTestDatabase(kind);
  const db = database.db;
  // Derived figures are current in the copy (see `bringDerivedCurrent`), so no app start rewrites them.
  await refreshStaleStatistics(db, 'all');
  await database.changes.settled();
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  const columns = await queryRows<{ tableName: string; columnName: string; identity: string | null }>(
    db,
    sql`select c.table_name::text as "tableName", c.column_name::text as "columnName",
          c.identity_generation::text as identity
        from information_schema.columns c
        where c.table_schema = current_schema() and c.is_generated = 'NEVER'
        order by c.table_name, c.ordinal_position`,
  );
  const noteSequences = async () =>
    (
      await queryRows<{ name: string; value: string | null }>(
        db,
        sql`select sequencename::text as name, last_value::text as value from pg_sequences
            where schemaname = current_schema()`,
      )
    ).map(({ name, value }) =>
      value === null
        ? `alter sequence ${quoteIdentifier(name)} restart`
        : `select setval('${quoteIdentifier(name).replaceAll("'", "''")}', ${Number(value)}, true)`,
    );
  let sequenceValues = await noteSequences();
  const earliestValidity = async () =>
    (await earliestStatisticsValidity(db))?.getTime() ?? Number.POSITIVE_INFINITY;
  let derivedValidUntil = await earliestValidity();
  /** When the copy's statistics were last brought current (by the clock of that moment). */
  let derivedAt = Date.now();
  await runScript(
    database,
    [
      `create schema ${seedSchema}`,
      ...tables.map(
        ({ name }) => `create table ${seedSchema}.${quoteIdentifier(name)} as table ${quoteIdentifier(name)}`,
      ),
    ].join(';\n'),
  );
  const tableNames = tables.map(({ name }) => name);
  const copyBack = new Map(
    tableNames.map((name) => {
      const own = columns.filter((column) => column.tableName === name);
      const list = own.map(({ columnName }) => quoteIdentifier(columnName)).join(', ');
      const overriding = own.some(({ identity }) => identity === 'ALWAYS') ? ' overriding system value' : '';
      return [
        name,
        `insert into ${quoteIdentifier(name)} (${list})${overriding} select ${list} from ${seedSchema}.${quoteIdentifier(name)}`,
      ];
    }),
  );
  const restore = (written: readonly string[]) =>
    runScript(
      database,
      [
        'begin',
        // Triggers off: no change notifications, no foreign-key checks while tables are half restored.
        'set local session_replication_role = replica',
        // TRUNCATE of every table is quickest; of some it would refuse their foreign keys: DELETE.
        ...(written.length === tableNames.length
          ? [`truncate ${written.map(quoteIdentifier).join(', ')}`]
          : written.map((name) => `delete from ${quoteIdentifier(name)}`)),
        ...written.map((name) => copyBack.get(name)!),
        ...sequenceValues,
        'commit',
        'reset all',
        'select pg_advisory_unlock_all()',
      ].join(';\n'),
    );

  const versionsNow = () => tableNames.map((name) => database.changes.versionOf([name]));
  const writtenSince = (versions: readonly (string | undefined)[]) => {
    const now = versionsNow();
    return tableNames.filter((_name, index) => now[index] === undefined || now[index] !== versions[index]);
  };

  /**
   * The statistics rows are derived figures valid until a moment (the next Dutch midnight, an open
   * task's due moment); an app finding them stale at its start recomputes them. Once that moment has
   * passed, or the clock reads earlier than when they were computed (a test moved it ahead and back),
   * the copy is brought current: the figures are recomputed and the tables and sequences that changed
   * are copied again, so the seed each test starts from is the data a fresh app would not rewrite, on
   * any day.
   */
  const bringDerivedCurrent = async () => {
    const now = Date.now();
    // Figures computed at a moment the clock has not reached: a test moved the clock ahead and back.
    const fromLater = now < derivedAt;
    if (!fromLater && now < derivedValidUntil) return;
    const before = versionsNow();
    if (fromLater) await refreshAllStatistics(db);
    else await refreshStaleStatistics(db, 'all');
    await database.changes.settled();
    derivedAt = now;
    derivedValidUntil = await earliestValidity();
    const refreshed = writtenSince(before);
    if (refreshed.length === 0) return;
    await runScript(
      database,
      refreshed
        .flatMap((name) => [
          `truncate ${seedSchema}.${quoteIdentifier(name)}`,
          `insert into ${seedSchema}.${quoteIdentifier(name)} select * from ${quoteIdentifier(name)}`,
        ])
        .join(';\n'),
    );
    sequenceValues = await noteSequences();
  };

  // Which tables were written since the last reset: every table's trigger notifies each committed write
  // (migration 0004), and the handle counts them per table. Unknown counts (a PostgreSQL listener
  // that was down) mean every table.
  let versionsAtReset = versionsNow();
  return {
    database,
    filesDir,
    async reset() {
      await database.changes.settled();
      await restore(writtenSince(versionsAtReset));
      await bringDerivedCurrent();
      versionsAtReset = versionsNow();
    },
  };
}

/**
 * Drops the test databases (`portal_test_<pid>_...`) of test processes that have ended: a reusable
 * database lives as long as its process, which cannot wait for a drop on its way out.
 */
async function dropDatabasesOfEndedProcesses(): Promise<void> {
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'portal\\_test\\_%' and datname not like 'portal\\_test\\_tpl\\_%'`,
    );
    for (const { datname } of rows) {
      const pid = Number(/^portal_test_(\d+)_/.exec(datname)?.[1]);
      if (!Number.isInteger(pid) || isRunning(pid)) continue;
      await admin
        .query(`drop database if exists ${quoteIdentifier(datname)} with (force)`)
        .catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs statements separated by semicolons, without parameters. */
async function runScript(database: DatabaseHandle, script: string): Promise<void> {
  if (database.pglite) await database.pglite.exec(script);
  else await database.db.execute(sql.raw(script));
}

const reusableDatabases = new Map<DatabaseKind, Promise<ReusableDatabase>>();

/** This worker's reusable database of `kind`, opened on first use. */
function reusableDatabase(kind: DatabaseKind): Promise<ReusableDatabase> {
  let opened = reusableDatabases.get(kind);
  if (!opened) {
    opened = openReusableDatabase(kind);
    reusableDatabases.set(kind, opened);
    // Never closed: it lives as long as the test file's process (a PostgreSQL one is dropped by a later
    // process, see `dropDatabasesOfEndedProcesses`).
    opened.catch(() => reusableDatabases.delete(kind));
  }
  return opened;
}

export interface TestAppHarness {
  /** The app of the running test. */
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** Logs in with the demo password and answers the bearer token. */
  login(email: string): Promise<string>;
}

/**
 * Registers the hooks giving each test of the enclosing suite a fresh app on the seeded data of
 * `kind`: a new app (its caches, limiters and timers start empty) on this worker's reusable database,
 * reset to the seed before the test. On PostgreSQL without TEST_DATABASE_URL every test of the suite
 * is skipped, with a note saying why.
 */
export function useTestApp(kind: DatabaseKind, overrides: Partial<Env> = {}): TestAppHarness {
  let current: { app: FastifyInstance; database: DatabaseHandle } | undefined;
  const isAvailable = kind === 'pglite' || testDatabaseUrl !== undefined;

  beforeAll(async () => {
    if (!isAvailable) return;
    // Open the database up front so its cost is not charged to the first test's timeout.
    await reusableDatabase(kind);
  });
  beforeEach(async (context) => {
    if (!isAvailable) {
      context.skip('PostgreSQL variant skipped: set TEST_DATABASE_URL to run it');
    }
    const { database, filesDir, reset } = await reusableDatabase(kind);
    await reset();
    const app = await buildApp({
      env: testEnv(overrides),
      database,
      files: new LocalFileStore(filesDir),
    });
    await app.ready();
    current = { app, database };
  });
  afterEach(async () => {
    await current?.app.close();
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
