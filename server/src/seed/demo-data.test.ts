import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { freshTestDatabase } from '../db/test-database';
import { visibleOrganisationIds } from '../db/visible-organisations';
import { MemoryFileStore } from '../files/memory-file-store';
import { isDatabaseSeeded, seedDemoData, type SeedSummary } from './demo-data';

const now = new Date('2026-11-22T09:30:00Z');
const DIGESTED_TABLES = [
  'organisations',
  'users',
  'service_objects',
  'orders',
  'work_orders',
  'checklists',
  'offers',
  'invoices',
  'invoice_lines',
  'tasks',
  'refrigerant_logbook_entries',
  'documents',
] as const;

/** A digest of the content of several tables (change_seq left out: it is the database's own counter). */
async function digest(handle: DatabaseHandle): Promise<string> {
  const hasher = createHash('sha256');
  for (const table of DIGESTED_TABLES) {
    const rows = await queryRows<{ row: string }>(
      handle.db,
      sql`select (to_jsonb(t) - 'change_seq')::text as row from ${sql.identifier(table)} t order by id`,
    );
    hasher.update(table);
    for (const { row } of rows) hasher.update(row);
  }
  return hasher.digest('hex');
}

describe('seedDemoData', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const firstFiles = new MemoryFileStore();
  const secondFiles = new MemoryFileStore();
  let summary: SeedSummary;

  beforeAll(async () => {
    first = await freshTestDatabase();
    second = await freshTestDatabase();
    summary = await seedDemoData(first, { files: firstFiles, seed: 7, now });
    await seedDemoData(second, { files: secondFiles, seed: 7, now: new Date('2026-11-22T17:45:00Z') });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('produces identical rows and identical PDF bytes from the same seed on the same day', async () => {
    expect(await digest(second)).toBe(await digest(first));
    expect(secondFiles.keys()).toEqual(firstFiles.keys());
    for (const key of firstFiles.keys()) {
      expect(Buffer.from(secondFiles.peek(key)!.bytes).equals(Buffer.from(firstFiles.peek(key)!.bytes))).toBe(
        true,
      );
    }
  });

  it('reports the database as seeded and refuses to seed it a second time', async () => {
    expect(await isDatabaseSeeded(first)).toBe(true);
    await expect(seedDemoData(first, { files: new MemoryFileStore(), now })).rejects.toThrow(
      /already holds data/,
    );
  });

  it('creates exactly the seven demo accounts that can log in, with the type and access level of product.md §9', async () => {
    const users = await queryRows<{
      email: string;
      type: string;
      access_level: string;
      two_factor_enabled: boolean;
    }>(
      first.db,
      sql`select email, type, access_level, two_factor_enabled from users where password_hash is not null order by email`,
    );
    expect(users).toEqual([
      {
        email: 'admin@koelservice.example',
        type: 'employee',
        access_level: 'superadmin',
        two_factor_enabled: false,
      },
      {
        email: 'boekhouding@bakkerij-dejong.example',
        type: 'customer',
        access_level: 'user',
        two_factor_enabled: false,
      },
      {
        email: 'filiaal@bakkerij-dejong.example',
        type: 'customer',
        access_level: 'user',
        two_factor_enabled: false,
      },
      {
        email: 'klant@bakkerij-dejong.example',
        type: 'customer',
        access_level: 'admin',
        two_factor_enabled: false,
      },
      {
        email: 'monteur@koelservice.example',
        type: 'employee',
        access_level: 'user',
        two_factor_enabled: false,
      },
      {
        email: 'planner@koelservice.example',
        type: 'employee',
        access_level: 'admin',
        two_factor_enabled: false,
      },
      {
        email: 'tweestaps@bakkerij-dejong.example',
        type: 'customer',
        access_level: 'user',
        two_factor_enabled: true,
      },
    ]);
  });

  it('lets every demo account log in with the demo password, and keeps the demo TOTP secret', async () => {
    const rows = await queryRows<{ password_hash: string; two_factor_secret: string | null; email: string }>(
      first.db,
      sql`select email, password_hash, two_factor_secret from users where password_hash is not null`,
    );
    for (const row of rows) expect(await verify(row.password_hash, 'portal-demo-2026')).toBe(true);
    expect(rows.find((r) => r.email.startsWith('tweestaps'))?.two_factor_secret).toBe('JBSWY3DPEHPK3PXP');
  });

  it('gives the accounting account only `view invoices` and the technician no dashboard', async () => {
    const permissionsOf = async (email: string) =>
      (
        await queryRows<{ permission: string }>(
          first.db,
          sql`select p.title || ' ' || p."group" as permission from users u
                join role_permissions rp on rp.role_id = u.role_id
                join permissions p on p.id = rp.permission_id
              where u.email = ${email} order by 1`,
        )
      ).map((r) => r.permission);
    expect(await permissionsOf('boekhouding@bakkerij-dejong.example')).toEqual(['view invoices']);
    const technician = await permissionsOf('monteur@koelservice.example');
    expect(technician).toContain('view serviceobjects');
    expect(technician).toContain('view mandatory_checklist');
    expect(technician).not.toContain('view dashboard');
  });

  it('has exactly one default role', async () => {
    const rows = await queryRows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from roles where is_default`,
    );
    expect(rows[0]!.count).toBe(1);
  });

  it('lets the holding customer see the holding and its three branches, and the branch user only the branch', async () => {
    const [klant] = await queryRows<{ organisation_id: string; name: string }>(
      first.db,
      sql`select u.organisation_id::text, o.name from users u join organisations o on o.id = u.organisation_id
          where u.email = 'klant@bakkerij-dejong.example'`,
    );
    expect(klant!.name).toBe('Bakkerij De Jong Holding B.V.');
    const visible = await visibleOrganisationIds(first.db, {
      type: 'customer',
      accessLevel: 'admin',
      organisationId: klant!.organisation_id,
    });
    expect(visible).toHaveLength(4);
    const [filiaal] = await queryRows<{ organisation_id: string }>(
      first.db,
      sql`select organisation_id::text from users where email = 'filiaal@bakkerij-dejong.example'`,
    );
    expect(
      await visibleOrganisationIds(first.db, {
        type: 'customer',
        accessLevel: 'user',
        organisationId: filiaal!.organisation_id,
      }),
    ).toEqual([filiaal!.organisation_id]);
  });

  it('gives the holding at least fifteen orders spread over time, and sent offers awaiting an answer', async () => {
    const [counts] = await queryRows<{ orders: number; days: number; sent_offers: number }>(
      first.db,
      sql`with holding as (
            select id from organisations where name = 'Bakkerij De Jong Holding B.V.'
            union select o.id from organisations o join organisations h on o.parent_id = h.id
            where h.name = 'Bakkerij De Jong Holding B.V.')
          select (select count(*)::int from orders where organisation_id in (select id from holding)) as orders,
                 (select count(distinct created_at::date)::int from orders where organisation_id in (select id from holding)) as days,
                 (select count(*)::int from offers where status = 'sent' and organisation_id in (select id from holding)) as sent_offers`,
    );
    expect(counts!.orders).toBeGreaterThanOrEqual(15);
    expect(counts!.days).toBeGreaterThanOrEqual(10);
    expect(counts!.sent_offers).toBeGreaterThanOrEqual(3);
  });

  it('stores a real PDF for every invoice, whose totals match the invoice row', async () => {
    const invoices = await queryRows<{
      number: string;
      pdf_storage_key: string;
      total_cents: number;
      lines_cents: number;
      vat_cents: number;
    }>(
      first.db,
      sql`select i.number, i.pdf_storage_key, i.total_cents, i.vat_cents,
                 (select sum(total_excl_vat_cents)::int from invoice_lines l where l.invoice_id = i.id) as lines_cents
          from invoices i order by i.number`,
    );
    expect(invoices.length).toBeGreaterThan(20);
    for (const invoice of invoices) {
      expect(invoice.pdf_storage_key).toContain(invoice.number);
      expect(firstFiles.peek(invoice.pdf_storage_key)?.contentType).toBe('application/pdf');
      expect(invoice.total_cents).toBe(invoice.lines_cents + invoice.vat_cents);
    }
    const pdf = await PDFDocument.load(firstFiles.peek(invoices[0]!.pdf_storage_key)!.bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain(invoices[0]!.number);
  });

  it('marks some tasks overdue and some awaiting a response, and plans appointments in the future', async () => {
    const [row] = await queryRows<{ overdue: number; awaiting: number; upcoming: number; past: number }>(
      first.db,
      sql`select (select count(*)::int from tasks where status = 'overdue' and due_at < ${now.toISOString()}) as overdue,
                 (select count(*)::int from tasks where status = 'awaiting_response') as awaiting,
                 (select count(*)::int from appointments where starts_at > ${now.toISOString()}) as upcoming,
                 (select count(*)::int from appointments where starts_at < ${now.toISOString()}) as past`,
    );
    expect(row!.overdue).toBeGreaterThan(0);
    expect(row!.awaiting).toBeGreaterThan(0);
    expect(row!.upcoming).toBeGreaterThan(0);
    expect(row!.past).toBeGreaterThan(0);
  });

  it('gives tasks assignees of their own organisation or staff, open work to the demo technician and customer, and never a due date before creation', async () => {
    const [row] = await queryRows<{
      badAssignee: number;
      dueBeforeCreated: number;
      technician: number;
      customer: number;
    }>(
      first.db,
      sql`select
            (select count(*)::int from tasks t join users u on u.id = t.assignee_user_id
              where u.type <> 'employee' and u.organisation_id is distinct from t.organisation_id) as "badAssignee",
            (select count(*)::int from tasks where due_at < created_at) as "dueBeforeCreated",
            (select count(*)::int from tasks t join users u on u.id = t.assignee_user_id
              where u.email = 'monteur@koelservice.example' and t.status in ('open', 'overdue', 'awaiting_response')) as technician,
            (select count(*)::int from tasks t join users u on u.id = t.assignee_user_id
              where u.email = 'klant@bakkerij-dejong.example' and t.status in ('open', 'overdue', 'awaiting_response')) as customer`,
    );
    expect(row).toEqual({
      badAssignee: 0,
      dueBeforeCreated: 0,
      technician: expect.any(Number),
      customer: expect.any(Number),
    });
    expect(row!.technician).toBeGreaterThan(0);
    expect(row!.customer).toBeGreaterThan(0);
  });

  it('fills the F-gas logbook with installations and leak checks signed with certificate numbers', async () => {
    const kinds = await queryRows<{ kind: string }>(
      first.db,
      sql`select distinct kind from refrigerant_logbook_entries where technician_certificate_number like 'STEK-P-%' order by kind`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['added', 'installed', 'leak_check']));
  });

  it('uses every timeline item type', async () => {
    const types = await queryRows<{ type: number }>(
      first.db,
      sql`select distinct type from timeline_items order by type`,
    );
    expect(types.map((t) => t.type)).toEqual([1, 2, 3, 4, 5]);
  });

  it('seeds a month of activity in the recorded action names, none of it later than the seeding moment', async () => {
    const [span] = await queryRows<{ first: string; last: string; actions: number; unlabelled: number }>(
      first.db,
      sql`select min(created_at)::text as first, max(created_at)::text as last,
            count(distinct action)::int as actions,
            count(*) filter (where subject_label is null or client_address is null)::int as unlabelled
          from activity_logs`,
    );
    expect(Date.parse(span!.last) - Date.parse(span!.first)).toBeGreaterThanOrEqual(21 * 86_400_000);
    expect(Date.parse(span!.last)).toBeLessThanOrEqual(now.getTime());
    expect(span!.actions).toBeGreaterThanOrEqual(8);
    expect(span!.unlabelled).toBe(0);
    // Every answered offer has its answer in the log, by whom and when it was answered.
    const unlogged = await queryRows<{ number: string }>(
      first.db,
      sql`select o.number from offers o where o.responded_at is not null and not exists (
            select 1 from activity_logs a where a.subject_id = o.id and a.created_at = o.responded_at
              and a.actor_name = o.responded_by_name
              and a.action = case o.status when 'approved' then 'offer_accepted' else 'offer_declined' end)`,
    );
    expect(unlogged).toEqual([]);
  });

  it('summarises what it wrote', () => {
    expect(summary.users).toBeGreaterThan(7);
    expect(summary.organisations).toBeGreaterThanOrEqual(9);
    expect(summary.totalRows).toBe(Object.values(summary.rows).reduce((a, b) => a + b, 0));
  });
});

describe('seedDemoData with a scale', () => {
  it('adds bulk customers up to the requested number of service objects, sharing one PDF per kind', async () => {
    const handle = await freshTestDatabase();
    try {
      const files = new MemoryFileStore();
      const summary = await seedDemoData(handle, { files, now, scale: 320 });
      expect(summary.serviceObjects).toBe(320);
      expect(files.keys()).toContain('shared/invoice-sample.pdf');
      const [row] = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from invoices where pdf_storage_key = 'shared/invoice-sample.pdf'`,
      );
      expect(row!.count).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
