import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { uuidv7 } from '../../../../src/lib/uuid';
import { timelineItemIdFor } from '../../../../src/lib/timeline-entry';
import { idempotencyKeys, tasks, timelineItems, timelineLogs } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const branchCustomer = 'filiaal@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';

describe.each(databaseKinds())('task writes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function post(
    url: string,
    token: string | undefined,
    payload: unknown,
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: payload as Record<string, unknown>,
    });
  }

  async function organisationOf(token: string): Promise<string> {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json().data.company.id as string;
  }

  async function serviceObjectsOf(token: string): Promise<{ id: string; organisationId: string }[]> {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/serviceobjects?perPage=100',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.json().data;
  }

  async function taskRows(id: string) {
    const [row] = await harness.database.db.select({ n: count() }).from(tasks).where(eq(tasks.id, id));
    return row?.n ?? 0;
  }

  async function newTask(token: string, extra: Record<string, unknown> = {}) {
    return {
      id: uuidv7(),
      organisationId: await organisationOf(token),
      title: 'Koelcel controleren',
      ...extra,
    };
  }

  it('creates a task that answers 201 and is then readable through GET /api/task', async () => {
    const token = await harness.login(branchCustomer);
    const [device] = await serviceObjectsOf(token);
    const dueAt = new Date(Date.now() + 86_400_000).toISOString();
    const body = await newTask(token, {
      description: 'De deur sluit niet goed.',
      dueAt,
      serviceObjectId: device!.id,
      isClientTask: true,
    });
    const created = await post('/api/task', token, body);
    expect(created.statusCode).toBe(201);
    const user = (
      await harness.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}` },
      })
    ).json().data;
    expect(created.json().data).toMatchObject({
      id: body.id,
      organisationId: body.organisationId,
      title: 'Koelcel controleren',
      description: 'De deur sluit niet goed.',
      status: 'open',
      dueAt,
      serviceObjectId: device!.id,
      isClientTask: true,
      createdByUserId: user.id,
      completedAt: null,
    });
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/task/${body.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(created.json().data);
  });

  it('refuses an anonymous caller with 401', async () => {
    const response = await post('/api/task', undefined, {
      id: uuidv7(),
      organisationId: uuidv7(),
      title: 'x',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthenticated');
  });

  it('refuses a user without `create tasks` with a localized 403', async () => {
    const token = await harness.login(accounting);
    const response = await post('/api/task', token, await newTask(token), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to do this.');
  });

  it('refuses an organisation outside the caller’s scope with 403 and writes nothing', async () => {
    const holding = await organisationOf(await harness.login(holdingCustomer));
    const token = await harness.login(branchCustomer);
    const body = { id: uuidv7(), organisationId: holding, title: 'Niet van mij' };
    const response = await post('/api/task', token, body);
    expect(response.statusCode).toBe(403);
    expect(await taskRows(body.id)).toBe(0);
  });

  it('answers 422 per field for an empty title, an unknown field and a bad due date', async () => {
    const token = await harness.login(branchCustomer);
    const response = await post(
      '/api/task',
      token,
      await newTask(token, { title: '  ', dueAt: 'morgen', colour: 'red' }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['colour', 'dueAt', 'title']);
  });

  it('refuses a device of another organisation with 422 on serviceObjectId', async () => {
    const branchToken = await harness.login(branchCustomer);
    const branch = await organisationOf(branchToken);
    const elsewhere = (await serviceObjectsOf(await harness.login(holdingCustomer))).find(
      (device) => device.organisationId !== branch,
    );
    expect(elsewhere).toBeDefined();
    const response = await post(
      '/api/task',
      branchToken,
      await newTask(branchToken, { serviceObjectId: elsewhere!.id }),
      {
        'accept-language': 'en',
      },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.serviceObjectId).toEqual([
      'This service object does not belong to this organisation.',
    ]);
  });

  it('answers 409 when the id is already taken, without an idempotency key', async () => {
    const token = await harness.login(branchCustomer);
    const body = await newTask(token);
    expect((await post('/api/task', token, body)).statusCode).toBe(201);
    const again = await post('/api/task', token, { ...body, title: 'Iets anders' });
    expect(again.statusCode).toBe(409);
    expect(await taskRows(body.id)).toBe(1);
  });

  it('publishes one realtime hint per changed collection: the task and its timeline item', async () => {
    const token = await harness.login(branchCustomer);
    const publish = vi.spyOn(harness.app.realtime, 'publish');
    const body = await newTask(token);
    await post('/api/task', token, body);
    expect(hintsOf(publish, 'tasks')).toEqual([[body.organisationId, [body.id]]]);
    expect(hintsOf(publish, 'timelineItems')).toEqual([[body.organisationId, [timelineItemIdFor(body.id)]]]);
    expect(hintsOf(publish, 'timelineLogs')).toHaveLength(1);
  });

  it('writes the task and its timeline item with a first log line in the same transaction', async () => {
    const token = await harness.login(branchCustomer);
    const body = await newTask(token);
    await post('/api/task', token, body);
    const [item] = await harness.app.db
      .select()
      .from(timelineItems)
      .where(eq(timelineItems.id, timelineItemIdFor(body.id)));
    expect(item).toMatchObject({
      type: 2,
      refId: body.id,
      title: body.title,
      organisationId: body.organisationId,
    });
    const logs = await harness.app.db
      .select()
      .from(timelineLogs)
      .where(eq(timelineLogs.timelineItemId, item!.id));
    expect(logs.map((log) => log.group)).toEqual(['status']);
  });

  it('publishes nothing when the command is refused', async () => {
    const token = await harness.login(branchCustomer);
    const publish = vi.spyOn(harness.app.realtime, 'publish');
    await post('/api/task', token, await newTask(token, { serviceObjectId: uuidv7() }));
    expect(publish).not.toHaveBeenCalled();
  });

  it('still answers 201 when publishing the hint fails', async () => {
    const token = await harness.login(branchCustomer);
    vi.spyOn(harness.app.realtime, 'publish').mockRejectedValue(new Error('realtime service down'));
    const body = await newTask(token);
    expect((await post('/api/task', token, body)).statusCode).toBe(201);
    expect(await taskRows(body.id)).toBe(1);
  });

  describe('with an Idempotency-Key', () => {
    it('replays the stored answer for the same request 10 times in sequence, with one effect', async () => {
      const token = await harness.login(branchCustomer);
      const body = await newTask(token);
      const headers = { 'idempotency-key': uuidv7() };
      const publish = vi.spyOn(harness.app.realtime, 'publish');
      const answers = [];
      for (let i = 0; i < 10; i++) answers.push(await post('/api/task', token, body, headers));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await taskRows(body.id)).toBe(1);
      expect(hintsOf(publish, 'tasks')).toHaveLength(1);
    });

    it('takes effect once for the same request 10 times concurrently', async () => {
      const token = await harness.login(branchCustomer);
      const body = await newTask(token);
      const headers = { 'idempotency-key': uuidv7() };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => post('/api/task', token, body, headers)),
      );
      const created = answers.filter((answer) => answer.statusCode === 201);
      const busy = answers.filter((answer) => answer.statusCode === 409);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(created.length + busy.length).toBe(10);
      expect(new Set(created.map((answer) => answer.body)).size).toBe(1);
      expect(await taskRows(body.id)).toBe(1);
      // Once the first has finished, every retry gets its answer.
      const retry = await post('/api/task', token, body, headers);
      expect(retry.statusCode).toBe(201);
      expect(retry.body).toBe(created[0]!.body);
    });

    it('refuses the same key with a different body with a localized 422', async () => {
      const token = await harness.login(branchCustomer);
      const body = await newTask(token);
      const headers = { 'idempotency-key': uuidv7(), 'accept-language': 'en' };
      expect((await post('/api/task', token, body, headers)).statusCode).toBe(201);
      const changed = await post('/api/task', token, { ...body, title: 'Andere titel' }, headers);
      expect(changed.statusCode).toBe(422);
      expect(changed.json().message).toBe(
        'This Idempotency-Key has already been used for a different request.',
      );
      expect(changed.json().errors['Idempotency-Key']).toHaveLength(1);
      expect(await taskRows(body.id)).toBe(1);
    });

    it('does not store a refusal, so the fixed request under the same key takes effect', async () => {
      const token = await harness.login(branchCustomer);
      const headers = { 'idempotency-key': uuidv7() };
      const body = await newTask(token);
      const refused = await post('/api/task', token, { ...body, serviceObjectId: uuidv7() }, headers);
      expect(refused.statusCode).toBe(422);
      expect(await taskRows(body.id)).toBe(0);
      expect((await post('/api/task', token, body, headers)).statusCode).toBe(201);
      expect(await taskRows(body.id)).toBe(1);
    });

    it('keeps keys per user: another user’s same key is a new request', async () => {
      const branchToken = await harness.login(branchCustomer);
      const holdingToken = await harness.login(holdingCustomer);
      const headers = { 'idempotency-key': uuidv7() };
      const first = await newTask(branchToken);
      const second = await newTask(holdingToken);
      expect((await post('/api/task', branchToken, first, headers)).statusCode).toBe(201);
      expect((await post('/api/task', holdingToken, second, headers)).statusCode).toBe(201);
      expect(await taskRows(second.id)).toBe(1);
    });

    it('refuses a key that is not a UUID with a localized 422', async () => {
      const token = await harness.login(branchCustomer);
      const response = await post('/api/task', token, await newTask(token), {
        'idempotency-key': 'retry-1',
        'accept-language': 'en',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors['Idempotency-Key']).toEqual([
        'The Idempotency-Key must be a single UUID.',
      ]);
    });

    it('stores the answer for at least 7 days', async () => {
      const token = await harness.login(branchCustomer);
      const key = uuidv7();
      await post('/api/task', token, await newTask(token), { 'idempotency-key': key });
      const [record] = await harness.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      expect(record!.statusCode).toBe(201);
      expect(record!.expiresAt.getTime() - record!.createdAt.getTime()).toBeGreaterThanOrEqual(
        7 * 86_400_000,
      );
    });
  });

  describe('POST /api/task/inboundmessage', () => {
    it('records a message from the caller and answers 201, readable through GET /api/inbound-messages', async () => {
      const token = await harness.login(branchCustomer);
      const body = {
        id: uuidv7(),
        organisationId: await organisationOf(token),
        subject: 'Storing vriescel',
        body: 'De vriescel piept sinds vanochtend.',
      };
      const publish = vi.spyOn(harness.app.realtime, 'publish');
      const created = await post('/api/task/inboundmessage', token, body, { 'idempotency-key': uuidv7() });
      expect(created.statusCode).toBe(201);
      expect(created.json().data).toMatchObject({ ...body, senderEmail: branchCustomer, taskId: null });
      const read = await harness.app.inject({
        method: 'GET',
        url: `/api/inbound-messages/${body.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(read.json().data).toEqual(created.json().data);
      expect(publish).toHaveBeenCalledWith('inboundMessages', body.organisationId, [body.id]);
    });

    it('refuses an organisation outside the caller’s scope with 403', async () => {
      const holding = await organisationOf(await harness.login(holdingCustomer));
      const token = await harness.login(branchCustomer);
      const response = await post('/api/task/inboundmessage', token, {
        id: uuidv7(),
        organisationId: holding,
        subject: 'x',
        body: 'y',
      });
      expect(response.statusCode).toBe(403);
    });
  });
});

