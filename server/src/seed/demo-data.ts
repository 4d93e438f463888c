/**
 * The demo data set of product.md §9: the service company's staff and the seven demo accounts, the
 * customer holding "Bakkerij De Jong Holding B.V." with its three bakery branches, several unrelated
 * customers, and for each of them service objects with refrigerant, orders with work orders and
 * checklists, offers and invoices with real PDFs, tasks, contacts, appointments, a timeline,
 * documents in folders, contracts, logbook entries, inspections and activity logs. The holding and its
 * first branch show every state of the F-gas duty engine (demo-fgas-cases.ts); every logbook follows
 * the law (seed-logbook.ts), and work orders, their reports and invoices follow the logbook.
 *
 * Determinism: every value comes from a seeded PRNG, and every date is relative to `now` truncated
 * to the UTC day. The same seed on the same day gives the same rows and the same PDF bytes, byte for
 * byte (the demo password hash uses a salt drawn from the PRNG for this reason); started on another
 * day, the demo still looks current (recent orders, upcoming appointments, overdue tasks).
 *
 * `scale` adds bulk customers until the data set holds that many service objects (about ten
 * records per service object), for benchmarks. Their invoices and offers reference one shared
 * PDF instead of rendering their own, and rows go in with large multi-row inserts.
 *
 * Everything is inserted in one transaction, the dashboard's statistics rows of every organisation
 * last: a failed seed leaves the database empty, so the next start seeds again.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle, type Transaction } from '../db/client';
import type { FileStore } from '../files/file-store';
import { DEMO_ACCOUNTS } from './demo-access';
import { CITIES, CUSTOMER_NAMES, STREETS, type CustomerKind } from './dutch-data';
import { BRANCH_DEVICE_CASES, HOLDING_DEVICE_CASES } from './demo-fgas-cases';
import { Random } from './random';
import { seedAccessControl, seedDemoAccounts } from './seed-access-control';
import { dateOnly, SeedContext, type Customer } from './seed-context';
import { seedContract, seedServiceObjects } from './seed-devices';
import { seedAppointments, seedOrders, seedTechnicianDay } from './seed-orders';
import { seedActivity, seedContacts, seedFolders, seedTasksAndMessages } from './seed-relations';
import { seedInvoices, seedOffers } from './seed-sales';
import { refreshStatistics } from '../statistics/refresh-statistics';

export const DEFAULT_DEMO_SEED = 20260101;

export interface SeedOptions {
  files: FileStore;
  seed?: number;
  /** Target number of service objects for a benchmark data set; omitted for the demo size. */
  scale?: number;
  /** The reference moment; truncated to the UTC day. Defaults to the current day. */
  now?: Date;
  log?: (message: string) => void;
}

export interface SeedSummary {
  seed: number;
  referenceDay: string;
  organisations: number;
  users: number;
  serviceObjects: number;
  /** Rows inserted per table. */
  rows: Record<string, number>;
  totalRows: number;
  pdfs: number;
  durationMs: number;
}

/**
 * True when the database already holds organisations or users: then the demo data must not be
 * written (a second start keeps its data, and real data is never mixed with demo data).
 */
export async function isDatabaseSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await queryRows<{ seeded: boolean }>(
    handle.db,
    sql`select (exists (select 1 from organisations) or exists (select 1 from users)) as seeded`,
  );
  return rows[0]?.seeded === true;
}

/** Everything that belongs to one customer organisation. */
async function populate(ctx: SeedContext, customer: Customer): Promise<void> {
  seedContacts(ctx, customer);
  seedServiceObjects(ctx, customer);
  const folders = seedFolders(ctx, customer);
  seedContract(ctx, customer);
  const orders = await seedOrders(ctx, customer, folders.get('Onderhoudsrapporten')!);
  await seedOffers(ctx, customer);
  await seedInvoices(ctx, customer, orders);
  seedTasksAndMessages(ctx, customer);
  seedAppointments(ctx, customer, orders);
  seedActivity(ctx, customer);
}

const UNRELATED_CUSTOMERS: readonly { kind: CustomerKind; city: string }[] = [
  { kind: 'supermarket', city: 'Amersfoort' },
  { kind: 'hotel', city: 'Amsterdam' },
  { kind: 'butcher', city: 'Tilburg' },
  { kind: 'cold_store', city: 'Rotterdam' },
  { kind: 'office', city: 'Den Haag' },
];

/**
 * Writes the demo data set into an empty, migrated database and its PDFs into `files`.
 * Throws (and writes nothing) when the database already holds data: check isDatabaseSeeded().
 */
