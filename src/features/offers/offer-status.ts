/**
 * Offer states (product.md §5) with their labels and badge colours, the three tabs of the offers
 * screen, and whether the customer can still respond. `sent` is labelled "Aangeboden".
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Offer, OfferStatus } from '../../api/contract/offers';
import { dutchDay } from '../../lib/dutch-day';

export const offerStatusLabels: Record<OfferStatus, MessageDescriptor> = {
  sent: msg`Aangeboden`,
  approved: msg`Akkoord`,
  declined: msg`Afgewezen`,
  historical: msg`Historisch`,
};

export const offerStatusColors: Record<OfferStatus, string> = {
  sent: 'blue',
  approved: 'green',
  declined: 'red',
  historical: 'gray',
};

export const offerTabs = ['sent', 'approved', 'historical'] as const;
export type OfferTab = (typeof offerTabs)[number];

export const offerTabLabels: Record<OfferTab, MessageDescriptor> = {
  sent: msg`Aangeboden`,
  approved: msg`Akkoord`,
  historical: msg`Historie`,
};

/** The tab an offer is listed under: declined offers go to the history with the historical ones. */
export function offerTab(offer: Pick<Offer, 'status'>): OfferTab {
  return offer.status === 'declined' || offer.status === 'historical' ? 'historical' : offer.status;
}

/** Whether the offer's validity has passed (its last valid day, in the Netherlands, is before today). */
export function isOfferExpired(offer: Pick<Offer, 'validUntil'>, now: Date = new Date()): boolean {
  return offer.validUntil !== null && offer.validUntil < dutchDay(now);
}

/** Whether a customer may still accept or decline it: sent and not expired (the server checks too). */
export function canRespondTo(offer: Pick<Offer, 'status' | 'validUntil'>, now: Date = new Date()): boolean {
  return offer.status === 'sent' && !isOfferExpired(offer, now);
}
