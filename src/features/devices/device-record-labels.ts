/**
 * The labels of the states and kinds the device pages show: logbook entry kinds, gas origins and the
 * results of checks and repairs (product.md §8), and the states of the work orders, checklists and offers of a device (product.md
 * §5). The devices area keeps its own copy because areas never import each other.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OfferStatus } from '../../api/contract/offers';
import type { ChecklistStatus, WorkOrderStatus } from '../../api/contract/orders';
import type {
  DetectionSystemResult,
  GasOrigin,
  LeakCheckResult,
  LogbookEntryKind,
  RecoveryDestination,
  RepairResult,
} from '../../api/contract/refrigerant';

export const logbookKinds: readonly LogbookEntryKind[] = [
  'installed',
  'added',
  'recovered',
  'leak_check',
  'repair',
  'decommissioned',
  'lds_check',
];

/** What an entry records, as the logbook shows it. */
export const logbookKindLabels: Record<LogbookEntryKind, MessageDescriptor> = {
  installed: msg`Eerste vulling`,
  added: msg`Bijgevuld`,
  recovered: msg`Teruggewonnen`,
  leak_check: msg`Lekcontrole`,
  repair: msg`Reparatie`,
  decommissioned: msg`Buiten bedrijf gesteld`,
  lds_check: msg`Lekdetectiesysteem gecontroleerd`,
};

/** The kinds in the order a technician chooses them when writing an entry: the common work first. */
export const logbookKindsToWrite: readonly LogbookEntryKind[] = [
  'leak_check',
  'added',
  'recovered',
  'repair',
  'lds_check',
  'installed',
  'decommissioned',
];

/** The work a technician chooses when writing an entry (the kinds, as things to do). */
export const logbookKindActionLabels: Record<LogbookEntryKind, MessageDescriptor> = {
  leak_check: msg`Lekcontrole`,
  added: msg`Bijvullen`,
  recovered: msg`Terugwinnen`,
  repair: msg`Reparatie`,
  lds_check: msg`Lekdetectiesysteem gecontroleerd`,
  installed: msg`Eerste vulling / ombouw`,
  decommissioned: msg`Buiten bedrijf stellen`,
};

export const logbookKindColors: Record<LogbookEntryKind, string> = {
  installed: 'blue',
  added: 'orange',
  recovered: 'purple',
  leak_check: 'green',
  repair: 'yellow',
  decommissioned: 'gray',
  lds_check: 'teal',
};

export const gasOriginLabels: Record<GasOrigin, MessageDescriptor> = {
  new: msg`Nieuw koudemiddel`,
  recycled: msg`Gerecycled koudemiddel`,
  reclaimed: msg`Geregenereerd koudemiddel`,
};

export const leakCheckResultLabels: Record<LeakCheckResult, MessageDescriptor> = {
  no_leak: msg`Geen lek gevonden`,
  leak_found: msg`Lek gevonden`,
};

export const leakCheckResultColors: Record<LeakCheckResult, string> = {
  no_leak: 'green',
  leak_found: 'red',
};

export const repairResultLabels: Record<RepairResult, MessageDescriptor> = {
  repaired: msg`Lek gerepareerd`,
  not_repaired: msg`Niet gerepareerd`,
};

export const repairResultColors: Record<RepairResult, string> = {
  repaired: 'green',
  not_repaired: 'red',
};

export const detectionSystemResultLabels: Record<DetectionSystemResult, MessageDescriptor> = {
  working: msg`Werkt goed`,
  faulty: msg`Defect`,
};

export const detectionSystemResultColors: Record<DetectionSystemResult, string> = {
  working: 'green',
  faulty: 'red',
};

/** Where recovered gas went. */
export const recoveryDestinationLabels: Record<RecoveryDestination, MessageDescriptor> = {
  reuse: msg`Hergebruikt in deze installatie`,
  recycling: msg`Naar recycling`,
  reclamation: msg`Naar regeneratie`,
  destruction: msg`Naar vernietiging`,
};

export const workOrderStatusLabels: Record<WorkOrderStatus, MessageDescriptor> = {
  planned: msg`Gepland`,
  in_progress: msg`In uitvoering`,
  completed: msg`Afgerond`,
};

export const checklistStatusLabels: Record<ChecklistStatus, MessageDescriptor> = {
  open: msg`Open`,
  completed: msg`Afgerond`,
};

export const offerStatusLabels: Record<OfferStatus, MessageDescriptor> = {
  sent: msg`Aangeboden`,
  approved: msg`Geaccepteerd`,
  declined: msg`Afgewezen`,
  historical: msg`Historisch`,
};

export const offerStatusColors: Record<OfferStatus, string> = {
  sent: 'orange',
  approved: 'green',
  declined: 'red',
  historical: 'gray',
};

/** Offers awaiting the customer's response first, then the newest. */
export function activeOffersFirst<Offer extends { status: OfferStatus; createdAt: string }>(
  offers: readonly Offer[],
): Offer[] {
  return [...offers].sort(
    (a, b) =>
      Number(b.status === 'sent') - Number(a.status === 'sent') ||
      (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0),
  );
}

/** Newest first by a timestamp field. */
export function newestFirst<Row>(rows: readonly Row[], at: (row: Row) => string | null): Row[] {
  return [...rows].sort((a, b) => {
    const left = at(a) ?? '';
    const right = at(b) ?? '';
    return left < right ? 1 : left > right ? -1 : 0;
  });
}