export async function seedDemoData(handle: DatabaseHandle, opts: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const seed = opts.seed ?? DEFAULT_DEMO_SEED;
  const log = opts.log ?? (() => undefined);
  if (await isDatabaseSeeded(handle))
    throw new Error('The database already holds data; the demo data was not seeded.');
  const ctx = new SeedContext(new Random(seed), opts.now ?? new Date(), opts.files);
  seedAccessControl(ctx);

  const holding = ctx.organisation({
    name: 'Bakkerij De Jong Holding B.V.',
    kind: 'bakery',
    parentId: null,
    city: 'Utrecht',
    deviceCount: HOLDING_DEVICE_CASES.length,
    realPdfs: true,
    emailDomain: 'bakkerij-dejong.example',
    deviceCases: HOLDING_DEVICE_CASES,
  });
  const branches = [
    ['Bakkerij De Jong Centrum', 'Utrecht'],
    ['Bakkerij De Jong Leidsche Rijn', 'Utrecht'],
    ['Bakkerij De Jong Amersfoort', 'Amersfoort'],
  ].map(([name, city], index) =>
    ctx.organisation({
      name: name!,
      kind: 'bakery',
      parentId: holding.org.id,
      city: city!,
      deviceCount: ctx.random.int(12, 18),
      realPdfs: true,
      deviceCases: index === 0 ? BRANCH_DEVICE_CASES : [],
    }),
  );
  const customers = [holding, ...branches];
  for (const { kind, city } of UNRELATED_CUSTOMERS) {
    const name = ctx.random.pick(CUSTOMER_NAMES[kind]).replace('{city}', city);
    customers.push(
      ctx.organisation({
        name,
        kind,
        parentId: null,
        city,
        deviceCount: ctx.random.int(20, 35),
        realPdfs: true,
      }),
    );
  }
  await seedDemoAccounts(ctx, { holding: holding.org.id, first_branch: branches[0]!.org.id });

  for (const customer of customers) await populate(ctx, customer);
  const technician = DEMO_ACCOUNTS.find((account) => account.role === 'technician')!;
  seedTechnicianDay(ctx, technician.name, [holding, branches[0]!]);

  // Bulk customers come after the demo set has drawn all its numbers, so the demo part of a scaled
  // data set is the same as the plain demo data set.
  const demoDevices = customers.reduce((sum, c) => sum + c.deviceCount, 0);
  let bulkDevices = Math.max(0, (opts.scale ?? 0) - demoDevices);
  const kinds = Object.keys(CUSTOMER_NAMES) as CustomerKind[];
  while (bulkDevices > 0) {
    const kind = ctx.random.pick(kinds);
    const city = ctx.random.pick(CITIES).city;
    const deviceCount = Math.min(bulkDevices, ctx.random.int(30, 70));
    bulkDevices -= deviceCount;
    const name = `${ctx.random.pick(CUSTOMER_NAMES[kind]).replace('{city}', city)} ${ctx.random.pick(STREETS)}`;
    await populate(ctx, ctx.organisation({ name, kind, parentId: null, city, deviceCount, realPdfs: false }));
  }
  await ctx.flushFiles();
  log(`Demo data generated (${ctx.pdfs} PDFs); inserting...`);

  const rows: Record<string, number> = {};
  const batchSize = opts.scale ? 2000 : 500;
  await handle.db.transaction(async (tx: Transaction) => {
    for (const { table, name, rows: tableRows } of ctx.sink.inInsertOrder()) {
      // Stay well below PostgreSQL's 65,535 bind parameters per statement.
      const columns = Object.keys(tableRows[0] ?? {}).length || 1;
      const size = Math.max(1, Math.min(batchSize, Math.floor(30_000 / columns)));
      for (let i = 0; i < tableRows.length; i += size) {
        await tx.insert(table).values(tableRows.slice(i, i + size));
      }
      rows[name] = tableRows.length;
    }
    // The dashboard's figures of every organisation, computed from the rows just written (product.md
    // §10), in the same transaction: a seeded database never lacks them.
    const organisationIds = await queryRows<{ id: string }>(
      tx,
      sql`select id::text as id from organisations`,
    );
    const statistics = await refreshStatistics(
      tx,
      organisationIds.map((row) => row.id),
    );
    rows['organisation_statistics'] = statistics.length;
  });
  // Fresh planner statistics: without them PostgreSQL guesses a few dozen rows per table and picks
  // sequential scans and sorts over the list indexes (seen with EXPLAIN ANALYZE on the large set).
  await handle.db.execute(sql`analyze`);
  const totalRows = Object.values(rows).reduce((a, b) => a + b, 0);
  const summary: SeedSummary = {
    seed,
    referenceDay: dateOnly(ctx.day),
    organisations: rows['organisations'] ?? 0,
    users: rows['users'] ?? 0,
    serviceObjects: rows['service_objects'] ?? 0,
    rows,
    totalRows,
    pdfs: ctx.pdfs,
    durationMs: Math.round(performance.now() - started),
  };
  log(
    `Demo data seeded: ${totalRows} rows, ${summary.serviceObjects} service objects, ${ctx.pdfs} PDFs in ${summary.durationMs} ms`,
  );
  return summary;
}
