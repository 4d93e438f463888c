import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS } from '../seed/demo-access';
import { databaseKinds, useTestApp } from './test-app';

/**
 * The harness's promise: every test starts from exactly the seeded data, whatever the test before it
 * wrote. The first test takes a fingerprint of every table and sequence and then writes as tests do
 * (through the API, by hand in SQL, deleting rows, taking a sequence value); the second finds the same
 * fingerprint. Tests of a file run in order, one after the other.
 */
async function fingerprint(database: DatabaseHandle): Promise<Record<string, string>> {
  const { db } = database;
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ rows: number; digest: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
          from ${sql.identifier(name)} t`,
    );
    result[name] = `${row!.rows} ${row!.digest ?? '-'}`;
  }
  const sequences = await queryRows<{ name: string; value: string | null }>(
    db,
    sql`select sequencename::text as name, last_value::text as value from pg_sequences
        where schemaname = current_schema() order by sequencename`,
  );
  for (const { name, value } of sequences) result[`sequence ${name}`] = value ?? 'unused';
  return result;
}

describe.each(databaseKinds())('the server test harness on $label', ({ kind }) => {
  const harness = useTestApp(kind);
  let seeded: Record<string, string> | undefined;

  it('lets a test write: through the API, in SQL, deleting rows and using a sequence', async () => {
    seeded = await fingerprint(harness.database);
    const token = await harness.login(
      DEMO_ACCOUNTS.find((account) => account.role === 'customer_admin')!.email,
    );
    const renamed = await harness.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Iemand anders' },
    });
    expect(renamed.statusCode).toBe(200);
    await harness.database.db.execute(sql`update organisations set name = name || ' (gewijzigd)'`);
    await harness.database.db.execute(sql`delete from inbound_messages`);
    const [sequence] = await queryRows<{ name: string }>(
      harness.database.db,
      sql`select sequencename::text as name from pg_sequences where schemaname = current_schema() limit 1`,
    );
    if (sequence) await harness.database.db.execute(sql`select nextval(${sequence.name}::regclass)`);
    expect(await fingerprint(harness.database)).not.toEqual(seeded);
  });

  it('starts the next test from exactly the seeded data', async () => {
    expect(seeded).toBeDefined();
    expect(await fingerprint(harness.database)).toEqual(seeded);
  });
});
