import { describe, expect, it } from 'vitest';
import { Offer, OfferRespondBody } from '../../api/contract/offers';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { respondToOffer } from './offers.commands';

const userId = '0190a000-0000-7000-8000-0000000000a1';

function sentOffer(): Offer {
  return Offer.parse({
    id: '0190a000-0000-7000-8000-0000000000c1',
    organisationId: '0190a000-0000-7000-8000-0000000000b1',
    number: 'OF2026-0001',
    status: 'sent',
    title: 'Vervangen condensor',
    description: null,
    amountCents: 125_000,
    sentAt: '2026-11-01T10:00:00.000Z',
    validUntil: '2026-12-31',
    serviceObjectId: null,
    version: 3,
    respondedAt: null,
    respondedByName: null,
    responseRemark: null,
    purchaseOrderReference: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  });
}

describe('respondToOffer', () => {
  it('shows the acceptance at once as pending and queues a respond the server contract accepts, naming the version seen', async () => {
    const db = freshDatabase();
    const offer = sentOffer();
    await db.records('offers').put(offer);
    await respondToOffer(
      db,
      userId,
      offer,
      { decision: 'accept', name: ' Anne de Jong ', remark: '', purchaseOrderReference: 'PO-1' },
      'Offerte OF2026-0001 akkoord',
    );

    expect(await db.records('offers').get(offer.id)).toMatchObject({
      status: 'approved',
      respondedByName: 'Anne de Jong',
      purchaseOrderReference: 'PO-1',
      version: 3,
      syncPending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      command: 'respondToOffer',
      state: 'pending',
      request: { method: 'post', path: `offers/${offer.id}/respond` },
      refs: [`offers:${offer.id}`],
    });
    expect(OfferRespondBody.parse(entry!.request.json)).toEqual({
      decision: 'accept',
      name: 'Anne de Jong',
      purchaseOrderReference: 'PO-1',
      version: 3,
    });
  });

  it('declines with the reason as remark and never sends a purchase-order reference', async () => {
    const db = freshDatabase();
    const offer = sentOffer();
    await db.records('offers').put(offer);
    await respondToOffer(
      db,
      userId,
      offer,
      { decision: 'decline', name: 'Anne', remark: 'Te duur', purchaseOrderReference: 'PO-9' },
      'Offerte afgewezen',
    );
    const [entry] = await db.outbox.toArray();
    expect(entry!.request.json).toEqual({ decision: 'decline', name: 'Anne', remark: 'Te duur', version: 3 });
    expect(await db.records('offers').get(offer.id)).toMatchObject({
      status: 'declined',
      responseRemark: 'Te duur',
    });
  });
});
