/**
 * Offer responses (product.md §5): `POST /api/offers/{id}/respond` accepts or declines a `sent` offer
 * for the customer. Reads of offers and their lines come from the collection registry.
 *
 * Guarantees:
 * - only a caller with `respond offers` gets here (403 otherwise, by the permission hook);
 * - an offer outside the caller's organisations answers 404, as if it did not exist;
 * - the response names the `version` it answers: a stale version, an offer that is no longer `sent`
 *   or one past its validity answers 409 with a message saying which, and changes nothing;
 * - the offer row is locked for the check and the update, so two responses to one offer cannot both
 *   win; a response raises `version`, so a second response naming the old version is refused;
 * - through `runCommand`, an `Idempotency-Key` makes a resent outbox entry take effect once (the
 *   replay answers the stored 200), and the change goes out as a realtime hint after the commit;
 * - the answer leaves one entry in the activity log, in the same transaction.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dutchToday } from '../../../../src/lib/dutch-day';
import { ErrorBody, Id, itemEnvelope } from '../../../../src/api/contract/common';
import { Offer, OfferRespondBody } from '../../../../src/api/contract/offers';
import { recordActivity } from '../../activity/record-activity';
import { runCommand } from '../../commands/run-command';
import { recordToWire } from '../../db/collections';
import { offers } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';
import { writeTimelineItem } from '../../timeline/timeline-writer';

function offerToWire(row: typeof offers.$inferSelect): Offer {
  return recordToWire<Offer>('offers', row);
}

const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/offers/:id/respond',
    {
      config: { permission: ['respond', 'offers'] },
      schema: {
        tags: ['offers'],
        summary: 'Accept or decline a sent offer (idempotent with an Idempotency-Key header)',
        params: z.object({ id: Id }),
        body: OfferRespondBody,
        response: {
          200: itemEnvelope(Offer),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const body = request.body;
      const scope = await request.organisationScope();
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const [offer] = await tx
          .select()
          .from(offers)
          .where(and(eq(offers.id, id), isNull(offers.deletedAt)))
          .for('update');
        if (!offer || !scopeIncludes(scope, offer.organisationId)) throw new HttpError(404, 'notFound');
        if (offer.status !== 'sent') throw new HttpError(409, 'offerNoLongerOpen');
        if (offer.version !== body.version) throw new HttpError(409, 'offerChangedSinceVersion');
        if (offer.validUntil !== null && offer.validUntil < dutchToday())
          throw new HttpError(409, 'offerExpired');
        const [updated] = await tx
          .update(offers)
          .set({
            status: body.decision === 'accept' ? 'approved' : 'declined',
            version: sql`${offers.version} + 1`,
            updatedAt: new Date(),
            respondedAt: new Date(),
            respondedByName: body.name,
            responseRemark: body.remark || null,
            purchaseOrderReference: body.decision === 'accept' ? body.purchaseOrderReference || null : null,
          })
          .where(eq(offers.id, id))
          .returning();
        if (!updated) throw new HttpError(404, 'notFound');
        changed({ collection: 'offers', organisationId: updated.organisationId, id: updated.id });
        const answered = offerToWire(updated);
        await writeTimelineItem(
          tx,
          { type: 5, record: answered },
          {
            log: {
              group: 'status',
              message: `${body.decision === 'accept' ? 'Geaccepteerd' : 'Afgewezen'} door ${body.name}`,
              author: { userId: auth.user.id, name: body.name },
            },
            changed,
          },
        );
        const isAccepted = body.decision === 'accept';
        await recordActivity(
          tx,
          request,
          {
            action: isAccepted ? 'offer_accepted' : 'offer_declined',
            subject: { type: 'offer', id: updated.id, label: updated.number },
            organisationId: updated.organisationId,
            description: `Offerte ${updated.number} ${isAccepted ? 'geaccepteerd' : 'afgewezen'} namens ${body.name}`,
          },
          changed,
        );
        return { status: 200, body: { data: answered } };
      });
      // The effect answers only 200, and a replay answers what the effect stored.
      return reply.code(200).send(result.body);
    },
  );
};

export default offerRoutes;
