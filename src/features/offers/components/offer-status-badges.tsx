/**
 * An offer's badges wherever it shows: its status, "Niet meer geldig" once a sent offer's validity has
 * passed (it can no longer be answered), and the pending mark while a response waits in the outbox.
 * Returned without a wrapper: the card and the detail page each lay them out in their own row.
 */
import { Badge } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PendingBadge } from '../../../sync/pending-badge';
import { isOfferExpired, offerStatusColors, offerStatusLabels } from '../offer-status';
import type { OfferRow } from '../offers.queries';

export function OfferStatusBadges({
  offer,
}: {
  offer: Pick<OfferRow, 'status' | 'validUntil' | 'syncPending'>;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Badge colorPalette={offerStatusColors[offer.status]}>{i18n._(offerStatusLabels[offer.status])}</Badge>
      {offer.status === 'sent' && isOfferExpired(offer) && (
        <Badge colorPalette="red">{t`Niet meer geldig`}</Badge>
      )}
      {offer.syncPending && <PendingBadge />}
    </>
  );
}
