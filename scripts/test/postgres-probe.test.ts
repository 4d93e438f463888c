import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultTestDatabaseUrl, findTestDatabase } from './postgres-probe';

const serverUrl = await findTestDatabase(defaultTestDatabaseUrl);
const createdDatabase = `probe_${process.pid}_${Date.now()}`;

afterAll(async () => {
  if (!serverUrl) return;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${createdDatabase}"`);
  await client.end();
});

describe('findTestDatabase', () => {
  it('answers nothing, quickly, when no PostgreSQL listens', async () => {
    const startedAt = Date.now();
    // Port 18399 is in this tooling's assigned range and nothing listens on it.
    expect(await findTestDatabase('postgres://postgres@127.0.0.1:18399/test')).toBeUndefined();
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });

  it.skipIf(!serverUrl)(
    'creates the database when the server answers but the database is missing',
    async () => {
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${createdDatabase}`;
      expect(await findTestDatabase(url.toString())).toBe(url.toString());
    },
  );
});
