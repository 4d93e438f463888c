/**
 * Finds a PostgreSQL for the PostgreSQL variant of the server tests.
 *
 * Guarantees: answers within a few seconds and never throws; when the server is reachable but the
 * database is missing, creates it (an empty database, which the tests migrate themselves).
 */
import pg from 'pg';

export const defaultTestDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/test';

const connectTimeoutMs = 2_000;

async function canConnect(url: string): Promise<{ ok: true } | { ok: false; code?: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  // A failed connect can still emit 'error' later; without a listener that would crash the runner.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, code: typeof code === 'string' ? code : undefined };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the database named in `url` through the server's `postgres` database; false when it cannot. */
async function createDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({
    connectionString: admin.toString(),
    connectionTimeoutMillis: connectTimeoutMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query(`create database "${name.replaceAll('"', '""')}"`);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** `url` when a PostgreSQL answers there (creating its database if needed), otherwise `undefined`. */
export async function findTestDatabase(url: string = defaultTestDatabaseUrl): Promise<string | undefined> {
  const first = await canConnect(url);
  if (first.ok) return url;
  // 3D000: the server answered, but the database does not exist yet.
  if (first.code === '3D000' && (await createDatabase(url)) && (await canConnect(url)).ok) return url;
  return undefined;
}
