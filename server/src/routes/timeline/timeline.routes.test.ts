import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timelineItemIdFor } from '../../../../src/lib/timeline-entry';
import { uuidv7 } from '../../../../src/lib/uuid';
import { queryRows } from '../../db/client';
import {
  devMail,
  inboundMessages,
  offers,
  tasks,
  timelineItems,
  timelineLogs,
  users,
} from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';
import { timelineGaps } from '../../timeline/timeline-coverage';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';
const planner = 'planner@koelservice.example';

interface WireItem {
  id: string;
  organisationId: string;
  type: number;
  title: string;
  summary?: string | null;
  occurredAt: string;
  refId: string | null;
}
interface Page<T> {
  data: T[];
  meta: { pagination: { page: number; perPage: number; total: number } };
}

describe.each(databaseKinds())('timeline calls on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, extra: object = {}) {
    return harness.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...extra });
  }

  async function userByEmail(email: string) {
    const [user] = await harness.database.db
      .select({ id: users.id, organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, email));
    return user!;
  }

  /** Live items of the organisations the customer sees (its own and its descendants). */
  async function visibleItemCount(organisationId: string, type?: number): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      harness.database.db,
      sql`with recursive tree(id) as (
            select id from organisations where id = ${organisationId}
            union all select o.id from organisations o join tree on o.parent_id = tree.id
          )
          select count(*)::int as n from timeline_items
           where deleted_at is null and organisation_id in (select id from tree)
             ${type === undefined ? sql`` : sql`and type = ${type}`}`,
    );
    return row!.n;
  }

  async function anotherCustomersOrganisation(ownId: string): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      harness.database.db,
      sql`select id from organisations
           where parent_id is null and id <> ${ownId} and deleted_at is null
           order by id limit 1`,
    );
    return row!.id;
  }

  it('the demo data keeps the invariant: one live item per record, none in the future', async () => {
    expect(await timelineGaps(harness.database.db)).toEqual([]);
  });

  describe('GET /api/timeline/basic', () => {
    it('lists the compact items of the visible organisations, newest first', async () => {
      const me = await userByEmail(holdingCustomer);
      const response = await call(
        'GET',
        '/api/timeline/basic?perPage=100',
        await harness.login(holdingCustomer),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json() as Page<WireItem>;
      expect(body.meta.pagination.total).toBe(await visibleItemCount(me.organisationId!));
      expect(Object.keys(body.data[0]!).sort()).toEqual(
        ['id', 'occurredAt', 'organisationId', 'refId', 'title', 'type'].sort(),
      );
      const moments = body.data.map((item) => Date.parse(item.occurredAt));
      expect(moments).toEqual([...moments].sort((a, b) => b - a));
    });

    it('filters by type and pages by 15 by default', async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      const response = await call('GET', '/api/timeline/basic?type[]=4&type[]=5', token);
      const body = response.json() as Page<WireItem>;
      expect(body.meta.pagination.perPage).toBe(15);
      expect(body.data.every((item) => item.type === 4 || item.type === 5)).toBe(true);
      expect(body.meta.pagination.total).toBe(
        (await visibleItemCount(me.organisationId!, 4)) + (await visibleItemCount(me.organisationId!, 5)),
      );
    });

    it("refuses another customer's organisation, an undeclared filter, a bad type and a user without the permission", async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      const other = await anotherCustomersOrganisation(me.organisationId!);
      expect((await call('GET', `/api/timeline/basic?organizationId=${other}`, token)).statusCode).toBe(403);
      expect((await call('GET', '/api/timeline/basic?status=open', token)).statusCode).toBe(422);
      expect((await call('GET', '/api/timeline/basic?type[]=9', token)).statusCode).toBe(422);
      expect((await call('GET', '/api/timeline/basic', await harness.login(accounting))).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /api/timeline/tasks', () => {
    it('lists only the task items, 20 per page', async () => {
      const me = await userByEmail(holdingCustomer);
      const response = await call('GET', '/api/timeline/tasks', await harness.login(holdingCustomer));
      expect(response.statusCode).toBe(200);
      const body = response.json() as Page<WireItem>;
      expect(body.meta.pagination.perPage).toBe(20);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((item) => item.type === 2)).toBe(true);
      expect(body.meta.pagination.total).toBe(await visibleItemCount(me.organisationId!, 2));
    });

    it('refuses a type filter: this list is the task items', async () => {
      const token = await harness.login(holdingCustomer);
      expect((await call('GET', '/api/timeline/tasks?type[]=4', token)).statusCode).toBe(422);
    });
  });

  describe('writers keep the invariant', () => {
    it('a task, a message, its correction and an offer answer each keep one item with a log line', async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      const taskId = uuidv7();
      const created = await call('POST', '/api/task', token, {
        payload: { id: taskId, organisationId: me.organisationId, title: 'Deur koelcel sluit slecht' },
      });
      expect(created.statusCode).toBe(201);
      const messageId = uuidv7();
      const sent = await call('POST', '/api/task/inboundmessage', token, {
        payload: {
          id: messageId,
          organisationId: me.organisationId,
          subject: 'Vraag',
          body: 'Wanneer komt de monteur?',
        },
      });
      expect(sent.statusCode).toBe(201);
      const corrected = await call('PUT', `/api/timeline/inboundmessage/${messageId}`, token, {
        payload: { subject: 'Vraag over planning', body: 'Wanneer komt de monteur precies?' },
      });
      expect(corrected.statusCode).toBe(200);
      const [offer] = await harness.database.db
        .select({ id: offers.id, version: offers.version })
        .from(offers)
        .where(
          and(
            eq(offers.organisationId, me.organisationId!),
            eq(offers.status, 'sent'),
            isNull(offers.deletedAt),
          ),
        )
        .limit(1);
      if (offer) {
        const answered = await call('POST', `/api/offers/${offer.id}/respond`, token, {
          payload: { decision: 'accept', name: 'Anouk de Jong', version: offer.version },
        });
        expect([200, 409]).toContain(answered.statusCode);
      }
      expect(await timelineGaps(harness.database.db)).toEqual([]);
      const [messageItem] = await harness.database.db
        .select()
        .from(timelineItems)
        .where(eq(timelineItems.id, timelineItemIdFor(messageId)));
      expect(messageItem?.title).toBe('Vraag over planning');
      const logs = await harness.database.db
        .select({ group: timelineLogs.group })
        .from(timelineLogs)
        .where(eq(timelineLogs.timelineItemId, messageItem!.id));
      expect(logs.map((log) => log.group).sort()).toEqual(['comment', 'status']);
    });
  });

  describe('GET /api/timeline/{id} and /api/timeline/{id}/logs?group', () => {
    it("answers an item and its logs of one group, and 404 for another customer's item", async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      const [invoiceItem] = await harness.database.db
        .select({ id: timelineItems.id })
        .from(timelineItems)
        .where(and(eq(timelineItems.organisationId, me.organisationId!), eq(timelineItems.type, 4)))
        .limit(1);
      const item = await call('GET', `/api/timeline/${invoiceItem!.id}`, token);
      expect(item.statusCode).toBe(200);
      expect((item.json() as { data: WireItem }).data.type).toBe(4);
      const logs = await call('GET', `/api/timeline/${invoiceItem!.id}/logs?group=mail`, token);
      expect(logs.statusCode).toBe(200);
      const groups = (logs.json() as Page<{ group: string }>).data.map((log) => log.group);
      expect(groups.length).toBeGreaterThan(0);
      expect(new Set(groups)).toEqual(new Set(['mail']));
      const other = await anotherCustomersOrganisation(me.organisationId!);
      const [foreign] = await harness.database.db
        .select({ id: timelineItems.id })
        .from(timelineItems)
        .where(eq(timelineItems.organisationId, other))
        .limit(1);
      expect((await call('GET', `/api/timeline/${foreign!.id}`, token)).statusCode).toBe(404);
    });
  });

  describe('POST /api/timeline/refresh-today', () => {
    it('rebuilds a missing item of today and removes an item whose record is gone, and says so', async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      // A task of today written without its item, and an item of today without a record: the two
      // ways a timeline can go stale (a writer outside the portal, a record removed by hand).
      const orphanTask = uuidv7();
      await harness.database.db.insert(tasks).values({
        id: orphanTask,
        organisationId: me.organisationId!,
        title: 'Buiten het portaal aangemaakt',
        status: 'open',
      });
      const ghost = uuidv7();
      await harness.database.db.insert(timelineItems).values({
        id: timelineItemIdFor(ghost),
        organisationId: me.organisationId!,
        type: 2,
        title: 'Verdwenen taak',
        occurredAt: new Date(),
        refId: ghost,
      });
      expect(await timelineGaps(harness.database.db)).toEqual([{ type: 2, refId: orphanTask, items: 0 }]);

      const response = await call('POST', '/api/timeline/refresh-today', token, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { message: string; data: { rebuilt: number; removed: number } };
      expect(body.message).toBe('Timeline is updated');
      expect(body.data.rebuilt).toBeGreaterThanOrEqual(1);
      expect(body.data.removed).toBe(1);
      expect(await timelineGaps(harness.database.db)).toEqual([]);
      const [gone] = await harness.database.db
        .select({ deletedAt: timelineItems.deletedAt })
        .from(timelineItems)
        .where(eq(timelineItems.id, timelineItemIdFor(ghost)));
      expect(gone?.deletedAt).not.toBeNull();
    });

    it("leaves other customers' items alone", async () => {
      const me = await userByEmail(holdingCustomer);
      const other = await anotherCustomersOrganisation(me.organisationId!);
      const orphanTask = uuidv7();
      await harness.database.db.insert(tasks).values({
        id: orphanTask,
        organisationId: other,
        title: 'Van een andere klant',
        status: 'open',
      });
      await call('POST', '/api/timeline/refresh-today', await harness.login(holdingCustomer));
      expect(await timelineGaps(harness.database.db)).toEqual([{ type: 2, refId: orphanTask, items: 0 }]);
      const response = await call('POST', '/api/timeline/refresh-today', await harness.login(planner));
      expect(response.statusCode).toBe(200);
      expect(await timelineGaps(harness.database.db)).toEqual([]);
    });

    it('needs update timeline', async () => {
      const response = await call('POST', '/api/timeline/refresh-today', await harness.login(branchCustomer));
      expect(response.statusCode).toBe(403);
    });
  });

  describe('POST /api/timeline/{id}/inboundmessage/mail', () => {
    async function messageItemOf(organisationId: string): Promise<string> {
      const [row] = await harness.database.db
        .select({ id: timelineItems.id })
        .from(timelineItems)
        .innerJoin(inboundMessages, eq(inboundMessages.id, timelineItems.refId))
        .where(and(eq(timelineItems.organisationId, organisationId), eq(timelineItems.type, 1)))
        .limit(1);
      return row!.id;
    }

    it('mails the message to the signed-in user once, also when the request is repeated, and notes it', async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      const itemId = await messageItemOf(me.organisationId!);
      const headers = { authorization: `Bearer ${token}`, 'idempotency-key': uuidv7() };
      const first = await call('POST', `/api/timeline/${itemId}/inboundmessage/mail`, token, { headers });
      expect(first.statusCode).toBe(200);
      expect((first.json() as { message: string }).message).toBe(
        'Het bericht is naar je e-mailadres gestuurd',
      );
      const again = await call('POST', `/api/timeline/${itemId}/inboundmessage/mail`, token, { headers });
      expect(again.statusCode).toBe(200);
      const mails = await harness.database.db.select().from(devMail).where(eq(devMail.to, holdingCustomer));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toMatch(/^Bericht: /);
      const logs = await harness.database.db
        .select({ message: timelineLogs.message })
        .from(timelineLogs)
        .where(and(eq(timelineLogs.timelineItemId, itemId), eq(timelineLogs.group, 'mail')));
      expect(logs).toEqual([{ message: `Gemaild naar ${holdingCustomer}` }]);
    });

    it("answers 422 for an item that is not a message and 404 for another customer's item", async () => {
      const me = await userByEmail(holdingCustomer);
      const token = await harness.login(holdingCustomer);
      const [taskItem] = await harness.database.db
        .select({ id: timelineItems.id })
        .from(timelineItems)
        .where(and(eq(timelineItems.organisationId, me.organisationId!), eq(timelineItems.type, 2)))
        .limit(1);
      expect(
        (await call('POST', `/api/timeline/${taskItem!.id}/inboundmessage/mail`, token)).statusCode,
      ).toBe(422);
      const other = await anotherCustomersOrganisation(me.organisationId!);
      const foreign = await messageItemOf(other);
      expect((await call('POST', `/api/timeline/${foreign}/inboundmessage/mail`, token)).statusCode).toBe(
        404,
      );
      expect(await harness.database.db.select().from(devMail).where(eq(devMail.to, holdingCustomer))).toEqual(
        [],
      );
    });
  });
});
