/**
 * The filters of the refrigerant transactions screen: every logbook movement of the scope narrowed by
 * period, refrigerant, device and kind, newest first, with the totals of what the filter shows.
 */
import { z } from 'zod';
import { LogbookEntryKind, type RefrigerantLogbookEntry } from '../../api/contract/refrigerant';

export const TransactionFilter = z.object({
  /** First and last day of the period (YYYY-MM-DD, inclusive); null for open-ended. */
  from: z.iso.date().nullable(),
  to: z.iso.date().nullable(),
  refrigerant: z.string().nullable(),
  serviceObjectId: z.string().nullable(),
  kind: LogbookEntryKind.nullable(),
});
export type TransactionFilter = z.infer<typeof TransactionFilter>;

export const initialTransactionFilter: TransactionFilter = {
  from: null,
  to: null,
  refrigerant: null,
  serviceObjectId: null,
  kind: null,
};

/** The kinds that move refrigerant; leak checks and repairs are kept in the logbook but move none. */
export const movementKinds: readonly LogbookEntryKind[] = [
  'installed',
  'added',
  'recovered',
  'decommissioned',
];

export function filterTransactions<Entry extends RefrigerantLogbookEntry>(
  entries: readonly Entry[],
  filter: TransactionFilter,
): Entry[] {
  const refrigerant = filter.refrigerant?.toUpperCase() ?? null;
  return entries
    .filter((entry) => {
      const day = entry.performedAt.slice(0, 10);
      if (filter.from !== null && day < filter.from) return false;
      if (filter.to !== null && day > filter.to) return false;
      if (refrigerant !== null && entry.refrigerant.toUpperCase() !== refrigerant) return false;
      if (filter.serviceObjectId !== null && entry.serviceObjectId !== filter.serviceObjectId) return false;
      if (filter.kind !== null) return entry.kind === filter.kind;
      return movementKinds.includes(entry.kind);
    })
    .sort((a, b) => (a.performedAt < b.performedAt ? 1 : a.performedAt > b.performedAt ? -1 : 0));
}

export interface TransactionTotals {
  installedKg: number;
  addedKg: number;
  recoveredKg: number;
}

/** Kilograms installed, added and recovered among `entries`, rounded to grams. */
export function transactionTotals(entries: readonly RefrigerantLogbookEntry[]): TransactionTotals {
  const grams = { installed: 0, added: 0, recovered: 0 };
  for (const entry of entries) {
    if (entry.quantityKg === null) continue;
    if (entry.kind === 'installed' || entry.kind === 'added' || entry.kind === 'recovered') {
      grams[entry.kind] += Math.round(entry.quantityKg * 1000);
    }
  }
  return {
    installedKg: grams.installed / 1000,
    addedKg: grams.added / 1000,
    recoveredKg: grams.recovered / 1000,
  };
}
