import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../src/lib/uuid';
import { organisations, tasks, users } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const technician = 'monteur@koelservice.example';

describe.each(databaseKinds())('task assignees on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function send(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
    return harness.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }

  async function userByEmail(email: string) {
    const [user] = await harness.database.db
      .select({ id: users.id, organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, email));
    return user!;
  }

  async function createTask(token: string, organisationId: string, extra: Record<string, unknown> = {}) {
    return send('POST', '/api/task', token, {
      id: uuidv7(),
      organisationId,
      title: 'Deur afstellen',
      ...extra,
    });
  }

  it('creates a task for the caller, for staff, and without an assignee', async () => {
    const token = await harness.login(branchCustomer);
    const me = await userByEmail(branchCustomer);
    const staff = await userByEmail(technician);
    const mine = await createTask(token, me.organisationId!, { assigneeUserId: me.id });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.assigneeUserId).toBe(me.id);
    const forStaff = await createTask(token, me.organisationId!, { assigneeUserId: staff.id });
    expect(forStaff.json().data.assigneeUserId).toBe(staff.id);
    expect((await createTask(token, me.organisationId!)).json().data.assigneeUserId).toBeNull();
  });

  it('refuses an assignee of another organisation, even the parent, and an unknown user with 422', async () => {
    const token = await harness.login(branchCustomer);
    const me = await userByEmail(branchCustomer);
    const parentUser = await userByEmail(holdingCustomer);
    for (const assigneeUserId of [parentUser.id, uuidv7()]) {
      const response = await createTask(token, me.organisationId!, { assigneeUserId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.assigneeUserId).toEqual([
        'This user cannot be given this task: choose someone of this organisation or of the service company.',
      ]);
    }
  });

  it('changes the assignee later and clears it', async () => {
    const token = await harness.login(holdingCustomer);
    const me = await userByEmail(holdingCustomer);
    const staff = await userByEmail(technician);
    const task = (await createTask(token, me.organisationId!)).json().data;
    const assigned = await send('PUT', `/api/task/${task.id}/assignee`, token, { assigneeUserId: staff.id });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ id: task.id, assigneeUserId: staff.id });
    const cleared = await send('PUT', `/api/task/${task.id}/assignee`, token, { assigneeUserId: null });
    expect(cleared.json().data.assigneeUserId).toBeNull();
    const [row] = await harness.database.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row!.assigneeUserId).toBeNull();
  });

  it('refuses to change the assignee to a user of another organisation with 422', async () => {
    const token = await harness.login(holdingCustomer);
    const me = await userByEmail(holdingCustomer);
    const branchUser = await userByEmail(branchCustomer);
    const task = (await createTask(token, me.organisationId!)).json().data;
    const response = await send('PUT', `/api/task/${task.id}/assignee`, token, {
      assigneeUserId: branchUser.id,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['assigneeUserId']);
  });

  it('answers 404 for a task of an organisation outside the caller’s, and 403 without `update tasks`', async () => {
    const holding = await userByEmail(holdingCustomer);
    const [foreign] = await harness.database.db
      .select({ id: tasks.id })
      .from(tasks)
      .innerJoin(organisations, eq(organisations.id, tasks.organisationId))
      .where(and(ne(tasks.organisationId, holding.organisationId!), isNull(organisations.parentId)))
      .limit(1);
    const response = await send(
      'PUT',
      `/api/task/${foreign!.id}/assignee`,
      await harness.login(holdingCustomer),
      {
        assigneeUserId: null,
      },
    );
    expect(response.statusCode).toBe(404);
    const branchToken = await harness.login(branchCustomer);
    const refused = await send('PUT', `/api/task/${foreign!.id}/assignee`, branchToken, {
      assigneeUserId: null,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('honours the assigneeUserId filter of GET /api/task and refuses an undeclared parameter', async () => {
    const token = await harness.login(technician);
    const staff = await userByEmail(technician);
    const all = (await send('GET', '/api/task?perPage=100', token)).json();
    const filtered = await send('GET', `/api/task?perPage=100&assigneeUserId=${staff.id}`, token);
    expect(filtered.statusCode).toBe(200);
    const body = filtered.json();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((task: { assigneeUserId: string }) => task.assigneeUserId === staff.id)).toBe(
      true,
    );
    expect(body.meta.pagination.total).toBeLessThan(all.meta.pagination.total);
    const undeclared = await send('GET', `/api/task?assignee=${staff.id}`, token);
    expect(undeclared.statusCode).toBe(422);
    expect(Object.keys(undeclared.json().errors)).toEqual(['assignee']);
  });
});
