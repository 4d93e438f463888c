import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderServiceObjects, organisations, users } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';

describe.each(databaseKinds())('the devices of an order on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function get(url: string, token: string) {
    return harness.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  }

  async function holdingId(): Promise<string> {
    const [user] = await harness.database.db
      .select({ organisationId: users.organisationId })
      .from(users)
      .where(eq(users.email, holdingCustomer));
    return user!.organisationId!;
  }

  /** The order-device links of orders of `organisationId` (own) or of unrelated customers (foreign). */
  async function links(organisationId: string, own: boolean) {
    return harness.database.db
      .select({ orderId: orderServiceObjects.orderId, serviceObjectId: orderServiceObjects.serviceObjectId })
      .from(orderServiceObjects)
      .innerJoin(organisations, eq(organisations.id, orderServiceObjects.organisationId))
      .where(
        own
          ? eq(orderServiceObjects.organisationId, organisationId)
          : and(ne(orderServiceObjects.organisationId, organisationId), isNull(organisations.parentId)),
      );
  }

  it('answers the devices the order’s links name, and nothing else', async () => {
    const own = await links(await holdingId(), true);
    const orderId = own[0]!.orderId;
    const expected = own.filter((link) => link.orderId === orderId).map((link) => link.serviceObjectId);
    const response = await get(`/api/orders/${orderId}/serviceobjects`, await harness.login(holdingCustomer));
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as { id: string }[]).map((device) => device.id);
    expect(ids.sort()).toEqual([...new Set(expected)].sort());
    expect(response.json().meta.pagination.total).toBe(ids.length);
  });

  it('answers 404 for an order of another organisation and for an id that is no UUID', async () => {
    const foreign = await links(await holdingId(), false);
    const token = await harness.login(holdingCustomer);
    expect((await get(`/api/orders/${foreign[0]!.orderId}/serviceobjects`, token)).statusCode).toBe(404);
    expect((await get('/api/orders/abc/serviceobjects', token)).statusCode).toBe(404);
  });

  it('answers 403 without `view serviceobjects` and 422 for an undeclared parameter', async () => {
    const own = await links(await holdingId(), true);
    const url = `/api/orders/${own[0]!.orderId}/serviceobjects`;
    expect((await get(url, await harness.login(accounting))).statusCode).toBe(403);
    const response = await get(
      `${url}?serviceobjectid=${own[0]!.serviceObjectId}`,
      await harness.login(holdingCustomer),
    );
    expect(response.statusCode).toBe(422);
  });
});

describe.each(databaseKinds())('the order-serviceobjects links on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  it('honours the orderId filter', async () => {
    const token = await harness.login('planner@koelservice.example');
    const headers = { authorization: `Bearer ${token}` };
    const all = (
      await harness.app.inject({ method: 'GET', url: '/api/order-serviceobjects', headers })
    ).json();
    const orderId = all.data[0].orderId as string;
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/order-serviceobjects?perPage=100&orderId=${orderId}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.every((link: { orderId: string }) => link.orderId === orderId)).toBe(true);
    expect(body.meta.pagination.total).toBeLessThan(all.meta.pagination.total);
  });
});