describe.each(databaseKinds())('correcting a message on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function sentMessage(token: string): Promise<string> {
    const user = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    const id = uuidv7();
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/task/inboundmessage',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        id,
        organisationId: user.json().data.company.id,
        subject: 'Storing',
        body: 'Koelcel piept.',
      },
    });
    expect(created.statusCode).toBe(201);
    return id;
  }

  function put(token: string, id: string, payload: unknown, language = 'nl') {
    return harness.app.inject({
      method: 'PUT',
      url: `/api/timeline/inboundmessage/${id}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      payload: payload as Record<string, unknown>,
    });
  }

  it('lets the sender correct the message and answers "Message saved"', async () => {
    const token = await harness.login(holdingCustomer);
    const id = await sentMessage(token);

    const response = await put(
      token,
      id,
      { subject: 'Storing koelcel 2', body: 'Koelcel 2 piept sinds vanochtend.' },
      'en',
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Message saved',
      data: { id, subject: 'Storing koelcel 2' },
    });
  });

  async function staffMessageIn(organisationId: string): Promise<string> {
    const id = uuidv7();
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/task/inboundmessage',
      headers: { authorization: `Bearer ${await harness.login('planner@koelservice.example')}` },
      payload: { id, organisationId, subject: 'Afspraak', body: 'Monteur komt dinsdag.' },
    });
    expect(created.statusCode).toBe(201);
    return id;
  }

  it("refuses a customer correcting someone else's message (403), one outside their organisations (404) and bad input (422)", async () => {
    const token = await harness.login(holdingCustomer);
    const user = await harness.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    const holdingId = user.json().data.company.id as string;
    const staffToken = await harness.login('planner@koelservice.example');
    const organisations = await harness.app.inject({
      method: 'GET',
      url: '/api/organizations?perPage=100',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const foreign = (organisations.json().data as { id: string; parentId: string | null }[]).find(
      (organisation) => organisation.id !== holdingId && organisation.parentId !== holdingId,
    );
    const body = { subject: 'Anders', body: 'Anders' };

    const response = await put(token, await staffMessageIn(holdingId), body);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Alleen de afzender kan dit bericht wijzigen.');
    expect((await put(token, await staffMessageIn(foreign!.id), body)).statusCode).toBe(404);
    expect((await put(token, await sentMessage(token), { subject: '', body: 'x' })).statusCode).toBe(422);
  });

  it('lets staff correct any message', async () => {
    const id = await sentMessage(await harness.login(holdingCustomer));
    const response = await put(await harness.login('planner@koelservice.example'), id, {
      subject: 'Storing (gecorrigeerd)',
      body: 'Door planning aangevuld.',
    });
    expect(response.statusCode).toBe(200);
  });
});

/** The hints published for `collection`, as [organisationId, ids] pairs. */
function hintsOf(publish: MockInstance, collection: string): unknown[][] {
  return publish.mock.calls.filter((call) => call[0] === collection).map((call) => call.slice(1));
}
