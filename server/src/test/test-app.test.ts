import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { DEMO_ACCOUNTS } from '../seed/demo-access';
import { earliestStatisticsValidity } from '../statistics/refresh-statistics';
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

/** The days the statistics rows are computed for. */
async function statisticsDays(database: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    database.db,
    sql`select distinct day::text as day from organisation_statistics where deleted_at is null order by 1`,
  );
  return rows.map(({ day }) => day);
}

describe.each(databaseKinds())('the server test harness on $label', ({ kind }) => {
  const harness = useTestApp(kind);
  let seeded: Record<string, string> | undefined;
  let derivedValidUntil = 0;
  let seededDays: string[] = [];

  it('lets a test write: through the API, in SQL, deleting rows and using a sequence', async () => {
    seeded = await fingerprint(harness.database);
    derivedValidUntil = (await earliestStatisticsValidity(harness.database.db))!.getTime();
    seededDays = await statisticsDays(harness.database);
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

  /** A fingerprint without the derived statistics and the change sequence their rewrite moves. */
  const withoutDerived = (print: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(print).filter(
        ([name]) => !['organisation_statistics', 'sequence change_seq'].includes(name),
      ),
    );

  it('starts the next test from exactly the seeded data', async () => {
    expect(seeded).toBeDefined();
    const now = await fingerprint(harness.database);
    // The statistics are derived figures valid until a moment (a Dutch midnight, a task's due moment);
    // when it passed between the two tests the harness recomputed them, and the rest is the seed.
    if (Date.now() < derivedValidUntil) expect(now).toEqual(seeded);
    else expect(withoutDerived(now)).toEqual(withoutDerived(seeded!));
  });

  describe('two days later', () => {
    let later: Record<string, string> | undefined;
    afterAll(() => vi.useRealTimers());

    it('moves the clock two days ahead; what this test writes is undone for the next', async () => {
      // From here on the clock runs two days ahead: every statistics row has passed its validity.
      vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
      vi.setSystemTime(Date.now() + 2 * 24 * 60 * 60 * 1000);
      expect(seeded).toBeDefined();
      // This test's app started before the clock moved; a write of this test is undone for the next.
      await harness.database.db.execute(sql`update organisations set name = name || ' (later)'`);
    });

    it('starts the next test from the seed, its statistics recomputed once for the new day', async () => {
      later = await fingerprint(harness.database);
      expect(withoutDerived(later)).toEqual(withoutDerived(seeded!));
      expect(later.organisation_statistics).not.toEqual(seeded!.organisation_statistics);
      await harness.database.db.execute(sql`update organisations set name = name || ' (later)'`);
    });

    it('and every test after it from exactly that: no app start rewrites the statistics', async () => {
      expect(later).toBeDefined();
      expect(await fingerprint(harness.database)).toEqual(later);
    });
  });

  it("back on today's clock, starts from statistics of today again", async () => {
    expect(seededDays).not.toEqual([]);
    // Unless a new day began meanwhile, the figures are those of the day the first test saw.
    if (Date.now() < derivedValidUntil) expect(await statisticsDays(harness.database)).toEqual(seededDays);
    expect(withoutDerived(await fingerprint(harness.database))).toEqual(withoutDerived(seeded!));
  });
});
