import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { uuidv7 } from '../../../src/lib/uuid';
import type { DatabaseHandle } from './client';
import {
  collectionByName,
  collections,
  effectiveTaskStatus,
  filterConditions,
  notDeleted,
  scopeCondition,
  type CollectionDef,
} from './collections';
import { invoices, offers, orders, organisations, roles, serviceObjects, tasks, users } from './schema/index';
import { freshTestDatabase } from './test-database';

/** A row with every column of the table: timestamps as dates, everything else null. */
function blankRow(def: CollectionDef): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(def.table))) {
    row[key] = column.dataType === 'date' ? new Date('2026-01-01T00:00:00Z') : null;
  }
  return row;
}

function shapeOf(def: CollectionDef): Record<string, z.ZodType> {
  return (def.wire as unknown as z.ZodObject).shape;
}

describe('the collection registry', () => {
  it('names every collection and route once', () => {
    const names = collections.map((def) => def.name);
    const routes = collections.flatMap((def) => [def.path, ...def.nested.map((nested) => nested.route)]);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(collections.map((def) => [def.name, def] as const))(
    'maps a %s row to exactly the keys of its wire schema',
    (_name, def) => {
      const keys = Object.keys(def.toWire(blankRow(def) as never) as object).sort();
      const shape = shapeOf(def);
      const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success);
      expect(keys).toEqual(expect.arrayContaining(required.sort()));
      expect(Object.keys(shape)).toEqual(expect.arrayContaining(keys));
    },
  );

  it.each(collections.map((def) => [def.name, def] as const))(
    'accepts every %s filter parameter in its query schema',
    (_name, def) => {
      const queryShape = (def.query as unknown as z.ZodObject).shape;
      for (const parameter of Object.keys(def.filters)) expect(Object.keys(queryShape)).toContain(parameter);
    },
  );

  it('never puts a secret, a storage key or sync bookkeeping on the wire', () => {
    for (const def of collections) {
      const keys = Object.keys(def.toWire(blankRow(def) as never) as object);
      for (const hidden of [
        'passwordHash',
        'twoFactorSecret',
        'storageKey',
        'pdfStorageKey',
        'changeSeq',
        'deletedAt',
      ]) {
        expect(keys).not.toContain(hidden);
      }
    }
  });
});

describe('collections on a database', () => {
  let handle: DatabaseHandle;
  const holding = uuidv7();
  const shop = uuidv7();
  const other = uuidv7();

  beforeAll(async () => {
    handle = await freshTestDatabase();
    await handle.db.insert(organisations).values([
      { id: holding, code: '1000', name: 'Bakkerij De Jong Holding' },
      { id: other, code: '2000', name: 'Slagerij Jansen' },
    ]);
    await handle.db
      .insert(organisations)
      .values({ id: shop, code: '1001', name: 'Filiaal Utrecht', parentId: holding });
  });
  afterAll(async () => {
    await handle.close();
  });

  async function list(name: string, query: Record<string, unknown>, visible: string[] | 'all' = 'all') {
    const def = collectionByName(name)!;
    const rows = await handle.db
      .select()
      .from(def.table)
      .where(
        and(
          notDeleted(def),
          scopeCondition(def, visible),
          ...filterConditions(def, def.query.parse(query) as never),
        ),
      )
      .orderBy(desc(def.table.createdAt));
    return rows.map((row) => def.wire.parse(def.toWire(row)));
  }

  it('derives CO2-equivalent and keeps the QR id on a service object', async () => {
    const [row] = await handle.db
      .insert(serviceObjects)
      .values({
        organisationId: shop,
        number: 'SO-0001',
        name: 'Koelcel brood',
        refrigerant: 'R404A',
        chargeKg: 12.5,
        publicId: 'q2x7-public',
        installationDate: '2019-05-14',
      })
      .returning();
    const wire = collectionByName('serviceObjects')!.toWire(row!) as Record<string, unknown>;
    expect(wire).toMatchObject({
      co2EqTonnes: 49.02,
      chargeKg: 12.5,
      installationDate: '2019-05-14',
      publicId: 'q2x7-public',
    });
    expect(typeof wire.createdAt).toBe('string');
  });

  it('filters service objects by an offer awaiting response', async () => {
    const [withOffer] = await handle.db
      .insert(serviceObjects)
      .values({ organisationId: shop, number: 'SO-0002', name: 'Vriezer', publicId: 'pub-2' })
      .returning();
    await handle.db.insert(offers).values({
      organisationId: shop,
      number: 'OF-1',
      title: 'Vervangen compressor',
      amountCents: 245_000,
      serviceObjectId: withOffer!.id,
    });
    const active = await list('serviceObjects', { hasActiveOffers: 'true' });
    expect(active.map((item) => (item as { number: string }).number)).toEqual(['SO-0002']);
    const inactive = await list('serviceObjects', { hasActiveOffers: 'false' });
    expect(inactive.map((item) => (item as { number: string }).number)).toEqual(['SO-0001']);
  });

  it('filters invoices by status list and organisation, and says whether a PDF exists', async () => {
    const invoice = (number: string, organisationId: string, status: 'new' | 'paid', pdf: string | null) => ({
      organisationId,
      number,
      status,
      invoiceDate: '2026-02-01',
      dueDate: '2026-03-03',
      amountExclVatCents: 10_000,
      vatCents: 2_100,
      totalCents: 12_100,
      pdfStorageKey: pdf,
    });
    await handle.db
      .insert(invoices)
      .values([
        invoice('F-1', shop, 'new', 'invoices/F-1.pdf'),
        invoice('F-2', shop, 'paid', null),
        invoice('F-3', other, 'new', null),
      ]);
    const open = (await list('invoices', { status: ['new'], organizationid: shop })) as {
      number: string;
      hasPdf: boolean;
    }[];
    expect(open.map(({ number, hasPdf }) => ({ number, hasPdf }))).toEqual([{ number: 'F-1', hasPdf: true }]);
  });

  it('refuses an invoice whose total is not excl. VAT plus VAT', async () => {
    await expect(
      handle.db.insert(invoices).values({
        organisationId: shop,
        number: 'F-bad',
        invoiceDate: '2026-02-01',
        dueDate: '2026-03-03',
        amountExclVatCents: 10_000,
        vatCents: 2_100,
        totalCents: 12_000,
      }),
    ).rejects.toThrow();
  });

  it('finds orders by organisation code and keeps a customer inside its organisations', async () => {
    const order = (number: string, organisationId: string) => ({
      organisationId,
      number,
      description: 'Onderhoud',
    });
    await handle.db.insert(orders).values([order('O-1', shop), order('O-2', other)]);
    const byCode = (await list('orders', { organizationCode: '1001' })) as { number: string }[];
    expect(byCode.map((item) => item.number)).toEqual(['O-1']);
    const scoped = (await list('orders', {}, [holding, shop])) as { number: string }[];
    expect(scoped.map((item) => item.number)).toEqual(['O-1']);
    expect(await list('orders', {}, [])).toEqual([]);
  });

  it('shows users without password hash or TOTP secret, and roles with their seed field names', async () => {
    const [user] = await handle.db
      .insert(users)
      .values({
        type: 'customer',
        accessLevel: 'admin',
        name: 'Anouk de Jong',
        email: 'klant@bakkerij-dejong.example',
        passwordHash: '$argon2id$secret',
        twoFactorSecret: 'JBSWY3DPEHPK3PXP',
        organisationId: holding,
      })
      .returning();
    const wire = collectionByName('users')!.toWire(user!) as Record<string, unknown>;
    expect(JSON.stringify(wire)).not.toContain('argon2id');
    expect(JSON.stringify(wire)).not.toContain('JBSWY3DPEHPK3PXP');

    const [role] = await handle.db
      .insert(roles)
      .values({ titleNl: 'Beheerder', titleEn: 'Administrator' })
      .returning();
    expect(collectionByName('roles')!.toWire(role!)).toMatchObject({
      title_nl: 'Beheerder',
      title_en: 'Administrator',
    });
  });

  it('refuses an upper-case email and a second default role', async () => {
    await expect(
      handle.db
        .insert(users)
        .values({ type: 'employee', accessLevel: 'user', name: 'X', email: 'Planner@Koelservice.example' }),
    ).rejects.toThrow();
    await handle.db.insert(roles).values({ titleNl: 'Gebruiker', titleEn: 'User', isDefault: true });
    await expect(
      handle.db.insert(roles).values({ titleNl: 'Tweede', titleEn: 'Second', isDefault: true }),
    ).rejects.toThrow();
    const defaults = await handle.db.select().from(roles).where(eq(roles.isDefault, true));
    expect(defaults).toHaveLength(1);
  });

  it('reports an open task past its due date as overdue, and filters the same way', async () => {
    const day = 24 * 60 * 60 * 1000;
    await handle.db.insert(tasks).values([
      { organisationId: shop, title: 'Koelcel ontdooien', dueAt: new Date(Date.now() - day) },
      { organisationId: shop, title: 'Offerte bekijken', dueAt: new Date(Date.now() + day) },
      { organisationId: shop, title: 'Sleutel afgeven', status: 'done', dueAt: new Date(Date.now() - day) },
    ]);
    const titles = async (status: string[]) =>
      ((await list('tasks', { status, relationId: shop })) as { title: string; status: string }[]).map(
        (task) => `${task.title}: ${task.status}`,
      );
    expect(await titles(['overdue'])).toEqual(['Koelcel ontdooien: overdue']);
    expect(await titles(['open'])).toEqual(['Offerte bekijken: open']);
    expect(await titles(['done'])).toEqual(['Sleutel afgeven: done']);
  });
});

describe('effectiveTaskStatus', () => {
  const now = new Date('2026-06-01T12:00:00Z');

  it('turns open into overdue only once the due moment has passed', () => {
    expect(effectiveTaskStatus('open', new Date('2026-06-01T11:59:59Z'), now)).toBe('overdue');
    expect(effectiveTaskStatus('open', new Date('2026-06-01T12:00:01Z'), now)).toBe('open');
    expect(effectiveTaskStatus('open', null, now)).toBe('open');
  });

  it('leaves every other status as stored', () => {
    expect(effectiveTaskStatus('done', new Date('2020-01-01T00:00:00Z'), now)).toBe('done');
    expect(effectiveTaskStatus('awaiting_response', new Date('2020-01-01T00:00:00Z'), now)).toBe(
      'awaiting_response',
    );
  });
});
