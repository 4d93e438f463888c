import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InspectionRegime } from '../../../../src/api/contract/service-objects';
import { checklistDueDate, todayDate } from '../../../../src/lib/due-dates';
import { addMonths } from '../../../../src/lib/fgas';
import { uuidv7 } from '../../../../src/lib/uuid';
import {
  inspections,
  organisations,
  refrigerantLogbookEntries,
  serviceObjects,
  serviceObjectTypes,
  users,
} from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const technician = 'monteur@koelservice.example';
const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const invoicesOnlyCustomer = 'boekhouding@bakkerij-dejong.example';

const supervisionUrl = '/api/serviceobjects/legal-supervisions';
const checklistUrl = '/api/serviceobjects/mandatory-checklist';

/** Today (UTC) moved by `days`, as a calendar date. */
function day(days: number): string {
  return todayDate(Date.now() + days * 86_400_000);
}

interface ListAnswer<T> {
  data: T[];
  meta: { pagination: { page: number; perPage: number; total: number; totalPages: number } };
}

describe.each(databaseKinds())('device duty lists on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function get<T = Record<string, unknown>>(token: string | null, url: string) {
    const response = await harness.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { statusCode: response.statusCode, body: response.json() as ListAnswer<T> & { message?: string } };
  }

  /** The holding of the demo customer, the branch of `filiaal@`, a sibling branch and a foreign customer. */
  async function organisationsOfTheDemo() {
    const organisationOf = async (email: string) => {
      const [user] = await harness.database.db
        .select({ organisationId: users.organisationId })
        .from(users)
        .where(eq(users.email, email));
      return user!.organisationId!;
    };
    const holding = await organisationOf(holdingCustomer);
    const branch = await organisationOf(branchCustomer);
    const [sibling] = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.parentId, holding), ne(organisations.id, branch)))
      .limit(1);
    const [foreign] = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(isNull(organisations.parentId), ne(organisations.id, holding)))
      .limit(1);
    return { holding, branch, sibling: sibling!.id, foreign: foreign!.id };
  }

  async function insertDevice(
    organisationId: string,
    number: string,
    fields: Partial<typeof serviceObjects.$inferInsert> = {},
  ): Promise<string> {
    const id = uuidv7();
    await harness.database.db.insert(serviceObjects).values({
      id,
      organisationId,
      number,
      name: `Koelcel ${number}`,
      location: 'Magazijn',
      refrigerant: 'R404A',
      chargeKg: 12,
      publicId: uuidv7(),
      ...fields,
    });
    return id;
  }

  async function insertInspection(
    serviceObjectId: string,
    organisationId: string,
    regime: InspectionRegime,
    lastInspectionDate: string,
    intervalMonths: number,
  ): Promise<void> {
    await harness.database.db
      .insert(inspections)
      .values({ serviceObjectId, organisationId, regime, intervalMonths, lastInspectionDate });
  }

  /** A logbook entry of the device, at 10:00 UTC (the same calendar day in Amsterdam). */
  async function logbookEntry(
    serviceObjectId: string,
    organisationId: string,
    kind: 'leak_check' | 'repair',
    date: string,
    fields: Partial<typeof refrigerantLogbookEntries.$inferInsert> = {},
  ): Promise<void> {
    await harness.database.db.insert(refrigerantLogbookEntries).values({
      serviceObjectId,
      organisationId,
      kind,
      refrigerant: 'R404A',
      leakCheckResult: kind === 'leak_check' ? 'no_leak' : null,
      repairResult: kind === 'repair' ? 'repaired' : null,
      technicianName: 'Test Monteur',
      technicianCertificateNumber: 'STEK-P-TEST',
      companyName: 'Koelservice Nederland B.V.',
      companyCertificateNumber: 'STEK-BED-TEST',
      performedAt: new Date(`${date}T10:00:00Z`),
      ...fields,
    });
  }

  /** The last check that makes a 12-month leak check fall due on `dueDate`. */
  function checkedYearBefore(dueDate: string): string {
    return addMonths(dueDate, -12);
  }

  describe('legal supervisions', () => {
    /**
     * Takes every seeded device out of service and adds a fixed set around today's boundaries:
     * overdue, due today and in exactly 30 days (due soon), in 31 days (ok); plus devices that must
     * never show. 12 kg of R404A is 47.059 t CO2-eq: a leak check every 12 months (Art. 5).
     */
    async function fixedDuties() {
      const org = await organisationsOfTheDemo();
      await harness.database.db.update(serviceObjects).set({ decommissionedDate: '2000-01-01' });
      const [chiller] = await harness.database.db
        .select({ id: serviceObjectTypes.id })
        .from(serviceObjectTypes)
        .where(eq(serviceObjectTypes.code, 'chiller'));
      const branchDevice = await insertDevice(org.branch, 'ZZ-2', {
        typeId: chiller!.id,
        coolingCapacityKw: 85,
      });
      const siblingDevice = await insertDevice(org.sibling, 'ZZ-10');
      const holdingDevice = await insertDevice(org.holding, 'ZZ-1');
      const decommissioned = await insertDevice(org.branch, 'ZZ-3', { decommissionedDate: day(-5) });
      const deleted = await insertDevice(org.branch, 'ZZ-4', { deletedAt: new Date() });
      const foreignDevice = await insertDevice(org.foreign, 'ZZ-5');
      await logbookEntry(holdingDevice, org.holding, 'leak_check', checkedYearBefore(day(-10)));
      await logbookEntry(branchDevice, org.branch, 'leak_check', checkedYearBefore(day(-1)));
      await logbookEntry(siblingDevice, org.sibling, 'leak_check', checkedYearBefore(day(0)));
      await insertInspection(branchDevice, org.branch, 'epbd_ac', addMonths(day(30), -60), 60);
      await insertInspection(siblingDevice, org.sibling, 'pressure_equipment', addMonths(day(31), -48), 48);
      await logbookEntry(foreignDevice, org.foreign, 'leak_check', checkedYearBefore(day(-3)));
      await logbookEntry(decommissioned, org.branch, 'leak_check', checkedYearBefore(day(-20)));
      await logbookEntry(deleted, org.branch, 'leak_check', checkedYearBefore(day(-30)));
      const ids = {
        holdingLeak: `${holdingDevice}:fgas_leak_check`,
        branchLeak: `${branchDevice}:fgas_leak_check`,
        siblingLeak: `${siblingDevice}:fgas_leak_check`,
        branchEpbd: `${branchDevice}:epbd_ac`,
        siblingPressure: `${siblingDevice}:pressure_equipment`,
        foreignLeak: `${foreignDevice}:fgas_leak_check`,
      };
      return { org, ids, branchDevice, holdingDevice };
    }

    it('lists the holding and its children, one row per duty, soonest due first with its status', async () => {
      const { org, ids, branchDevice } = await fixedDuties();
      const token = await harness.login(holdingCustomer);

      const { statusCode, body } = await get(token, supervisionUrl);

      expect(statusCode).toBe(200);
      expect(body.data.map((row) => [row.id, row.nextDueDate, row.status])).toEqual([
        [ids.holdingLeak, day(-10), 'overdue'],
        [ids.branchLeak, day(-1), 'overdue'],
        [ids.siblingLeak, day(0), 'due_soon'],
        [ids.branchEpbd, day(30), 'due_soon'],
        [ids.siblingPressure, day(31), 'ok'],
      ]);
      expect(body.meta.pagination).toEqual({ page: 1, perPage: 15, total: 5, totalPages: 1 });
      expect(body.data[1]).toEqual({
        id: ids.branchLeak,
        serviceObjectId: branchDevice,
        serviceObjectNumber: 'ZZ-2',
        serviceObjectName: 'Koelcel ZZ-2',
        organisationId: org.branch,
        organisationName: expect.stringContaining('Bakkerij De Jong'),
        location: 'Magazijn',
        refrigerant: 'R404A',
        regime: 'fgas_leak_check',
        intervalMonths: 12,
        lastInspectionDate: checkedYearBefore(day(-1)),
        nextDueDate: day(-1),
        notBefore: null,
        status: 'overdue',
        legalSource: { regulation: 'eu-2024-573', article: '5' },
      });
    });

    it('shows a branch customer only the duties of their own branch', async () => {
      const { ids } = await fixedDuties();
      const token = await harness.login(branchCustomer);

      const { statusCode, body } = await get(token, supervisionUrl);

      expect(statusCode).toBe(200);
      expect(body.data.map((row) => row.id)).toEqual([ids.branchLeak, ids.branchEpbd]);
    });

    it('narrows to a child organisation when the holding names it', async () => {
      const { org, ids } = await fixedDuties();
      const token = await harness.login(holdingCustomer);

      const { body } = await get(token, `${supervisionUrl}?organizationId=${org.sibling}`);

      expect(body.data.map((row) => row.id)).toEqual([ids.siblingLeak, ids.siblingPressure]);
    });

    it('lets staff see every customer, or one named customer', async () => {
      const { org, ids } = await fixedDuties();
      const token = await harness.login(technician);

      const everything = await get(token, `${supervisionUrl}?perPage=100`);
      const foreign = await get(token, `${supervisionUrl}?organizationId=${org.foreign}`);

      expect(everything.body.data.map((row) => row.id)).toContain(ids.foreignLeak);
      expect(everything.body.meta.pagination.total).toBe(6);
      expect(foreign.body.data.map((row) => row.id)).toEqual([ids.foreignLeak]);
    });

    it('filters on statuses and duties given in the bracket format or as one plain value', async () => {
      const { ids } = await fixedDuties();
      const token = await harness.login(holdingCustomer);

      const urgent = await get(token, `${supervisionUrl}?status[]=overdue&status[]=due_soon`);
      const leakChecks = await get(token, `${supervisionUrl}?regime[]=fgas_leak_check`);
      const fine = await get(token, `${supervisionUrl}?status=ok`);
      const overdueLeakChecks = await get(
        token,
        `${supervisionUrl}?status[]=overdue&regime[]=fgas_leak_check&regime[]=epbd_ac`,
      );

      expect(urgent.body.data.map((row) => row.id)).toEqual([
        ids.holdingLeak,
        ids.branchLeak,
        ids.siblingLeak,
        ids.branchEpbd,
      ]);
      expect(leakChecks.body.data.map((row) => row.id)).toEqual([
        ids.holdingLeak,
        ids.branchLeak,
        ids.siblingLeak,
      ]);
      expect(fine.body.data.map((row) => row.id)).toEqual([ids.siblingPressure]);
      expect(overdueLeakChecks.body.data.map((row) => row.id)).toEqual([ids.holdingLeak, ids.branchLeak]);
    });

    it('refuses an unknown status or duty with 422', async () => {
      const token = await harness.login(holdingCustomer);

      expect((await get(token, `${supervisionUrl}?status[]=late`)).statusCode).toBe(422);
      expect((await get(token, `${supervisionUrl}?regime[]=boiler`)).statusCode).toBe(422);
    });

    it('pages through the list in the same order', async () => {
      const { ids } = await fixedDuties();
      const token = await harness.login(holdingCustomer);

      const second = await get(token, `${supervisionUrl}?perPage=2&page=2`);
      const beyond = await get(token, `${supervisionUrl}?perPage=2&page=4`);

      expect(second.body.data.map((row) => row.id)).toEqual([ids.siblingLeak, ids.branchEpbd]);
      expect(second.body.meta.pagination).toEqual({ page: 2, perPage: 2, total: 5, totalPages: 3 });
      expect(beyond.body.data).toEqual([]);
    });

    it('replaces the periodic date by the re-check a month after a leak repair (Art. 4(5))', async () => {
      const { org, holdingDevice } = await fixedDuties();
      const token = await harness.login(holdingCustomer);
      await logbookEntry(holdingDevice, org.holding, 'leak_check', day(-3), {
        leakCheckResult: 'leak_found',
      });
      const before = await get(token, `${supervisionUrl}?regime[]=fgas_leak_repair`);
      expect(before.body.data.map((row) => [row.serviceObjectId, row.nextDueDate, row.status])).toEqual([
        [holdingDevice, day(-3), 'overdue'],
      ]);

      await logbookEntry(holdingDevice, org.holding, 'repair', day(-2));
      const { body } = await get(
        token,
        `${supervisionUrl}?regime[]=fgas_leak_recheck&regime[]=fgas_leak_repair`,
      );

      expect(body.data.map((row) => [row.regime, row.nextDueDate, row.notBefore])).toEqual([
        ['fgas_leak_recheck', addMonths(day(-2), 1), day(-1)],
      ]);
      expect(body.data[0]!.legalSource).toEqual({ regulation: 'eu-2024-573', article: '4(5)' });
    });
  });

  describe('mandatory checklist', () => {
    /** Only the devices inserted here have a checklist interval, so the list is known exactly. */
    async function fixedChecklists() {
      const org = await organisationsOfTheDemo();
      await harness.database.db.update(serviceObjects).set({ checklistIntervalMonths: null });
      const ids = {
        branchOverdue: await insertDevice(org.branch, 'CK-2', {
          checklistIntervalMonths: 12,
          lastChecklistDate: day(-400),
        }),
        branchDueSoon: await insertDevice(org.branch, 'CK-10', {
          checklistIntervalMonths: 12,
          lastChecklistDate: null,
          installationDate: day(-350),
        }),
        siblingOverdue: await insertDevice(org.sibling, 'CK-1', {
          checklistIntervalMonths: 6,
          lastChecklistDate: day(-250),
        }),
      };
      await insertDevice(org.branch, 'CK-3', { checklistIntervalMonths: 12, lastChecklistDate: day(-100) });
      await insertDevice(org.branch, 'CK-4', {
        checklistIntervalMonths: 12,
        lastChecklistDate: day(-500),
        decommissionedDate: day(-1),
      });
      await insertDevice(org.branch, 'CK-5', {
        checklistIntervalMonths: 12,
        lastChecklistDate: day(-500),
        deletedAt: new Date(),
      });
      await insertDevice(org.branch, 'CK-6', { checklistIntervalMonths: 12, lastChecklistDate: null });
      return { org, ids };
    }

    function dueDateOf(months: number, lastChecklistDate: string | null, installationDate: string | null) {
      return checklistDueDate({
        checklistIntervalMonths: months,
        lastChecklistDate,
        installationDate,
        decommissionedDate: null,
      });
    }

    it('lists the devices of the holding and its children whose checklist is due, soonest first', async () => {
      const { org, ids } = await fixedChecklists();
      const token = await harness.login(holdingCustomer);

      const { statusCode, body } = await get(token, checklistUrl);

      expect(statusCode).toBe(200);
      const overdue = dueDateOf(12, day(-400), null)!;
      const siblingOverdue = dueDateOf(6, day(-250), null)!;
      const dueSoon = dueDateOf(12, null, day(-350))!;
      expect(body.data.map((row) => [row.id, row.dueDate, row.status])).toEqual(
        [
          [ids.branchOverdue, overdue, 'overdue'],
          [ids.siblingOverdue, siblingOverdue, 'overdue'],
          [ids.branchDueSoon, dueSoon, 'due_soon'],
        ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
      );
      expect(body.meta.pagination).toEqual({ page: 1, perPage: 15, total: 3, totalPages: 1 });
      expect(body.data.find((row) => row.id === ids.branchDueSoon)).toEqual({
        id: ids.branchDueSoon,
        serviceObjectId: ids.branchDueSoon,
        serviceObjectNumber: 'CK-10',
        serviceObjectName: 'Koelcel CK-10',
        organisationId: org.branch,
        organisationName: expect.stringContaining('Bakkerij De Jong'),
        location: 'Magazijn',
        refrigerant: 'R404A',
        checklistIntervalMonths: 12,
        lastChecklistDate: null,
        dueDate: dueSoon,
        status: 'due_soon',
      });
    });

    it('shows a branch customer only their branch, and the holding one child on request', async () => {
      const { org, ids } = await fixedChecklists();

      const branch = await get(await harness.login(branchCustomer), checklistUrl);
      const sibling = await get(
        await harness.login(holdingCustomer),
        `${checklistUrl}?organizationId=${org.sibling}`,
      );

      expect(branch.body.data.map((row) => row.id).sort()).toEqual(
        [ids.branchOverdue, ids.branchDueSoon].sort(),
      );
      expect(sibling.body.data.map((row) => row.id)).toEqual([ids.siblingOverdue]);
    });

    it('pages through the list', async () => {
      await fixedChecklists();
      const token = await harness.login(holdingCustomer);

      const all = await get(token, checklistUrl);
      const second = await get(token, `${checklistUrl}?perPage=2&page=2`);

      expect(second.body.data.map((row) => row.id)).toEqual([all.body.data[2]!.id]);
      expect(second.body.meta.pagination).toEqual({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    });
  });

  it('describes both lists in the OpenAPI document', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/docs/json' });

    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining([supervisionUrl, checklistUrl]));
  });

  describe.each([
    ['legal supervisions', supervisionUrl],
    ['mandatory checklist', checklistUrl],
  ])('access to %s', (_name, url) => {
    it('answers 401 to an anonymous caller', async () => {
      const { statusCode, body } = await get(null, url);

      expect(statusCode).toBe(401);
      expect(body.message).toMatch(/^Unauthenticated\.?$/);
    });

    it('answers 403 to a customer without the permission', async () => {
      const { statusCode } = await get(await harness.login(invoicesOnlyCustomer), url);

      expect(statusCode).toBe(403);
    });

    it('answers 403 for an organisation outside the caller’s own', async () => {
      const { holding, foreign } = await organisationsOfTheDemo();
      const branchToken = await harness.login(branchCustomer);
      const holdingToken = await harness.login(holdingCustomer);

      expect((await get(branchToken, `${url}?organizationId=${holding}`)).statusCode).toBe(403);
      expect((await get(holdingToken, `${url}?organizationId=${foreign}`)).statusCode).toBe(403);
    });

    it('is not taken for a device id by serviceobjects/:id', async () => {
      const token = await harness.login(technician);
      const [device] = await harness.database.db
        .select({ id: serviceObjects.id })
        .from(serviceObjects)
        .where(isNull(serviceObjects.deletedAt))
        .limit(1);

      const list = await get(token, url);
      const read = await harness.app.inject({
        method: 'GET',
        url: `/api/serviceobjects/${device!.id}`,
        headers: { authorization: `Bearer ${token}` },
      });

      expect(list.statusCode).toBe(200);
      expect(Array.isArray(list.body.data)).toBe(true);
      expect(read.statusCode).toBe(200);
      expect(read.json().data.id).toBe(device!.id);
    });
  });
});
