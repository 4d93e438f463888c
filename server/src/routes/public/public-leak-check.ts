/**
 * The leak-check state of one device as the public sticker page shows it: the last check, the next
 * one and its status. The dates come from the duty engine (src/lib/fgas-duties.ts) over the device's
 * facts and its logbook, the same computation the PWA's device screens and the legal-supervision list
 * make, so the sticker never disagrees with them (the next check is the periodic one or, after a
 * repair, the re-check of Art. 4(5), whichever falls first). This module only adds the public page's
 * two extra states: `not_required` (no duty, or decommissioned) and `unknown` (refrigerant, charge or
 * a date to count from missing).
 */
import type { PublicLeakCheckStatus } from '../../../../src/api/contract/public-service-object';
import { dueStatus } from '../../../../src/lib/due-dates';
import {
  deviceDuties,
  lastLeakCheckDate,
  nextLeakCheck,
  type DutyDevice,
  type DutyInspection,
  type DutyLogbookEntry,
} from '../../../../src/lib/fgas-duties';

export interface PublicLeakCheck {
  lastLeakCheckDate: string | null;
  nextLeakCheckDate: string | null;
  leakCheckStatus: PublicLeakCheckStatus;
}

/** The public leak-check state; `today` is a YYYY-MM-DD date in UTC. */
export function publicLeakCheck(
  device: DutyDevice,
  logbook: readonly DutyLogbookEntry[],
  inspections: readonly DutyInspection[],
  today: string,
): PublicLeakCheck {
  const { leakCheck, duties } = deviceDuties(device, logbook, inspections);
  const answer = (nextLeakCheckDate: string | null, leakCheckStatus: PublicLeakCheckStatus) => ({
    lastLeakCheckDate: lastLeakCheckDate(logbook),
    nextLeakCheckDate,
    leakCheckStatus,
  });
  if (device.decommissionedDate !== null) return answer(null, 'not_required');
  if (!leakCheck.required) {
    const unknown = leakCheck.reason === 'unknown_refrigerant' || leakCheck.reason === 'unknown_charge';
    return answer(null, unknown ? 'unknown' : 'not_required');
  }
  const next = nextLeakCheck(duties);
  return next === null ? answer(null, 'unknown') : answer(next.dueDate, dueStatus(next.dueDate, today));
}
