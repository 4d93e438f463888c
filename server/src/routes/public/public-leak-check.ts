/**
 * The leak-check state of one device as the public sticker page shows it: the last check, the next
 * one and its status. The dates come from src/lib/due-dates.ts `leakCheckPlan` and `dueStatus`, the
 * same rules the PWA's device screens use (the statutory inspection record wins, otherwise the
 * interval counts from the last leak check in the logbook, or from installation; "due soon" within
 * 30 days). This module only adds the public page's two extra states: `not_required` (no duty, or
 * decommissioned) and `unknown` (refrigerant, charge or a start date missing).
 */
import type { PublicLeakCheckStatus } from '../../../../src/api/contract/public-service-object';
import { dueStatus, leakCheckPlan, type LeakCheckDevice } from '../../../../src/lib/due-dates';

export type { LeakCheckDevice };

export interface LastLeakCheck {
  performedAt: Date;
  leakFound: boolean;
}

export interface PublicLeakCheck {
  lastLeakCheckDate: string | null;
  nextLeakCheckDate: string | null;
  leakCheckStatus: PublicLeakCheckStatus;
}

/** The device's F-gas inspection record: its next due date and when it was last done. */
export interface LeakCheckInspection {
  nextDueDate: string;
  lastInspectionDate: string | null;
}

/**
 * The public leak-check state. `inspection` is the device's F-gas inspection record, when it has
 * one; `today` is a YYYY-MM-DD date in UTC.
 */
export function publicLeakCheck(
  device: LeakCheckDevice,
  lastCheck: LastLeakCheck | null,
  inspection: LeakCheckInspection | null,
  today: string,
): PublicLeakCheck {
  const logbook = lastCheck
    ? [
        {
          kind: 'leak_check',
          performedAt: lastCheck.performedAt.toISOString(),
          leakCheckResult: lastCheck.leakFound ? 'leak_found' : 'no_leak',
        },
      ]
    : [];
  const plan = leakCheckPlan(device, logbook, inspection ?? undefined);
  const answer = (nextLeakCheckDate: string | null, leakCheckStatus: PublicLeakCheckStatus) => ({
    lastLeakCheckDate: plan.lastCheckDate,
    nextLeakCheckDate,
    leakCheckStatus,
  });
  if (device.decommissionedDate !== null) return answer(null, 'not_required');
  if (plan.duty === null) return answer(null, 'unknown');
  if (!plan.duty.required) {
    return answer(null, plan.duty.reason === 'unknown_refrigerant' ? 'unknown' : 'not_required');
  }
  return plan.nextDueDate === null
    ? answer(null, 'unknown')
    : answer(plan.nextDueDate, dueStatus(plan.nextDueDate, today));
}
