import { and, eq, gte, inArray, notInArray, or, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../../src/lib/uuid';
import { offers } from '../../db/schema/index';
import { databaseKinds, useTestApp } from '../../test/test-app';

const holdingCustomer = 'klant@bakkerij-dejong.example';
const accounting = 'boekhouding@bakkerij-dejong.example';

/** Far enough ahead that no time zone makes it today. */
const validFrom = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe.each(databaseKinds())('offer responses on $label', ({ kind }) => {
  const harness = useTestApp(kind);

  function respond(
    offerId: string,
    token: string | undefined,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) {
    return harness.app.inject({
      method: 'POST',
      url: `/api/offers/${offerId}/respond`,
      headers: {
        'accept-language': 'en',
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
  }

  async function visibleOrganisationIds(token: string): Promise<string[]> {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/organizations?perPage=100',
      headers: { authorization: `Bearer ${token}` },
    });
    return (response.json().data as { id: string }[]).map((organisation) => organisation.id);
  }

  /** A sent, still valid offer inside (or outside) the organisations `token` sees. */
  async function sentOffer(token: string, inside = true) {
    const organisations = await visibleOrganisationIds(token);
    const [offer] = await harness.database.db
      .select()
      .from(offers)
      .where(
        and(
          eq(offers.status, 'sent'),
          or(isNull(offers.validUntil), gte(offers.validUntil, validFrom)),
          inside
            ? inArray(offers.organisationId, organisations)
            : notInArray(offers.organisationId, organisations),
        ),
      )
      .limit(1);
    if (!offer) throw new Error('the demo data has no sent offer for this test');
    return offer;
  }

  async function offerRow(id: string) {
    const [row] = await harness.database.db.select().from(offers).where(eq(offers.id, id));
    return row!;
  }

  it('accepts a sent offer with the name, purchase-order reference and remark, and raises its version', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    const response = await respond(offer.id, token, {
      decision: 'accept',
      name: 'Anne de Jong',
      purchaseOrderReference: 'PO-2026-118',
      remark: 'Graag in week 49',
      version: offer.version,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: offer.id,
      status: 'approved',
      version: offer.version + 1,
      respondedByName: 'Anne de Jong',
      purchaseOrderReference: 'PO-2026-118',
      responseRemark: 'Graag in week 49',
    });
    const single = await harness.app.inject({
      method: 'GET',
      url: `/api/offers/${offer.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(single.json().data).toMatchObject({ status: 'approved', version: offer.version + 1 });
  });

  it('declines a sent offer with a reason', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    const response = await respond(offer.id, token, {
      decision: 'decline',
      name: 'Anne de Jong',
      remark: 'Te duur',
      version: offer.version,
    });
    expect(response.statusCode).toBe(200);
    expect(await offerRow(offer.id)).toMatchObject({ status: 'declined', responseRemark: 'Te duur' });
  });

  it('refuses a user without the respond permission with 403 and changes nothing', async () => {
    const offer = await sentOffer(await harness.login(holdingCustomer));
    const response = await respond(offer.id, await harness.login(accounting), {
      decision: 'accept',
      name: 'Petra Visser',
      version: offer.version,
    });
    expect(response.statusCode).toBe(403);
    expect((await offerRow(offer.id)).status).toBe('sent');
  });

  it('answers 404 for an offer of another customer, as if it did not exist', async () => {
    const token = await harness.login(holdingCustomer);
    const foreign = await sentOffer(token, false);
    const response = await respond(foreign.id, token, {
      decision: 'accept',
      name: 'Anne',
      version: foreign.version,
    });
    expect(response.statusCode).toBe(404);
    expect((await offerRow(foreign.id)).status).toBe('sent');
  });

  it('refuses a second response with 409: the offer is no longer sent', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    const first = await respond(offer.id, token, {
      decision: 'accept',
      name: 'Anne',
      version: offer.version,
    });
    expect(first.statusCode).toBe(200);
    const second = await respond(offer.id, token, {
      decision: 'decline',
      name: 'Anne',
      version: offer.version + 1,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/no longer be answered/);
    expect((await offerRow(offer.id)).status).toBe('approved');
  });

  it('refuses a response to an older version with 409 and a message that the offer changed', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    await harness.database.db
      .update(offers)
      .set({ version: offer.version + 1 })
      .where(eq(offers.id, offer.id));
    const response = await respond(offer.id, token, {
      decision: 'accept',
      name: 'Anne',
      version: offer.version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/has changed since you viewed it/);
    expect((await offerRow(offer.id)).status).toBe('sent');
  });

  it('refuses an offer past its validity with 409', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    await harness.database.db.update(offers).set({ validUntil: '2020-01-01' }).where(eq(offers.id, offer.id));
    const response = await respond(offer.id, token, {
      decision: 'accept',
      name: 'Anne',
      version: offer.version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no longer valid/);
  });

  it('applies a resent response with the same Idempotency-Key once and answers the same', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    const headers = { 'idempotency-key': uuidv7() };
    const payload = { decision: 'accept', name: 'Anne', version: offer.version };
    const first = await respond(offer.id, token, payload, headers);
    const replay = await respond(offer.id, token, payload, headers);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await offerRow(offer.id)).version).toBe(offer.version + 1);
  });

  it('answers 422 for a response without a name', async () => {
    const token = await harness.login(holdingCustomer);
    const offer = await sentOffer(token);
    const response = await respond(offer.id, token, {
      decision: 'accept',
      name: ' ',
      version: offer.version,
    });
    expect(response.statusCode).toBe(422);
  });
});
