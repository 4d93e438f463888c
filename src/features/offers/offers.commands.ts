/**
 * The customer's response to an offer as a command: the offer shows the response at once,
 * marked pending, and the outbox entry carries `POST /api/offers/{id}/respond` with the version the
 * customer saw. Offline it waits; if the offer changed or expired meanwhile, the server refuses it
 * (409) and the entry waits in the outbox's refused list with the server's message.
 *
 * The local change is a patch (status and response fields), not a whole record: a pull of a newer
 * version of the offer keeps its own fields (the new `version` among them) with the patch laid over.
 */
import type { OfferRespondBody } from '../../api/contract/offers';
import type { PortalDatabase } from '../../db/portal-database';
import { runLocalCommand } from '../../sync/local-command';
import type { OfferRow } from './offers.queries';

export interface OfferResponse {
  decision: 'accept' | 'decline';
  /** Who accepts or declines. */
  name: string;
  /** Remark, or the reason for declining. */
  remark: string;
  /** The customer's purchase-order reference (accept only). */
  purchaseOrderReference: string;
}

export async function respondToOffer(
  db: PortalDatabase,
  userId: string,
  offer: Pick<OfferRow, 'id' | 'version'>,
  response: OfferResponse,
  summary: string,
): Promise<OfferRespondBody> {
  const name = response.name.trim();
  const remark = response.remark.trim();
  const purchaseOrderReference = response.decision === 'accept' ? response.purchaseOrderReference.trim() : '';
  const body: OfferRespondBody = {
    decision: response.decision,
    name,
    ...(remark ? { remark } : {}),
    ...(purchaseOrderReference ? { purchaseOrderReference } : {}),
    version: offer.version,
  };
  await runLocalCommand(db, userId, {
    command: 'respondToOffer',
    summary,
    request: { method: 'post', path: `offers/${encodeURIComponent(offer.id)}/respond`, json: body },
    effects: [
      {
        collection: 'offers',
        id: offer.id,
        change: {
          kind: 'patch',
          patch: {
            status: response.decision === 'accept' ? 'approved' : 'declined',
            respondedAt: new Date().toISOString(),
            respondedByName: name,
            responseRemark: remark || null,
            purchaseOrderReference: purchaseOrderReference || null,
          },
        },
      },
    ],
  });
  return body;
}
