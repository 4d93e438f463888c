import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { databaseKinds, useTestApp } from '../../test/test-app';

describe.each(databaseKinds())('collection routes on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  async function get(url: string, token: string, headers: Record<string, string> = {}) {
    return harness.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
  }

  async function companyOf(token: string): Promise<string> {
    return (await get('/api/user', token)).json().data.company.id;
  }

  it('lists 15 orders for the holding customer, newest first, with pagination meta', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const response = await get('/api/orders', token);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toHaveLength(15);
    const created = data.map((order: { createdAt: string }) => Date.parse(order.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(meta.pagination).toMatchObject({ page: 1, perPage: 15 });
    expect(meta.pagination.total).toBeGreaterThan(15);
    expect(meta.pagination.totalPages).toBe(Math.ceil(meta.pagination.total / 15));
  });

  it('pages on with page and perPage, without overlap', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const first = (await get('/api/orders?perPage=5&page=1', token)).json();
    const second = (await get('/api/orders?perPage=5&page=2', token)).json();
    expect(first.data).toHaveLength(5);
    expect(second.meta.pagination.page).toBe(2);
    const firstIds = new Set(first.data.map((order: { id: string }) => order.id));
    expect(second.data.some((order: { id: string }) => firstIds.has(order.id))).toBe(false);
  });

  it('shows a branch customer only the orders of its own company', async () => {
    const token = await harness.login('filiaal@bakkerij-dejong.example');
    const company = await companyOf(token);
    const { data, meta } = (await get('/api/orders?perPage=100', token)).json();
    expect(meta.pagination.total).toBeGreaterThan(0);
    expect(data.every((order: { organisationId: string }) => order.organisationId === company)).toBe(true);
  });

  it('answers a repeated list page again, and the first request after a write with the write', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const first = await get('/api/orders?perPage=5', token);
    const again = await get('/api/orders?perPage=5', token);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.json()).toEqual(first.json());
    const newest = first.json().data[0] as { id: string; description: string };
    // Another process's write: straight to the database, past every route of this app.
    await harness.database.db
      .update(orders)
      .set({ description: 'Changed elsewhere' })
      .where(eq(orders.id, newest.id));
    const after = (await get('/api/orders?perPage=5', token)).json();
    expect(after.data[0]).toMatchObject({ id: newest.id, description: 'Changed elsewhere' });
    // Another caller's scope is another page, even with the same query.
    const branch = await harness.login('filiaal@bakkerij-dejong.example');
    const branchCompany = await companyOf(branch);
    const branchPage = (await get('/api/orders?perPage=5', branch)).json();
    expect(
      branchPage.data.every((order: { organisationId: string }) => order.organisationId === branchCompany),
    ).toBe(true);
  });

  it('filters by status with the bracket array format', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const all = (await get('/api/orders?perPage=100', token)).json().data as { status: string }[];
    const wanted = [...new Set(all.map((order) => order.status))].slice(0, 2);
    const query = wanted.map((status) => `status[]=${status}`).join('&');
    const { data } = (await get(`/api/orders?${query}&perPage=100`, token)).json();
    expect(data).toHaveLength(all.filter((order) => wanted.includes(order.status)).length);
    expect(data.every((order: { status: string }) => wanted.includes(order.status))).toBe(true);
  });

  it('refuses an organizationId outside the caller’s organisations with a localized 403', async () => {
    const holdingToken = await harness.login('klant@bakkerij-dejong.example');
    const holding = await companyOf(holdingToken);
    const branchToken = await harness.login('filiaal@bakkerij-dejong.example');
    const response = await get(`/api/orders?organizationId=${holding}`, branchToken, {
      'accept-language': 'en',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this organisation.' });
  });

  it('answers a record of another customer with 404, like a record that does not exist', async () => {
    const holdingToken = await harness.login('klant@bakkerij-dejong.example');
    const branchToken = await harness.login('filiaal@bakkerij-dejong.example');
    const branch = await companyOf(branchToken);
    const { data } = (await get('/api/orders?perPage=100', holdingToken)).json();
    const elsewhere = data.find((order: { organisationId: string }) => order.organisationId !== branch);
    expect(elsewhere).toBeDefined();
    expect((await get(`/api/orders/${elsewhere.id}`, holdingToken)).json().data.id).toBe(elsewhere.id);
    expect((await get(`/api/orders/${elsewhere.id}`, branchToken)).statusCode).toBe(404);
    expect((await get('/api/orders/not-a-uuid', holdingToken)).statusCode).toBe(404);
  });

  it('answers updatedSince with the changes after the cursor, tombstones included', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const { data } = (await get('/api/orders?perPage=2', token)).json();
    const [deleted, changed] = data as { id: string }[];
    const [{ cursor }] = (await harness.database.db
      .select({ cursor: max(orders.changeSeq) })
      .from(orders)) as [{ cursor: number }];

    await harness.database.db.update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, deleted!.id));
    await harness.database.db
      .update(orders)
      .set({ description: 'Compressor vervangen' })
      .where(eq(orders.id, changed!.id));

    const response = await get(`/api/orders?updatedSince=${cursor}`, token);
    expect(response.statusCode).toBe(200);
    const sync = response.json();
    expect(sync.data).toEqual([
      { id: deleted!.id, deletedAt: expect.any(String) },
      expect.objectContaining({ id: changed!.id, description: 'Compressor vervangen' }),
    ]);
    expect(Number(sync.meta.sync.cursor)).toBeGreaterThan(cursor);
    expect(sync.meta.sync.hasMore).toBe(false);

    const caughtUp = (await get(`/api/orders?updatedSince=${sync.meta.sync.cursor}`, token)).json();
    expect(caughtUp.data).toEqual([]);
    expect(caughtUp.meta.sync).toEqual({ cursor: sync.meta.sync.cursor, hasMore: false });
  });

  it('walks the changes page by page with the remaining total, counting again after a write', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const everything = (await get('/api/orders?updatedSince=0&perPage=100', token)).json();
    const total = everything.meta.pagination.total as number;
    expect(total).toBeGreaterThan(6);
    const first = (await get('/api/orders?updatedSince=0&perPage=3', token)).json();
    expect(first.meta.pagination.total).toBe(total);
    const second = (await get(`/api/orders?updatedSince=${first.meta.sync.cursor}&perPage=3`, token)).json();
    expect(second.meta.pagination.total).toBe(total - 3);
    expect(second.data[0].id).toBe(everything.data[3].id);

    // Another process changes an order of an earlier page: it is a change after the cursor again.
    await harness.database.db
      .update(orders)
      .set({ description: 'Changed during the walk' })
      .where(eq(orders.id, first.data[0].id));
    const third = (await get(`/api/orders?updatedSince=${second.meta.sync.cursor}&perPage=3`, token)).json();
    expect(third.meta.pagination.total).toBe(total - 6 + 1);
    expect(third.meta.pagination.totalPages).toBe(Math.ceil((total - 5) / 3));
  });

  it('downloads an invoice PDF as an attachment with nosniff', async () => {
    const token = await harness.login('klant@bakkerij-dejong.example');
    const [invoice] = (await get('/api/invoices?perPage=1', token)).json().data;
    const response = await get(`/api/invoices/${invoice.id}/pdf`, token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('refuses an invoice PDF of another company with 404', async () => {
    const holdingToken = await harness.login('klant@bakkerij-dejong.example');
    const branchToken = await harness.login('filiaal@bakkerij-dejong.example');
    const branch = await companyOf(branchToken);
    const { data } = (await get('/api/invoices?perPage=100', holdingToken)).json();
    const elsewhere = data.find((invoice: { organisationId: string }) => invoice.organisationId !== branch);
    expect((await get(`/api/invoices/${elsewhere.id}/pdf`, branchToken)).statusCode).toBe(404);
  });
});
