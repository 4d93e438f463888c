import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { organisations, tasks, users } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';
const technician = 'monteur@koelservice.example';

interface WireTask {
  id: string;
  organisationId: string;
  status: string;
  dueAt: string | null;
  assigneeUserId: string | null;
  isClientTask: boolean;
}

describe.each(databaseKinds())('task lists on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function get(url: string, token: string) {
    return harness.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  }

  async function userByEmail(email: string) {
    const [user] = await harness.database.db
      .select({ id: users.id, organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, email));
    return user!;
  }

  /** How many live tasks the database holds for `userId` in the statuses "Mijn open taken" lists. */
  async function openTasksAssignedTo(userId: string): Promise<number> {
    const [row] = await harness.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .where(
        and(
          eq(tasks.assigneeUserId, userId),
          inArray(tasks.status, ['open', 'overdue', 'awaiting_response']),
          isNull(tasks.deletedAt),
        ),
      );
    return row!.n;
  }

  describe('GET /api/task/my-open', () => {
    it('lists every open, overdue and awaiting task assigned to the technician, overdue first', async () => {
      const me = await userByEmail(technician);
      const response = await get('/api/task/my-open?perPage=100', await harness.login(technician));
      expect(response.statusCode).toBe(200);
      const { data, meta } = response.json() as { data: WireTask[]; meta: { pagination: { total: number } } };
      expect(data.length).toBeGreaterThan(0);
      expect(meta.pagination.total).toBe(await openTasksAssignedTo(me.id));
      expect(data.every((task) => task.assigneeUserId === me.id)).toBe(true);
      expect(data.every((task) => ['open', 'overdue', 'awaiting_response'].includes(task.status))).toBe(true);
      const overdue = data.filter((task) => task.status === 'overdue');
      expect(overdue.length).toBeGreaterThan(0);
      expect(data.slice(0, overdue.length).every((task) => task.status === 'overdue')).toBe(true);
      const dueTimes = overdue.map((task) => Date.parse(task.dueAt!));
      expect(dueTimes).toEqual([...dueTimes].sort((a, b) => a - b));
    });

    it('pages by 15 and lists the customer’s own tasks only', async () => {
      const me = await userByEmail(holdingCustomer);
      const response = await get('/api/task/my-open', await harness.login(holdingCustomer));
      const body = response.json() as { data: WireTask[]; meta: { pagination: { perPage: number } } };
      expect(body.meta.pagination.perPage).toBe(15);
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((task) => task.assigneeUserId === me.id)).toBe(true);
    });

    it('leaves out a done task assigned to the caller', async () => {
      const me = await userByEmail(technician);
      const token = await harness.login(technician);
      const [first] = (await get('/api/task/my-open', token)).json().data as WireTask[];
      await harness.database.db.update(tasks).set({ status: 'done' }).where(eq(tasks.id, first!.id));
      const after = (await get('/api/task/my-open?perPage=100', token)).json().data as WireTask[];
      expect(after.map((task) => task.id)).not.toContain(first!.id);
      expect(after.length).toBe(await openTasksAssignedTo(me.id));
    });

    it('answers 403 without `view my_open_tasks` and 422 for an undeclared parameter', async () => {
      expect((await get('/api/task/my-open', await harness.login(accounting))).statusCode).toBe(403);
      const response = await get('/api/task/my-open?status=open', await harness.login(technician));
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['status']);
    });
  });

  describe('GET /api/task/client', () => {
    it('lists the client tasks of the customer’s organisations, and of one with relationId', async () => {
      const token = await harness.login(holdingCustomer);
      const all = (await get('/api/task/client?perPage=100', token)).json() as {
        data: WireTask[];
        meta: { pagination: { total: number } };
      };
      const holding = await userByEmail(holdingCustomer);
      const [expected] = await harness.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(tasks)
        .innerJoin(organisations, eq(organisations.id, tasks.organisationId))
        .where(
          and(
            eq(tasks.isClientTask, true),
            isNull(tasks.deletedAt),
            sql`(${organisations.id} = ${holding.organisationId} or ${organisations.parentId} = ${holding.organisationId})`,
          ),
        );
      expect(all.data.length).toBeGreaterThan(0);
      expect(all.meta.pagination.total).toBe(expected!.n);
      expect(all.data.every((task) => task.isClientTask)).toBe(true);

      const branch = (await userByEmail(branchCustomer)).organisationId!;
      const one = (await get(`/api/task/client?perPage=100&relationId=${branch}`, token)).json()
        .data as WireTask[];
      expect(one.every((task) => task.organisationId === branch && task.isClientTask)).toBe(true);
    });

    it('answers 403 for another organisation’s relationId and without `view tasks`', async () => {
      const holding = (await userByEmail(holdingCustomer)).organisationId!;
      const branchToken = await harness.login(branchCustomer);
      expect((await get(`/api/task/client?relationId=${holding}`, branchToken)).statusCode).toBe(403);
      expect((await get('/api/task/client', await harness.login(accounting))).statusCode).toBe(403);
    });

    it('answers 422 for an undeclared parameter instead of ignoring it', async () => {
      const response = await get('/api/task/client?assigneeUserId=x', await harness.login(holdingCustomer));
      expect(response.statusCode).toBe(422);
    });
  });
});
