import { and, eq, is, isNull, ne } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CreateLogbookEntryBody } from '../../../../src/api/contract/refrigerant';
import type { LegalSupervisionItem } from '../../../../src/api/contract/service-objects';
import { todayDate } from '../../../../src/lib/due-dates';
import { dutchDay } from '../../../../src/lib/dutch-day';
import { addMonths } from '../../../../src/lib/fgas';
import { byDevice, supervisionDuties } from '../../../../src/lib/legal-supervision';
import { uuidv7 } from '../../../../src/lib/uuid';
import * as schema from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const technician = 'monteur@koelservice.example';
const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const invoicesOnlyCustomer = 'boekhouding@bakkerij-dejong.example';

const who = {
  technicianName: 'Ruud Brouwer',
  technicianCertificateNumber: 'STEK-P-118834',
  companyName: 'Koelservice Nederland B.V.',
  companyCertificateNumber: 'STEK-BED-204518',
};

describe.each(databaseKinds())('the F-gas logbook on $label', ({ kind }) => {
  const harness = useTestApp(kind);
  const db = () => harness.database.db;

  async function organisationOf(email: string): Promise<string> {
    const [user] = await db()
      .select({ organisationId: schema.users.organisationId })
      .from(schema.users)
      .where(eq(schema.users.email, email));
    return user!.organisationId!;
  }

  /** A device of the holding with 32.1 kg R32 and a leak detection system: 21.668 t, every 24 months. */
  async function device(fields: Partial<typeof schema.serviceObjects.$inferInsert> = {}) {
    const id = uuidv7();
    await db()
      .insert(schema.serviceObjects)
      .values({
        id,
        organisationId: await organisationOf(holdingCustomer),
        number: `LB-${id.slice(-6)}`,
        name: 'Koelwatermachine productie',
        refrigerant: 'R32',
        chargeKg: 32.1,
        leakDetectionSystem: true,
        installationDate: '2019-05-02',
        publicId: uuidv7().replaceAll('-', ''),
        ...fields,
      });
    return id;
  }

  function post(token: string, deviceId: string, body: Partial<CreateLogbookEntryBody>, key?: string) {
    return harness.app.inject({
      method: 'POST',
      url: `/api/serviceobjects/${deviceId}/logbook`,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { id: uuidv7(), ...who, ...body },
    });
  }

  /** The list's rows of one device (the seeded devices are taken out of service first, to keep it short). */
  async function supervision(token: string, deviceId: string): Promise<LegalSupervisionItem[]> {
    await db()
      .update(schema.serviceObjects)
      .set({ decommissionedDate: '2000-01-01' })
      .where(ne(schema.serviceObjects.id, deviceId));
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/serviceobjects/legal-supervisions?perPage=100',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as LegalSupervisionItem[]).filter((row) => row.serviceObjectId === deviceId);
  }

  async function publicNextCheck(deviceId: string) {
    const [row] = await db()
      .select({ publicId: schema.serviceObjects.publicId })
      .from(schema.serviceObjects)
      .where(eq(schema.serviceObjects.id, deviceId));
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/public/serviceobjects/${row!.publicId}`,
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { nextLeakCheckDate: string | null; leakCheckStatus: string };
  }

  it('lets a technician record a leak found and its repair; the list and the QR page show the re-check', async () => {
    const token = await harness.login(technician);
    const deviceId = await device();

    const found = await post(token, deviceId, {
      kind: 'leak_check',
      performedAt: '2025-12-11T09:30:00Z',
      leakCheckResult: 'leak_found',
      leakLocation: 'Flare-verbinding vloeistofleiding',
    });
    expect(found.statusCode).toBe(201);
    expect(found.json().data).toMatchObject({
      kind: 'leak_check',
      refrigerant: 'R32',
      leakLocation: 'Flare-verbinding vloeistofleiding',
      companyName: who.companyName,
    });
    const repaired = await post(token, deviceId, {
      kind: 'repair',
      performedAt: '2025-12-11T13:00:00Z',
      reason: 'Flare opnieuw gemaakt',
      repairResult: 'repaired',
    });
    expect(repaired.statusCode).toBe(201);

    const rows = await supervision(token, deviceId);
    expect(rows.map((row) => [row.regime, row.nextDueDate, row.notBefore, row.status])).toEqual([
      ['lds_check', '2020-05-02', null, 'overdue'],
      ['fgas_leak_recheck', '2026-01-11', '2025-12-12', 'overdue'],
      ['fgas_leak_check', '2027-12-11', null, expect.any(String)],
    ]);
    expect(await publicNextCheck(deviceId)).toMatchObject({
      nextLeakCheckDate: '2026-01-11',
      leakCheckStatus: 'overdue',
    });
  });

  it('moves the due date when an entry is appended, and by nothing else: no due date is stored', async () => {
    const token = await harness.login(technician);
    const deviceId = await device({ leakDetectionSystem: false });
    const periodic = async () =>
      (await supervision(token, deviceId)).find((row) => row.regime === 'fgas_leak_check')!.nextDueDate;
    expect(await periodic()).toBe('2020-05-02');

    // A moment just past, never one in the future (refused), and the Dutch day it falls on: around
    // midnight in Amsterdam that day is not the UTC one.
    const performedAt = new Date(Date.now() - 60_000).toISOString();
    const check = dutchDay(performedAt);
    expect(
      (
        await post(token, deviceId, {
          kind: 'leak_check',
          performedAt,
          leakCheckResult: 'no_leak',
        })
      ).statusCode,
    ).toBe(201);

    expect(await periodic()).toBe(addMonths(check, 12));
    expect((await publicNextCheck(deviceId)).nextLeakCheckDate).toBe(addMonths(check, 12));
  });

  it('keeps the logbook append-only: a correction is a new entry that replaces the one it names', async () => {
    const token = await harness.login(technician);
    const deviceId = await device();
    const wrong = await post(token, deviceId, {
      kind: 'leak_check',
      performedAt: '2026-02-01T09:00:00Z',
      leakCheckResult: 'leak_found',
      leakLocation: 'Verdamper',
    });
    expect((await supervision(token, deviceId)).map((row) => row.regime)).toContain('fgas_leak_repair');

    const correction = await post(token, deviceId, {
      kind: 'leak_check',
      performedAt: '2026-02-01T09:00:00Z',
      leakCheckResult: 'no_leak',
      correctsEntryId: wrong.json().data.id,
    });

    expect(correction.statusCode).toBe(201);
    expect((await supervision(token, deviceId)).map((row) => row.regime)).not.toContain('fgas_leak_repair');
    const stored = await db()
      .select({ id: schema.refrigerantLogbookEntries.id })
      .from(schema.refrigerantLogbookEntries)
      .where(eq(schema.refrigerantLogbookEntries.serviceObjectId, deviceId));
    expect(stored).toHaveLength(2);
  });

  it('makes the device charge and refrigerant follow an installed entry (a retrofit)', async () => {
    const token = await harness.login(technician);
    const deviceId = await device({ refrigerant: 'R404A', chargeKg: 12, leakDetectionSystem: false });
    const retrofit = await post(token, deviceId, {
      kind: 'installed',
      performedAt: '2026-03-02T10:00:00Z',
      refrigerant: 'r-449a',
      quantityKg: 11.5,
      gasOrigin: 'new',
    });
    expect(retrofit.statusCode).toBe(201);
    const [after] = await db()
      .select({ refrigerant: schema.serviceObjects.refrigerant, chargeKg: schema.serviceObjects.chargeKg })
      .from(schema.serviceObjects)
      .where(eq(schema.serviceObjects.id, deviceId));
    expect(after).toEqual({ refrigerant: 'R449A', chargeKg: 11.5 });
  });

  it('refuses gas of another refrigerant than the device holds, and missing fields, with 422 per field', async () => {
    const token = await harness.login(technician);
    const deviceId = await device();

    const otherGas = await post(token, deviceId, {
      kind: 'added',
      performedAt: '2026-03-02T10:00:00Z',
      refrigerant: 'R410A',
      quantityKg: 1.2,
      reason: 'Bijvullen',
      gasOrigin: 'new',
    });
    const missing = await post(token, deviceId, {
      kind: 'added',
      performedAt: '2026-03-02T10:00:00Z',
      quantityKg: 0,
      gasOrigin: 'reclaimed',
    });
    const future = await post(token, deviceId, {
      kind: 'leak_check',
      performedAt: new Date(Date.now() + 86_400_000).toISOString(),
      leakCheckResult: 'no_leak',
    });

    expect(otherGas.statusCode).toBe(422);
    expect(Object.keys(otherGas.json().errors)).toEqual(['refrigerant']);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'facilityAddress',
      'facilityName',
      'quantityKg',
      'reason',
    ]);
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(['performedAt']);
  });

  it('answers 403 without the permission, and 404 for a device outside the caller’s organisations', async () => {
    const holdingDevice = await device();
    const [foreign] = await db()
      .select({ id: schema.organisations.id })
      .from(schema.organisations)
      .where(
        and(
          isNull(schema.organisations.parentId),
          ne(schema.organisations.id, await organisationOf(holdingCustomer)),
        ),
      )
      .limit(1);
    const foreignDevice = await device({ organisationId: foreign!.id });
    const entry = {
      kind: 'leak_check' as const,
      performedAt: '2026-03-02T10:00:00Z',
      leakCheckResult: 'no_leak' as const,
    };

    const noPermission = await post(await harness.login(invoicesOnlyCustomer), holdingDevice, entry);
    const viewOnly = await post(await harness.login(branchCustomer), holdingDevice, entry);
    const outside = await post(await harness.login(holdingCustomer), foreignDevice, entry);

    expect(noPermission.statusCode).toBe(403);
    expect(viewOnly.statusCode).toBe(403);
    expect(outside.statusCode).toBe(404);
  });

  it('takes effect once when the outbox sends an entry twice with its Idempotency-Key', async () => {
    const token = await harness.login(technician);
    const deviceId = await device();
    const body = {
      id: uuidv7(),
      kind: 'leak_check' as const,
      performedAt: '2026-03-02T10:00:00Z',
      leakCheckResult: 'no_leak' as const,
    };
    const key = uuidv7();
    const first = await post(token, deviceId, body, key);
    const again = await post(token, deviceId, body, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const stored = await db()
      .select({ id: schema.refrigerantLogbookEntries.id })
      .from(schema.refrigerantLogbookEntries)
      .where(
        and(
          eq(schema.refrigerantLogbookEntries.serviceObjectId, deviceId),
          isNull(schema.refrigerantLogbookEntries.deletedAt),
        ),
      );
    expect(stored).toHaveLength(1);
  });

  it('agrees with the PWA’s computation for random devices and logbooks (property)', async () => {
    const token = await harness.login(technician);
    const organisationId = await organisationOf(holdingCustomer);
    // Only the generated devices are in service, so the list is exactly theirs.
    await db().update(schema.serviceObjects).set({ decommissionedDate: '2000-01-01' });
    const types = await db()
      .select({ id: schema.serviceObjectTypes.id, code: schema.serviceObjectTypes.code })
      .from(schema.serviceObjectTypes);
    const refrigerants = [
      'R32',
      'R404A',
      'R410A',
      'R134a',
      'R1234yf',
      'R1234ze',
      'R513A',
      'R448A',
      'R290',
      'R744',
    ];
    const dayArb = fc
      .integer({ min: 0, max: 3000 })
      .map((days) => new Date(Date.UTC(2018, 0, 1) + days * 86_400_000));
    const entryArb = fc.record({
      kind: fc.constantFrom('leak_check', 'repair', 'lds_check'),
      at: dayArb,
      hour: fc.integer({ min: 0, max: 23 }),
      leak: fc.boolean(),
      ok: fc.boolean(),
    });
    const deviceArb = fc.record({
      refrigerant: fc.constantFrom(...refrigerants),
      chargeKg: fc
        .oneof(fc.double({ min: 0.2, max: 8, noNaN: true }), fc.double({ min: 8, max: 400, noNaN: true }))
        .map((kg) => Math.round(kg * 1000) / 1000),
      hermeticallySealed: fc.boolean(),
      leakDetectionSystem: fc.boolean(),
      typeIndex: fc.nat(),
      coolingCapacityKw: fc.integer({ min: 2, max: 200 }),
      installedDay: dayArb,
      entries: fc.array(entryArb, { maxLength: 6 }),
    });
    const generated = fc.sample(deviceArb, { numRuns: 40, seed: 20261126 });

    const devices = [];
    const logbook = [];
    for (const [index, spec] of generated.entries()) {
      const type = types[spec.typeIndex % types.length]!;
      const id = uuidv7();
      const row = {
        id,
        organisationId,
        number: `PX-${String(index).padStart(3, '0')}`,
        name: `Eigenschap ${index}`,
        refrigerant: spec.refrigerant,
        chargeKg: spec.chargeKg,
        hermeticallySealed: spec.hermeticallySealed,
        leakDetectionSystem: spec.leakDetectionSystem,
        typeId: type.id,
        coolingCapacityKw: spec.coolingCapacityKw,
        installationDate: spec.installedDay.toISOString().slice(0, 10),
        decommissionedDate: null,
        publicId: uuidv7().replaceAll('-', ''),
      };
      await db().insert(schema.serviceObjects).values(row);
      devices.push({ ...row, category: type.code });
      for (const entry of spec.entries) {
        const performedAt = new Date(entry.at.getTime() + entry.hour * 3_600_000);
        const values = {
          id: uuidv7(),
          organisationId,
          serviceObjectId: id,
          kind: entry.kind,
          refrigerant: spec.refrigerant,
          leakCheckResult: entry.kind === 'leak_check' ? (entry.leak ? 'leak_found' : 'no_leak') : null,
          repairResult: entry.kind === 'repair' ? (entry.ok ? 'repaired' : 'not_repaired') : null,
          detectionSystemResult: entry.kind === 'lds_check' ? (entry.ok ? 'working' : 'faulty') : null,
          ...who,
          performedAt,
          correctsEntryId: null,
        } as const;
        await db().insert(schema.refrigerantLogbookEntries).values(values);
        logbook.push({ ...values, performedAt: performedAt.toISOString() });
      }
    }

    const expected = supervisionDuties(devices, byDevice(logbook), new Map(), todayDate());
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/serviceobjects/legal-supervisions?organizationId=${organisationId}&perPage=100`,
      headers: { authorization: `Bearer ${token}` },
    });
    const answered = response.json() as {
      data: LegalSupervisionItem[];
      meta: { pagination: { total: number } };
    };
    expect(answered.meta.pagination.total).toBe(expected.length);
    expect(answered.data.map((row) => [row.id, row.nextDueDate, row.notBefore, row.status])).toEqual(
      expected.slice(0, 100).map((row) => [row.id, row.duty.dueDate, row.duty.notBefore, row.status]),
    );
  });
});

describe('where due dates live', () => {
  it('has no stored due date for a statutory duty in any table', () => {
    // Invoices and tasks carry contractual deadlines (payment terms, a task's agreed date); every
    // statutory duty is computed by the duty engine, so no other column may hold a due date.
    // The dashboard's statistics count records (overdue invoices, devices with a duty due soon): numbers
    // recomputed in the transaction of every write and when the day changes, never a date.
    const allowed = new Set([
      'invoices.due_date',
      'tasks.due_at',
      'organisation_statistics.overdue_invoices_count',
      'organisation_statistics.overdue_invoices_cents',
      'organisation_statistics.overdue_tasks',
      'organisation_statistics.devices_overdue',
      'organisation_statistics.devices_due_within_30_days',
      'organisation_statistics.devices_due_within_90_days',
    ]);
    const dueColumns: string[] = [];
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const config = getTableConfig(table);
      for (const column of config.columns) {
        if (/due|next_/.test(column.name)) dueColumns.push(`${config.name}.${column.name}`);
      }
    }
    expect(dueColumns.filter((column) => !allowed.has(column))).toEqual([]);
  });
});
