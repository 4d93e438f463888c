/**
 * How urgent a due date is, and when the periodic checklist falls due (product.md §8), as plain date
 * rules shared by the PWA (device screens, offline) and the server. The statutory duties and their due
 * dates come from the duty engine (fgas-duties.ts); this module only reads dates: the status of a due
 * date against today (derived, never stored, so it cannot go stale offline) and the checklist's due
 * date. Dates are `YYYY-MM-DD` calendar dates.
 */
import { dutchToday } from './dutch-day';
import { addMonths } from './fgas';

/** How urgent a due date is today. */
export type DueStatus = 'ok' | 'due_soon' | 'overdue';

/** A duty due within this many days counts as "due soon": a month leaves time to plan a visit. */
export const dueSoonDays = 30;

/** Today as a calendar date (YYYY-MM-DD) in the Netherlands, the form due dates take on the wire. */
export function todayDate(now: number = Date.now()): string {
  return dutchToday(now);
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
