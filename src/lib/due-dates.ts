/**
 * When a device's periodic duties fall due, and how urgent that is (product.md §8), as plain date
 * rules shared by the PWA (device screens, offline) and the server (the public sticker page). The
 * legal rules (which equipment needs leak checks, how often, the re-check after a repair) live in
 * fgas.ts; this module only reads dates: the status of a due date against today (derived, never
 * stored, so it cannot go stale offline), the due date of the periodic checklist, and the next leak
 * check of one device. Dates are `YYYY-MM-DD` calendar dates, times ISO 8601 strings.
 */
import { addMonths, leakCheckDuty, nextLeakCheckDate, type LeakCheckDuty } from './fgas';

/** How urgent a due date is today. */
export type DueStatus = 'ok' | 'due_soon' | 'overdue';

/** What the leak-check rules need to know of a device. */
export interface LeakCheckDevice {
  refrigerant: string | null;
  chargeKg: number | null;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
  installationDate: string | null;
  decommissionedDate: string | null;
}

/** A logbook entry as the leak-check rules read it: its kind, when it was done, what a check found. */
export interface LogbookCheck {
  kind: string;
  performedAt: string;
  leakCheckResult: string | null;
}

/** A duty due within this many days counts as "due soon": a month leaves time to plan a visit. */
export const dueSoonDays = 30;

/** Today as a calendar date (YYYY-MM-DD, UTC), the form due dates take on the wire. */
export function todayDate(now: number = Date.now()): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** Overdue once the due date has passed, due soon within `dueSoonDays`, otherwise ok. */
export function dueStatus(dueDate: string, today: string): DueStatus {
  if (dueDate < today) return 'overdue';
  const soonLimit = new Date(Date.parse(`${today}T00:00:00Z`) + dueSoonDays * 86_400_000);
  return dueDate <= soonLimit.toISOString().slice(0, 10) ? 'due_soon' : 'ok';
}

/**
 * The date the periodic checklist of a device falls due: its interval after the last checklist, or
 * after installation when none was done yet; null when the device has no periodic checklist, was
 * decommissioned, or has no date to count from.
 */
export function checklistDueDate(device: {
  checklistIntervalMonths: number | null;
  lastChecklistDate: string | null;
  installationDate: string | null;
  decommissionedDate: string | null;
}): string | null {
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
  device: LeakCheckDevice,
  logbook: readonly LogbookCheck[],
  inspection: { nextDueDate: string; lastInspectionDate?: string | null } | undefined,
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
  const leakFound = lastCheck?.leakCheckResult === 'leak_found';
  const fromLogbook = (from: string | null) =>
    from === null ? null : nextLeakCheckDate(from, duty.intervalMonths, leakFound);
  if (!inspection)
    return { duty, lastCheckDate, nextDueDate: fromLogbook(lastCheckDate ?? device.installationDate) };
  // The inspection record stands, unless the logbook holds a check made after it (then the interval
  // counts from that check); and a leak found brings the re-check within a month either way.
  const isCheckNewer =
    lastCheckDate !== null &&
    (inspection.lastInspectionDate === null ||
      inspection.lastInspectionDate === undefined ||
      lastCheckDate > inspection.lastInspectionDate);
  if (isCheckNewer) return { duty, lastCheckDate, nextDueDate: fromLogbook(lastCheckDate) };
  const recheck = leakFound ? fromLogbook(lastCheckDate) : null;
  const nextDueDate = recheck !== null && recheck < inspection.nextDueDate ? recheck : inspection.nextDueDate;
  return { duty, lastCheckDate, nextDueDate };
}
