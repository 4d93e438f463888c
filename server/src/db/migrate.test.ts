/**
 * The migrations on a real database: in-memory PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL points at a server where we may create a throwaway database.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl as readTestDatabaseUrl } from '../env';
import { openDatabase, queryRows, type DatabaseHandle } from './client';
import { uuidv7 } from '../../../src/lib/uuid';
import { migrateDatabase } from './migrate';
import { organisations, refrigerantLogbookEntries, serviceObjects } from './schema/index';

interface Backend {
  name: string;
  open(): Promise<{ handle: DatabaseHandle; url?: string; dispose(): Promise<void> }>;
}

const backends: Backend[] = [
  {
    name: 'PGlite',
    async open() {
      const handle = await openDatabase({});
      return { handle, dispose: () => handle.close() };
    },
  },
];

const testDatabaseUrl = readTestDatabaseUrl();
if (testDatabaseUrl) {
  backends.push({
    name: 'PostgreSQL',
    async open() {
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      const name = `portal_migrate_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      await admin.query(`create database ${name}`);
      const url = new URL(testDatabaseUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString() });
      return {
        handle,
        url: url.toString(),
        async dispose() {
          await handle.close();
          await admin.query(`drop database if exists ${name}`);
          await admin.end();
        },
      };
    },
  });
}

function rows<T>(handle: DatabaseHandle, query: SQL): Promise<T[]> {
  return queryRows<T>(handle.db, query);
}

describe.each(backends)('migrations on $name', (backend) => {
  let handle: DatabaseHandle;
  let url: string | undefined;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, url, dispose } = await backend.open());
    await migrateDatabase(handle);
  });
  afterAll(async () => {
    await dispose();
  });

  it('is a no-op when run a second time', async () => {
    const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const [before] = await rows<{ n: number }>(handle, count);
    await migrateDatabase(handle);
    const [after] = await rows<{ n: number }>(handle, count);
    expect(before!.n).toBeGreaterThanOrEqual(2);
    expect(after!.n).toBe(before!.n);
  });

  it('puts the change_seq trigger on every table that has a change_seq column', async () => {
    const missing = await rows<{ table_name: string }>(
      handle,
      sql`select c.table_name from information_schema.columns c
          where c.column_name = 'change_seq' and c.table_schema = current_schema()
            and not exists (select 1 from pg_trigger t join pg_class k on k.oid = t.tgrelid
                            where k.relname = c.table_name and t.tgname = 'assign_change_seq')`,
    );
    const synced = await rows<{ n: number }>(
      handle,
      sql`select count(*)::int as n from information_schema.columns
          where column_name = 'change_seq' and table_schema = current_schema()`,
    );
    expect(synced[0]!.n).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });

  it('assigns a higher change_seq on every update, whatever the client sent', async () => {
    const [inserted] = await handle.db
      .insert(organisations)
      .values({ code: `R-${Date.now()}`, name: 'Bakkerij De Jong', changeSeq: 0 })
      .returning();
    expect(inserted!.changeSeq).toBeGreaterThan(0);

    const [renamed] = await handle.db
      .update(organisations)
      .set({ name: 'Bakkerij De Jong B.V.', changeSeq: 1 })
      .where(eq(organisations.id, inserted!.id))
      .returning();
    expect(renamed!.changeSeq).toBeGreaterThan(inserted!.changeSeq);

    const [tombstone] = await handle.db
      .update(organisations)
      .set({ deletedAt: new Date() })
      .where(eq(organisations.id, inserted!.id))
      .returning();
    expect(tombstone!.changeSeq).toBeGreaterThan(renamed!.changeSeq);
  });

  it('keeps the refrigerant logbook append-only', async () => {
    const [organisation] = await handle.db
      .insert(organisations)
      .values({ code: `R-log-${Date.now()}`, name: 'Slagerij Jansen' })
      .returning();
    const [device] = await handle.db
      .insert(serviceObjects)
      .values({
        organisationId: organisation!.id,
        number: `SO-${Date.now()}`,
        name: 'Koelcel vlees',
        refrigerant: 'R404A',
        chargeKg: 12.5,
        publicId: `pub-${Date.now()}`,
      })
      .returning();
    expect(device!.chargeKg).toBe(12.5);
    const [entry] = await handle.db
      .insert(refrigerantLogbookEntries)
      .values({
        organisationId: organisation!.id,
        serviceObjectId: device!.id,
        kind: 'added',
        refrigerant: 'R404A',
        quantityKg: 1.25,
        reason: 'Bijvullen na lekreparatie',
        gasOrigin: 'new',
        technicianName: 'P. de Vries',
        technicianCertificateNumber: 'FG-123456',
        companyName: 'Koelservice Nederland B.V.',
        companyCertificateNumber: 'STEK-7890',
        performedAt: new Date('2026-03-01T09:00:00Z'),
      })
      .returning();
    expect(entry!.quantityKg).toBe(1.25);

    await expect(
      handle.db
        .update(refrigerantLogbookEntries)
        .set({ quantityKg: 0.5 })
        .where(eq(refrigerantLogbookEntries.id, entry!.id)),
    ).rejects.toThrow();
    await expect(
      handle.db.delete(refrigerantLogbookEntries).where(eq(refrigerantLogbookEntries.id, entry!.id)),
    ).rejects.toThrow();
    const [kept] = await handle.db
      .select()
      .from(refrigerantLogbookEntries)
      .where(eq(refrigerantLogbookEntries.id, entry!.id));
    expect(kept!.quantityKg).toBe(1.25);
  });

  it.runIf(backend.name === 'PostgreSQL')(
    'makes a second writer wait for the first to commit, so change_seq follows commit order',
    async () => {
      const first = new pg.Client({ connectionString: url });
      const second = new pg.Client({ connectionString: url });
      await first.connect();
      await second.connect();
      const insert = 'insert into organisations (id, code, name) values ($1, $2, $3)';
      try {
        await first.query('begin');
        await first.query(insert, [uuidv7(), `W1-${Date.now()}`, 'Eerste schrijver']);
        await second.query('begin');
        await second.query("set local lock_timeout = '300ms'");
        await expect(
          second.query(insert, [uuidv7(), `W2-${Date.now()}`, 'Tweede schrijver']),
        ).rejects.toThrow(/lock timeout/);
        await second.query('rollback');
        await first.query('commit');
        await second.query(insert, [uuidv7(), `W3-${Date.now()}`, 'Na de commit']);
      } finally {
        await first.end();
        await second.end();
      }
    },
  );
});
