import { and, eq, gte, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrganisationStatistics } from '../../../../src/api/contract/statistics';
import { refrigerantCo2eq } from '../../../../src/lib/fgas';
import { uuidv7 } from '../../../../src/lib/uuid';
import { queryRows } from '../../db/client';
import {
  offers,
  organisations,
  organisationStatistics,
  statisticsRefreshQueue,
  users,
} from '../../db/schema/index';
import {
  earliestStatisticsValidity,
  refreshAllStatistics,
  refreshStaleStatistics,
} from '../../statistics/refresh-statistics';
import { databaseKinds, useTestApp } from '../../test/test-app';

const planner = 'planner@koelservice.example';
const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const invoicesOnly = 'boekhouding@bakkerij-dejong.example';

/** The calendar day in the Netherlands, written independently of src/lib/statistics.ts. */
function amsterdamDay(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function shiftDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

interface Expected {
  openOrders: number;
  workOrdersThisWeek: number;
  offersAwaitingCount: number;
  offersAwaitingCents: number;
  openInvoicesCount: number;
  openInvoicesCents: number;
  overdueInvoicesCount: number;
  overdueInvoicesCents: number;
  openTasks: number;
  overdueTasks: number;
}

describe.each(databaseKinds())('statistics on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function get(url: string, token?: string) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  async function organisationOf(email: string): Promise<string> {
    const [user] = await harness.database.db
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, email));
    return user!.organisationId!;
  }

  async function codeOf(organisationId: string): Promise<string> {
    const [row] = await harness.database.db
      .select({ code: organisations.code })
      .from(organisations)
      .where(eq(organisations.id, organisationId));
    return row!.code;
  }

  async function childrenOf(organisationId: string): Promise<string[]> {
    const rows = await harness.database.db
      .select({ id: organisations.id })
      .from(organisations)
      .where(and(eq(organisations.parentId, organisationId), isNull(organisations.deletedAt)));
    return rows.map((row) => row.id);
  }

  async function foreignOrganisation(): Promise<{ id: string; code: string }> {
    const holding = await organisationOf(holdingCustomer);
    const [row] = await harness.database.db
      .select({ id: organisations.id, code: organisations.code })
      .from(organisations)
      .where(and(isNull(organisations.parentId), ne(organisations.id, holding)))
      .limit(1);
    return row!;
  }

  async function rowOf(token: string, code: string): Promise<OrganisationStatistics> {
    const response = await get(`/api/organizations/statistics?code=${encodeURIComponent(code)}`, token);
    expect(response.statusCode).toBe(200);
    const data = response.json().data as OrganisationStatistics[];
    expect(data).toHaveLength(1);
    return data[0]!;
  }

  /** The counts and amounts of one organisation, straight from its records. */
  async function expectedFigures(organisationId: string, today: string): Promise<Expected> {
    const monday = shiftDays(today, -((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
    const sunday = shiftDays(monday, 6);
    const [row] = await queryRows<Record<keyof Expected, number>>(
      harness.database.db,
      sql`select
        (select count(*) from orders where organisation_id = ${organisationId} and deleted_at is null
           and status in ('open', 'planned', 'in_progress'))::int as "openOrders",
        (select count(*) from work_orders where organisation_id = ${organisationId} and deleted_at is null
           and planned_date between ${monday}::date and ${sunday}::date)::int as "workOrdersThisWeek",
        (select count(*) from offers where organisation_id = ${organisationId} and deleted_at is null
           and status = 'sent')::int as "offersAwaitingCount",
        (select coalesce(sum(amount_cents), 0) from offers where organisation_id = ${organisationId}
           and deleted_at is null and status = 'sent')::float8 as "offersAwaitingCents",
        (select count(*) from invoices where organisation_id = ${organisationId} and deleted_at is null
           and status in ('new', 'not_sent', 'invoice_sent'))::int as "openInvoicesCount",
        (select coalesce(sum(total_cents), 0) from invoices where organisation_id = ${organisationId}
           and deleted_at is null and status in ('new', 'not_sent', 'invoice_sent'))::float8 as "openInvoicesCents",
        (select count(*) from invoices where organisation_id = ${organisationId} and deleted_at is null
           and status in ('new', 'not_sent', 'invoice_sent') and due_date < ${today}::date)::int as "overdueInvoicesCount",
        (select coalesce(sum(total_cents), 0) from invoices where organisation_id = ${organisationId}
           and deleted_at is null and status in ('new', 'not_sent', 'invoice_sent')
           and due_date < ${today}::date)::float8 as "overdueInvoicesCents",
        (select count(*) from tasks where organisation_id = ${organisationId} and deleted_at is null
           and status = 'open' and (due_at is null or due_at >= now()))::int as "openTasks",
        (select count(*) from tasks where organisation_id = ${organisationId} and deleted_at is null
           and (status = 'overdue' or (status = 'open' and due_at < now())))::int as "overdueTasks"`,
    );
    return row!;
  }

  /** Every duty's due date per device in service, as the legal-supervision list answers them. */
  async function dutyDueDates(token: string, organisationId: string): Promise<Map<string, string[]>> {
    const dates = new Map<string, string[]>();
    for (let page = 1; ; page += 1) {
      const response = await get(
        `/api/serviceobjects/legal-supervisions?organizationId=${organisationId}&perPage=100&page=${page}`,
        token,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as {
        data: { serviceObjectId: string; organisationId: string; nextDueDate: string }[];
        meta: { pagination: { totalPages: number } };
      };
      for (const duty of body.data) {
        if (duty.organisationId !== organisationId) continue;
        dates.set(duty.serviceObjectId, [...(dates.get(duty.serviceObjectId) ?? []), duty.nextDueDate]);
      }
      if (page >= body.meta.pagination.totalPages) break;
    }
    return dates;
  }

  describe('GET /api/organizations/statistics', () => {
    it('holds, for every organisation, figures equal to what its records count', async () => {
      const token = await harness.login(planner);
      const response = await get('/api/organizations/statistics?perPage=100', token);
      expect(response.statusCode).toBe(200);
      const rows = response.json().data as OrganisationStatistics[];
      const live = await harness.database.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(isNull(organisations.deletedAt));
      expect(rows.map((row) => row.organisationId).sort()).toEqual(live.map((row) => row.id).sort());
      const today = amsterdamDay(new Date());

      for (const row of rows) {
        expect(row.day).toBe(today);
        expect(row).toMatchObject(await expectedFigures(row.organisationId, today));
      }
      // The demo data is not empty: the comparison above compared something.
      const sum = (key: keyof Expected | 'devicesOverdue') =>
        rows.reduce((total, row) => total + row[key], 0);
      expect(sum('openOrders')).toBeGreaterThan(0);
      expect(sum('offersAwaitingCount')).toBeGreaterThan(0);
      expect(sum('openInvoicesCount')).toBeGreaterThan(0);
      expect(sum('overdueTasks') + sum('openTasks')).toBeGreaterThan(0);
      expect(sum('devicesOverdue')).toBeGreaterThan(0);
    });

    it('counts the devices with a duty overdue or due within 30 and 90 days as the duty engine dates them', async () => {
      const token = await harness.login(planner);
      const holding = await organisationOf(holdingCustomer);
      const today = amsterdamDay(new Date());
      const row = await rowOf(token, await codeOf(holding));
      const earliest = [...(await dutyDueDates(token, holding)).values()].map((dates) => dates.sort()[0]!);
      expect(row.devicesOverdue).toBe(earliest.filter((date) => date < today).length);
      expect(row.devicesDueWithin30Days).toBe(
        earliest.filter((date) => date >= today && date <= shiftDays(today, 30)).length,
      );
      expect(row.devicesDueWithin90Days).toBe(
        earliest.filter((date) => date >= today && date <= shiftDays(today, 90)).length,
      );
      expect(row.devicesOverdue + row.devicesDueWithin90Days).toBeGreaterThan(0);
    });

    it('holds the installed charge per refrigerant of the devices in service, in kg and t CO2-eq', async () => {
      const token = await harness.login(planner);
      const holding = await organisationOf(holdingCustomer);
      const row = await rowOf(token, await codeOf(holding));
      const charges = await queryRows<{ refrigerant: string; devices: number; kg: number }>(
        harness.database.db,
        sql`select refrigerant, count(*)::int as devices, sum(charge_kg)::float8 as kg from service_objects
            where organisation_id = ${holding} and deleted_at is null and decommissioned_date is null
              and refrigerant is not null and charge_kg is not null
            group by refrigerant`,
      );
      expect(row.refrigerants).toHaveLength(charges.length);
      for (const charge of charges) {
        const figure = row.refrigerants.find((item) => item.refrigerant === charge.refrigerant)!;
        expect(figure.devices).toBe(charge.devices);
        expect(figure.chargeKg).toBeCloseTo(charge.kg, 3);
        expect(figure.co2eqTonnes).toBeCloseTo(refrigerantCo2eq(charge.refrigerant, charge.kg)!, 6);
      }
    });

    it('holds twelve months of orders received and amounts invoiced, in Dutch calendar months', async () => {
      const token = await harness.login(planner);
      const holding = await organisationOf(holdingCustomer);
      const row = await rowOf(token, await codeOf(holding));
      expect(row.months).toHaveLength(12);
      expect(row.months.at(-1)!.month).toBe(amsterdamDay(new Date()).slice(0, 7));
      const ordered = await queryRows<{ month: string; count: number }>(
        harness.database.db,
        sql`select to_char(created_at at time zone 'Europe/Amsterdam', 'YYYY-MM') as month, count(*)::int as count
            from orders where organisation_id = ${holding} and deleted_at is null group by 1`,
      );
      const invoiced = await queryRows<{ month: string; cents: number }>(
        harness.database.db,
        sql`select to_char(invoice_date, 'YYYY-MM') as month, sum(total_cents)::float8 as cents from invoices
            where organisation_id = ${holding} and deleted_at is null
              and status not in ('proforma_not_sent', 'proforma_sent', 'credited')
            group by 1`,
      );
      for (const month of row.months) {
        expect(month.orders).toBe(ordered.find((item) => item.month === month.month)?.count ?? 0);
        expect(month.invoicedCents).toBe(invoiced.find((item) => item.month === month.month)?.cents ?? 0);
      }
      expect(row.months.some((month) => month.orders > 0)).toBe(true);
      expect(row.months.some((month) => month.invoicedCents > 0)).toBe(true);
    });

    it('lists a customer only the rows of its own organisations, 20 per page', async () => {
      const token = await harness.login(branchCustomer);
      const branch = await organisationOf(branchCustomer);
      const response = await get('/api/organizations/statistics', token);
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.pagination).toMatchObject({ page: 1, perPage: 20, total: 1 });
      expect(response.json().data.map((row: OrganisationStatistics) => row.organisationId)).toEqual([branch]);
    });

    it("answers another customer's code with no rows, and its id with 403", async () => {
      const token = await harness.login(holdingCustomer);
      const foreign = await foreignOrganisation();
      const byCode = await get(`/api/organizations/statistics?code=${foreign.code}`, token);
      expect(byCode.statusCode).toBe(200);
      expect(byCode.json().data).toEqual([]);
      const byId = await get(`/api/organizations/statistics?organizationId=${foreign.id}`, token);
      expect(byId.statusCode).toBe(403);
      const single = await harness.database.db
        .select({ id: organisationStatistics.id })
        .from(organisationStatistics)
        .where(eq(organisationStatistics.organisationId, foreign.id));
      expect((await get(`/api/organizations/statistics/${single[0]!.id}`, token)).statusCode).toBe(404);
    });

    it('refuses a user without view dashboard (403), an anonymous caller (401) and an undeclared parameter (422)', async () => {
      const token = await harness.login(invoicesOnly);
      expect((await get('/api/organizations/statistics', token)).statusCode).toBe(403);
      expect((await get('/api/organizations/statistics')).statusCode).toBe(401);
      const customer = await harness.login(holdingCustomer);
      const undeclared = await get('/api/organizations/statistics?status=open', customer);
      expect(undeclared.statusCode).toBe(422);
      expect(undeclared.json().errors).toHaveProperty('status');
    });

    it('recomputes a row that the clock made stale before answering it', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const yesterday = shiftDays(amsterdamDay(new Date()), -1);
      await harness.database.db
        .update(organisationStatistics)
        .set({ day: yesterday, openOrders: 999, validUntil: new Date(Date.now() - 1000) })
        .where(eq(organisationStatistics.organisationId, holding));
      const row = await rowOf(token, await codeOf(holding));
      expect(row.day).toBe(amsterdamDay(new Date()));
      expect(row.openOrders).toBe((await expectedFigures(holding, row.day)).openOrders);
      expect(Date.parse(row.validUntil)).toBeGreaterThan(Date.now());
    });
  });

  describe('refresh after a write', () => {
    it('counts a task created through POST /api/task at once, in the same answer cycle', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const code = await codeOf(holding);
      const before = await rowOf(token, code);
      const created = await harness.app.inject({
        method: 'POST',
        url: '/api/task',
        headers: { authorization: `Bearer ${token}` },
        payload: { id: uuidv7(), organisationId: holding, title: 'Deur koelcel sluit niet' },
      });
      expect(created.statusCode).toBe(201);
      const after = await rowOf(token, code);
      expect(after.openTasks).toBe(before.openTasks + 1);
      expect(after.overdueTasks).toBe(before.overdueTasks);
    });

    it('counts a task due in a minute as open now, and its row is valid until then at the latest', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const dueAt = new Date(Date.now() + 60_000);
      await harness.app.inject({
        method: 'POST',
        url: '/api/task',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          id: uuidv7(),
          organisationId: holding,
          title: 'Zo terugbellen',
          dueAt: dueAt.toISOString(),
        },
      });
      const row = await rowOf(token, await codeOf(holding));
      expect(Date.parse(row.validUntil)).toBeLessThanOrEqual(dueAt.getTime());
    });

    it('takes an accepted offer out of the offers awaiting a response, with its amount', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const visible = [holding, ...(await childrenOf(holding))];
      const [offer] = await harness.database.db
        .select()
        .from(offers)
        .where(
          and(
            eq(offers.status, 'sent'),
            inArray(offers.organisationId, visible),
            or(isNull(offers.validUntil), gte(offers.validUntil, amsterdamDay(new Date()))),
          ),
        )
        .limit(1);
      if (!offer) throw new Error('the demo data has no sent offer for this test');
      const code = await codeOf(offer.organisationId);
      const before = await rowOf(token, code);
      const response = await harness.app.inject({
        method: 'POST',
        url: `/api/offers/${offer.id}/respond`,
        headers: { authorization: `Bearer ${token}` },
        payload: { decision: 'accept', name: 'Anne de Jong', version: offer.version },
      });
      expect(response.statusCode).toBe(200);
      const after = await rowOf(token, code);
      expect(after.offersAwaitingCount).toBe(before.offersAwaitingCount - 1);
      expect(after.offersAwaitingCents).toBe(before.offersAwaitingCents - offer.amountCents);
      expect(after.id).toBe(before.id);
    });

    it('answers the write first and recomputes the figures on its own right after', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const storedOpenTasks = async () =>
        (
          await harness.database.db
            .select({ openTasks: organisationStatistics.openTasks })
            .from(organisationStatistics)
            .where(eq(organisationStatistics.organisationId, holding))
        )[0]!.openTasks;
      const queued = async () =>
        (
          await harness.database.db
            .select()
            .from(statisticsRefreshQueue)
            .where(eq(statisticsRefreshQueue.organisationId, holding))
        ).length;
      await harness.app.statistics.settled();
      const before = await storedOpenTasks();
      const created = await harness.app.inject({
        method: 'POST',
        url: '/api/task',
        headers: { authorization: `Bearer ${token}` },
        payload: { id: uuidv7(), organisationId: holding, title: 'Verdamper ijst dicht' },
      });
      expect(created.statusCode).toBe(201);
      // Committed with the write: the organisation waits in the queue, its row is not yet recomputed.
      expect(await queued()).toBe(1);
      expect(await storedOpenTasks()).toBe(before);
      // Without any read, the refresh after the write brings the row up to date and empties the queue.
      await harness.app.statistics.settled();
      expect(await storedOpenTasks()).toBe(before + 1);
      expect(await queued()).toBe(0);
    });

    it('recomputes an organisation left in the queue (a process stopped before its refresh) at the next read', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      await harness.app.statistics.settled();
      await harness.database.db
        .update(organisationStatistics)
        .set({ openOrders: 999 })
        .where(eq(organisationStatistics.organisationId, holding));
      await harness.database.db.insert(statisticsRefreshQueue).values({ organisationId: holding });
      const row = await rowOf(token, await codeOf(holding));
      expect(row.openOrders).toBe((await expectedFigures(holding, row.day)).openOrders);
      const left = await harness.database.db
        .select()
        .from(statisticsRefreshQueue)
        .where(eq(statisticsRefreshQueue.organisationId, holding));
      expect(left).toEqual([]);
    });

    it('leaves the row untouched by a write that changes none of its figures', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      await harness.app.statistics.settled();
      const [stored] = await harness.database.db
        .select({ changeSeq: organisationStatistics.changeSeq })
        .from(organisationStatistics)
        .where(eq(organisationStatistics.organisationId, holding));
      const message = await harness.app.inject({
        method: 'POST',
        url: '/api/task/inboundmessage',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          id: uuidv7(),
          organisationId: holding,
          subject: 'Vraag',
          body: 'Wanneer komt de monteur?',
        },
      });
      expect(message.statusCode).toBe(201);
      await harness.app.statistics.settled();
      const [after] = await harness.database.db
        .select({ changeSeq: organisationStatistics.changeSeq })
        .from(organisationStatistics)
        .where(eq(organisationStatistics.organisationId, holding));
      expect(after!.changeSeq).toBe(stored!.changeSeq);
    });
  });

  describe('refreshing outside a read', () => {
    it('recomputes every row with refreshAllStatistics, also one computed under a later clock that looks current', async () => {
      const holding = await organisationOf(holdingCustomer);
      await harness.app.statistics.settled();
      const today = amsterdamDay(new Date());
      await harness.database.db
        .update(organisationStatistics)
        .set({
          day: shiftDays(today, 2),
          openOrders: 999,
          validUntil: new Date(Date.now() + 3 * 86_400_000),
        })
        .where(eq(organisationStatistics.organisationId, holding));
      expect(await refreshStaleStatistics(harness.database.db, [holding])).toEqual([]);
      const written = await refreshAllStatistics(harness.database.db);
      expect(written.map((row) => row.organisationId)).toContain(holding);
      const [row] = await harness.database.db
        .select()
        .from(organisationStatistics)
        .where(eq(organisationStatistics.organisationId, holding));
      expect(row!.day).toBe(today);
      expect(row!.openOrders).toBe((await expectedFigures(holding, today)).openOrders);
      expect(row!.validUntil.getTime()).toBeGreaterThan(Date.now());
    });

    it('answers with earliestStatisticsValidity the first moment a current row turns stale, not a removed one', async () => {
      const holding = await organisationOf(holdingCustomer);
      const branch = await organisationOf(branchCustomer);
      await harness.app.statistics.settled();
      const soon = new Date(Date.now() + 5_000);
      await harness.database.db
        .update(organisationStatistics)
        .set({ validUntil: soon })
        .where(eq(organisationStatistics.organisationId, holding));
      await harness.database.db
        .update(organisationStatistics)
        .set({ validUntil: new Date(Date.now() + 1_000), deletedAt: new Date() })
        .where(eq(organisationStatistics.organisationId, branch));
      expect(await earliestStatisticsValidity(harness.database.db)).toEqual(soon);
      await harness.database.db.update(organisationStatistics).set({ deletedAt: new Date() });
      expect(await earliestStatisticsValidity(harness.database.db)).toBeNull();
    });
  });

  describe('GET /api/statistics/{id}/aggregated and /open-numbers', () => {
    it('adds up the organisation and its child companies', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const children = await childrenOf(holding);
      const response = await get(`/api/statistics/${holding}/aggregated`, token);
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.organisationIds[0]).toBe(holding);
      expect([...data.organisationIds].sort()).toEqual([holding, ...children].sort());
      expect(data.includesChildren).toBe(true);
      const today = amsterdamDay(new Date());
      const parts = await Promise.all([holding, ...children].map((id) => expectedFigures(id, today)));
      for (const key of Object.keys(parts[0]!) as (keyof Expected)[]) {
        expect(data[key], key).toBe(parts.reduce((total, part) => total + part[key], 0));
      }
      expect(data.months).toHaveLength(12);
      expect(data.refrigerants.length).toBeGreaterThan(0);
    });

    it('answers the open counts and amounts, with or without the child companies', async () => {
      const token = await harness.login(holdingCustomer);
      const holding = await organisationOf(holdingCustomer);
      const today = amsterdamDay(new Date());
      const own = await get(`/api/statistics/${holding}/open-numbers?includeChildren=false`, token);
      expect(own.statusCode).toBe(200);
      const expected = await expectedFigures(holding, today);
      const { workOrdersThisWeek: _week, ...open } = expected;
      expect(own.json().data).toMatchObject({ organisationIds: [holding], includesChildren: false, ...open });
      expect(own.json().data).not.toHaveProperty('refrigerants');
      const all = await get(`/api/statistics/${holding}/open-numbers`, token);
      const aggregated = (await get(`/api/statistics/${holding}/aggregated`, token)).json().data;
      expect(all.json().data.openOrders).toBe(aggregated.openOrders);
      expect(all.json().data.includesChildren).toBe(true);
    });

    it("answers another customer's organisation, its parent, an unknown and a malformed id with 404", async () => {
      const token = await harness.login(branchCustomer);
      const holding = await organisationOf(holdingCustomer);
      const foreign = await foreignOrganisation();
      for (const id of [foreign.id, holding, uuidv7(), 'not-an-id']) {
        expect((await get(`/api/statistics/${id}/aggregated`, token)).statusCode, id).toBe(404);
        expect((await get(`/api/statistics/${id}/open-numbers`, token)).statusCode, id).toBe(404);
      }
      const branch = await organisationOf(branchCustomer);
      const ownTotals = await get(`/api/statistics/${branch}/aggregated`, token);
      expect(ownTotals.statusCode).toBe(200);
      expect(ownTotals.json().data.organisationIds).toEqual([branch]);
    });

    it('refuses a user without view dashboard, an anonymous caller and undeclared or malformed parameters', async () => {
      const holding = await organisationOf(holdingCustomer);
      const accounting = await harness.login(invoicesOnly);
      expect((await get(`/api/statistics/${holding}/aggregated`, accounting)).statusCode).toBe(403);
      expect((await get(`/api/statistics/${holding}/open-numbers`, accounting)).statusCode).toBe(403);
      expect((await get(`/api/statistics/${holding}/aggregated`)).statusCode).toBe(401);
      const token = await harness.login(holdingCustomer);
      expect(
        (await get(`/api/statistics/${holding}/aggregated?includeChildren=false`, token)).statusCode,
      ).toBe(422);
      expect(
        (await get(`/api/statistics/${holding}/open-numbers?includeChildren=maybe`, token)).statusCode,
      ).toBe(422);
      expect((await get(`/api/statistics/${holding}/open-numbers?page=2`, token)).statusCode).toBe(422);
      const foreign = await foreignOrganisation();
      expect(
        (await get(`/api/statistics/${holding}/aggregated?companyId=${foreign.id}`, token)).statusCode,
      ).toBe(403);
    });
  });
});
