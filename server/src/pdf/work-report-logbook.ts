/**
 * What a work report says about refrigerant, taken from the F-gas logbook and nothing else (product.md
 * §8: "work-report PDFs take their refrigerant figures from the logbook, so no document contradicts
 * it"): never from the work order's free text or its material lines.
 *
 * Which entries belong to a work order: those that name it (`workOrderId`); when none does, the entries
 * of the work order's devices on its day (Dutch calendar), which is what a technician who forgot to
 * link them did on that visit. An entry that a later entry corrects is replaced by the correction.
 */
import { dutchDay } from '../../../src/lib/dutch-day';

/** A logbook entry as the work report reads it. */
export interface WorkReportLogbookEntry {
  id: string;
  serviceObjectId: string;
  workOrderId: string | null;
  correctsEntryId?: string | null;
  kind: string;
  performedAt: Date;
  refrigerant: string;
  quantityKg: number | null;
  reason: string | null;
  gasOrigin: string | null;
  facilityName: string | null;
  leakCheckResult: string | null;
  leakLocation: string | null;
  repairResult: string | null;
  detectionSystemResult: string | null;
  recoveryDestination: string | null;
  technicianName: string;
  technicianCertificateNumber: string;
  companyName: string;
  companyCertificateNumber: string;
}

export interface WorkOrderScope {
  id: string;
  serviceObjectIds: readonly string[];
  /** The day of the visit, `YYYY-MM-DD` on the Dutch calendar. */
  day: string;
}

/** The standing logbook entries of a work order, oldest first. */
export function workOrderLogbookEntries<Entry extends WorkReportLogbookEntry>(
  entries: readonly Entry[],
  workOrder: WorkOrderScope,
): Entry[] {
  const corrected = new Set(entries.map((entry) => entry.correctsEntryId).filter(Boolean));
  const standing = entries.filter((entry) => !corrected.has(entry.id));
  const linked = standing.filter((entry) => entry.workOrderId === workOrder.id);
  const chosen =
    linked.length > 0
      ? linked
      : standing.filter(
          (entry) =>
            entry.workOrderId === null &&
            workOrder.serviceObjectIds.includes(entry.serviceObjectId) &&
            dutchDay(entry.performedAt.toISOString()) === workOrder.day,
        );
  return [...chosen].sort(
    (a, b) => a.performedAt.getTime() - b.performedAt.getTime() || a.id.localeCompare(b.id),
  );
}

/** Kilograms per refrigerant of one kind of entry, in the order the refrigerants first appear. */
export function kgByRefrigerant(
  entries: readonly WorkReportLogbookEntry[],
  kinds: readonly string[],
): { refrigerant: string; kg: number }[] {
  const sums = new Map<string, number>();
  for (const entry of entries) {
    if (!kinds.includes(entry.kind) || entry.quantityKg === null) continue;
    sums.set(entry.refrigerant, (sums.get(entry.refrigerant) ?? 0) + entry.quantityKg);
  }
  return [...sums].map(([refrigerant, kg]) => ({ refrigerant, kg: Math.round(kg * 1000) / 1000 }));
}
