/**
 * Live reads of offers, their lines, documents and device, and the outbox state of a response, from
 * the local database (one hook per question). `undefined` while loading; `null` for a record that is
 * not on this device.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { recordRef, type OutboxEntry } from '../../db/outbox-entry';
import { offerTab, type OfferTab } from './offer-status';
import { compareDutch } from '../../lib/natural-order';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

export type OfferRow = LocalRow<'offers'>;
export type OfferLineRow = LocalRow<'offerLines'>;
export type DocumentRow = LocalRow<'documents'>;
export type ServiceObjectRow = LocalRow<'serviceObjects'>;

export interface OfferFilter {
  /** The organisations shown (the current one and below); null for all. */
  organisations: readonly string[] | null;
  tab: OfferTab;
  /** How many to show; "load more" raises it. */
  limit: number;
}

export interface OfferListItem {
  offer: OfferRow;
  device: Pick<ServiceObjectRow, 'id' | 'number' | 'name'> | null;
}

export interface OfferList {
  offers: OfferListItem[];
  total: number;
  /** How many offers each tab holds, for the tab labels. */
  counts: Record<OfferTab, number>;
}

/** The offers of `tab` out of `rows`: newest sent first (then newest created). */
export function selectOffers(rows: readonly OfferRow[], tab: OfferTab): OfferRow[] {
  const key = (offer: OfferRow) => offer.sentAt ?? offer.createdAt;
  return rows
    .filter((offer) => offerTab(offer) === tab)
    .sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}

export function useOfferList(filter: OfferFilter): OfferList | undefined {
  const db = useDatabase();
  const organisationKey = filter.organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const rows = await rowsOfOrganisations(db.records('offers'), filter.organisations);
    const matching = selectOffers(rows, filter.tab);
    const shown = matching.slice(0, filter.limit);
    const deviceIds = [...new Set(shown.map((offer) => offer.serviceObjectId).filter((id) => id !== null))];
    const devices = new Map(
      (await db.records('serviceObjects').bulkGet(deviceIds))
        .filter((device) => device !== undefined)
        .map((device) => [device.id, device]),
    );
    const counts: Record<OfferTab, number> = { sent: 0, approved: 0, historical: 0 };
    for (const offer of rows) counts[offerTab(offer)] += 1;
    return {
      offers: shown.map((offer) => ({
        offer,
        device: offer.serviceObjectId ? (devices.get(offer.serviceObjectId) ?? null) : null,
      })),
      total: matching.length,
      counts,
    };
  }, [db, organisationKey, filter.tab, filter.limit]);
}

export function useOffer(offerId: string): OfferRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.records('offers').get(offerId)) ?? null, [db, offerId]);
}

export function useOfferLines(offerId: string): OfferLineRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () => db.records('offerLines').where('offerId').equals(offerId).sortBy('position'),
    [db, offerId],
  );
}

export function useOfferDocuments(offerId: string): DocumentRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      (await db.records('documents').where('offerId').equals(offerId).toArray()).sort((a, b) =>
        compareDutch(a.name, b.name),
      ),
    [db, offerId],
  );
}

export function useServiceObject(serviceObjectId: string | null): ServiceObjectRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      serviceObjectId ? ((await db.records('serviceObjects').get(serviceObjectId)) ?? null) : null,
    [db, serviceObjectId],
  );
}

/** The newest outbox entry that responds to the offer (pending, or refused by the server); null if none. */
export function useOfferResponseEntry(offerId: string): OutboxEntry | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const entries = await db.outbox.where('refs').equals(recordRef('offers', offerId)).toArray();
    const responses = entries.filter((entry) => entry.command === 'respondToOffer');
    return responses.sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0))[0] ?? null;
  }, [db, offerId]);
}
