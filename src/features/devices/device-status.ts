/**
 * When a device's periodic duties fall due, and how urgent that is (product.md §8). The legal rules
 * (which equipment needs leak checks, how often, the re-check after a repair) live in src/lib/fgas.ts;
 * this module only reads dates: the status of a due date against today (`InspectionStatus` of the
 * contract is derived, never stored, so it cannot go stale offline), the due date of the periodic
 * checklist, and the next leak check of one device.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import type {
  Inspection,
  InspectionRegime,
  InspectionStatus,
  ServiceObject,
} from '../../api/contract/service-objects';
import { addMonths, leakCheckDuty, nextLeakCheckDate, type LeakCheckDuty } from '../../lib/fgas';

/** A duty due within this many days counts as "due soon": a month leaves time to plan a visit. */
export const dueSoonDays = 30;

/** Today as a calendar date (YYYY-MM-DD, UTC), the form due dates take on the wire. */
export function todayDate(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Overdue once the due date has passed, due soon within `dueSoonDays`, otherwise ok. */
export function dueStatus(dueDate: string, today: string): InspectionStatus {
  if (dueDate < today) return 'overdue';
  const soonLimit = new Date(Date.parse(`${today}T00:00:00Z`) + dueSoonDays * 86_400_000);
  return dueDate <= soonLimit.toISOString().slice(0, 10) ? 'due_soon' : 'ok';
}

/**
 * The date the periodic checklist of a device falls due: its interval after the last checklist, or
 * after installation when none was done yet; null when the device has no periodic checklist, was
 * decommissioned, or has no date to count from.
 */
export function checklistDueDate(
  device: Pick<
    ServiceObject,
    'checklistIntervalMonths' | 'lastChecklistDate' | 'installationDate' | 'decommissionedDate'
  >,
): string | null {
  if (device.checklistIntervalMonths === null || device.decommissionedDate !== null) return null;
  const from = device.lastChecklistDate ?? device.installationDate;
  return from === null ? null : addMonths(from, device.checklistIntervalMonths);
}

export interface LeakCheckPlan {
  duty: LeakCheckDuty | null;
  /** The date of the last leak check in the logbook, if any. */
  lastCheckDate: string | null;
  /** The next leak check, or null when none is required or no date is known. */
  nextDueDate: string | null;
}

/**
 * The leak-check duty of a device (fgas.ts) and its next due date. The statutory inspection record
 * wins when there is one (it is what legal supervision lists); otherwise the date follows from the
 * last leak check in the logbook (a month after a leak was found and repaired), or from installation.
 */
export function leakCheckPlan(
  device: Pick<
    ServiceObject,
    | 'refrigerant'
    | 'chargeKg'
    | 'hermeticallySealed'
    | 'leakDetectionSystem'
    | 'installationDate'
    | 'decommissionedDate'
  >,
  logbook: readonly Pick<RefrigerantLogbookEntry, 'kind' | 'performedAt' | 'leakCheckResult'>[],
  inspection: Pick<Inspection, 'nextDueDate'> | undefined,
): LeakCheckPlan {
  const lastCheck = logbook
    .filter((entry) => entry.kind === 'leak_check')
    .reduce<(typeof logbook)[number] | null>(
      (latest, entry) => (latest === null || entry.performedAt > latest.performedAt ? entry : latest),
      null,
    );
  const lastCheckDate = lastCheck ? lastCheck.performedAt.slice(0, 10) : null;
  if (device.refrigerant === null || device.chargeKg === null) {
    return { duty: null, lastCheckDate, nextDueDate: null };
  }
  const duty = leakCheckDuty({
    refrigerant: device.refrigerant,
    chargeKg: device.chargeKg,
    hermeticallySealed: device.hermeticallySealed,
    leakDetectionSystem: device.leakDetectionSystem,
  });
  if (!duty.required || device.decommissionedDate !== null) return { duty, lastCheckDate, nextDueDate: null };
  if (inspection) return { duty, lastCheckDate, nextDueDate: inspection.nextDueDate };
  const from = lastCheckDate ?? device.installationDate;
  const nextDueDate =
    from === null
      ? null
      : nextLeakCheckDate(from, duty.intervalMonths, lastCheck?.leakCheckResult === 'leak_found');
  return { duty, lastCheckDate, nextDueDate };
}

export const dueStatuses: readonly InspectionStatus[] = ['overdue', 'due_soon', 'ok'];

export const dueStatusLabels: Record<InspectionStatus, MessageDescriptor> = {
  ok: msg`In orde`,
  due_soon: msg`Binnenkort`,
  overdue: msg`Te laat`,
};

export const dueStatusColors: Record<InspectionStatus, string> = {
  ok: 'green',
  due_soon: 'orange',
  overdue: 'red',
};

export const inspectionRegimes: readonly InspectionRegime[] = [
  'fgas_leak_check',
  'epbd_ac',
  'pressure_equipment',
];

export const inspectionRegimeLabels: Record<InspectionRegime, MessageDescriptor> = {
  fgas_leak_check: msg`Lekcontrole F-gassen`,
  epbd_ac: msg`EPBD-keuring airco`,
  pressure_equipment: msg`Drukapparatuur`,
};

/** Why a device needs no leak checks, for the detail header. */
export const leakCheckExemptionLabels: Record<
  Extract<LeakCheckDuty, { required: false }>['reason'],
  MessageDescriptor
> = {
  unknown_refrigerant: msg`Onbekend koudemiddel`,
  not_fluorinated: msg`Geen F-gas: geen lekcontroleplicht`,
  below_threshold: msg`Onder 5 t CO2-eq: geen lekcontroleplicht`,
  hermetically_sealed: msg`Hermetisch gesloten onder 10 t CO2-eq: vrijgesteld`,
};
