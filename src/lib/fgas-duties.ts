/**
 * The one duty engine (product.md §8): which statutory checks a device owes and when each falls due,
 * computed from the device's facts and its logbook with the law tables of fgas-law.ts. The PWA (device
 * page, QR page, legal supervision, the device list) and the server (its lists, the public page, PDFs)
 * call these functions and nothing else, so every screen and document shows the same date.
 *
 * Invariants:
 * - A due date is computed, never stored: the inputs are the device, its logbook and the recorded
 *   inspections (what was done and when), never a stored "next" date.
 * - The logbook is append-only: an entry that a later entry corrects (`correctsEntryId`) is replaced
 *   by that correction and is not read.
 * - Calendar dates are Dutch calendar days (Europe/Amsterdam), where the equipment stands; the status
 *   against today is derived by `dueStatus` at the moment it is shown.
 * - Thresholds compare unrounded quantities (fgas.ts).
 */
import { dutchDay } from './dutch-day';
import { addMonths, co2eq, refrigerantInfo } from './fgas';
import {
  AIR_CONDITIONING_CATEGORIES,
  DETECTION_LAW,
  EPBD_LAW,
  LEAK_CHECK_LAW,
  PLACING_BANS,
  PRESSURE_EQUIPMENT_SOURCE,
  REPAIR_LAW,
  type EquipmentCategory,
  type LeakCheckBand,
  type LegalSource,
  type PlacingBan,
} from './fgas-law';

/** The device facts the duties depend on. */
export interface DutyDevice {
  refrigerant: string | null;
  chargeKg: number | null;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
  /** `YYYY-MM-DD`. */
  installationDate: string | null;
  decommissionedDate: string | null;
  coolingCapacityKw: number | null;
  /** The device type's code (`chiller`, `display_case`, ...); null when it has no known type. */
  category: string | null;
}

/** A device as the duty engine reads it: its type's code (from `typeCodes`, by type id) is the equipment category. */
export function dutyDevice<Device extends Omit<DutyDevice, 'category'> & { typeId: string | null }>(
  device: Device,
  typeCodes: ReadonlyMap<string, string>,
): Device & DutyDevice {
  return { ...device, category: device.typeId ? (typeCodes.get(device.typeId) ?? null) : null };
}

/** A logbook entry as the duties read it. */
export interface DutyLogbookEntry {
  id: string;
  kind: string;
  /** ISO 8601 timestamp. */
  performedAt: string;
  leakCheckResult: string | null;
  /** Repairs: `repaired` or `not_repaired`; null on other kinds. */
  repairResult?: string | null;
  /** Leak-detection-system checks: `working` or `faulty`; null on other kinds. */
  detectionSystemResult?: string | null;
  correctsEntryId: string | null;
}

/** A statutory inspection recorded for the device (what was done, not what is due). */
export interface DutyInspection {
  regime: string;
  intervalMonths: number;
  lastInspectionDate: string | null;
}

/** Why equipment owes no periodic leak check. */
export type LeakCheckExemption =
  'unknown_refrigerant' | 'unknown_charge' | 'not_fluorinated' | 'below_threshold' | 'hermetically_sealed';

export type LeakCheckApplicability =
  | { required: false; reason: LeakCheckExemption; co2eqTonnes: number | null }
  | {
      required: true;
      /** The interval that applies now: the shorter of the two tests, doubled by working detection. */
      intervalMonths: number;
      co2eqTonnes: number;
      /** The band that set the interval, with its article. */
      source: LegalSource;
      /** Art. 6(1): a leak detection system is required at this charge. */
      detectionRequired: boolean;
    };

/** Every kind of duty the engine knows. */
export const DUTY_KINDS = [
  'fgas_leak_check',
  'fgas_leak_repair',
  'fgas_leak_recheck',
  'lds_required',
  'lds_check',
  'epbd_ac',
  'pressure_equipment',
] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

/** The duties that are a leak check of the equipment itself (the "next leak check" of a device). */
export const LEAK_CHECK_KINDS: ReadonlySet<DutyKind> = new Set(['fgas_leak_check', 'fgas_leak_recheck']);

export interface Duty {
  kind: DutyKind;
  /** The last day on which the duty is met (`YYYY-MM-DD`). */
  dueDate: string;
  /** The first day on which doing it counts (the re-check after a repair); null when any day does. */
  notBefore: string | null;
  /** When it was last done, or what the due date counts from; null when nothing is known. */
  lastDate: string | null;
  /** The period of a periodic duty; null for a one-off one (repair, re-check, missing system). */
  intervalMonths: number | null;
  source: LegalSource;
}

export interface DeviceDuties {
  leakCheck: LeakCheckApplicability;
  /** Soonest due first. Empty for a decommissioned device. */
  duties: Duty[];
  /** Prohibitions of Annex IV the device was installed against. */
  bans: PlacingBan[];
}

function bandFor(bands: readonly LeakCheckBand[], quantity: number): LeakCheckBand | undefined {
  return bands.find((band) => quantity >= band.from && quantity < band.below);
}

/**
 * Whether the equipment owes periodic leak checks (Art. 5), how often, and whether it must have a
 * leak detection system (Art. 6(1)). `detectionWorking` is whether an installed system counts: a
 * system whose last check found it faulty does not double the interval.
 */
export function leakCheckApplicability(
  device: Pick<DutyDevice, 'refrigerant' | 'chargeKg' | 'hermeticallySealed' | 'leakDetectionSystem'>,
  detectionWorking: boolean = device.leakDetectionSystem,
): LeakCheckApplicability {
  const info = device.refrigerant === null ? null : refrigerantInfo(device.refrigerant);
  if (info === null) return { required: false, reason: 'unknown_refrigerant', co2eqTonnes: null };
  if (device.chargeKg === null) return { required: false, reason: 'unknown_charge', co2eqTonnes: null };
  const tonnes = co2eq(device.chargeKg, info.gwp);
  if (!info.fluorinated) return { required: false, reason: 'not_fluorinated', co2eqTonnes: tonnes };
  const exempt = LEAK_CHECK_LAW.hermeticExemption;
  const candidates: LeakCheckBand[] = [];
  let hermeticallyExempted = false;
  if (info.annexIFraction > 0) {
    const band = bandFor(LEAK_CHECK_LAW.co2eqBands, tonnes);
    if (band && device.hermeticallySealed && tonnes < exempt.belowTonnes) hermeticallyExempted = true;
    else if (band) candidates.push(band);
  }
  const annexII1Kg = device.chargeKg * info.annexII1Fraction;
  if (info.annexII1Fraction > 0) {
    const band = bandFor(LEAK_CHECK_LAW.massBands, annexII1Kg);
    if (band && device.hermeticallySealed && annexII1Kg < exempt.belowKg) hermeticallyExempted = true;
    else if (band) candidates.push(band);
  }
  const strictest = candidates.sort((a, b) => a.months - b.months)[0];
  if (!strictest) {
    return {
      required: false,
      reason: hermeticallyExempted ? 'hermetically_sealed' : 'below_threshold',
      co2eqTonnes: tonnes,
    };
  }
  const detectionRequired =
    (info.annexIFraction > 0 && tonnes >= DETECTION_LAW.requiredFromTonnes) ||
    (info.annexII1Fraction > 0 && annexII1Kg >= DETECTION_LAW.requiredFromKg);
  return {
    required: true,
    intervalMonths: detectionWorking ? strictest.monthsWithDetection : strictest.months,
    co2eqTonnes: tonnes,
    source: strictest.source,
    detectionRequired,
  };
}

/** The entries that stand: those no later entry corrects, oldest first. */
export function standingEntries<Entry extends DutyLogbookEntry>(entries: readonly Entry[]): Entry[] {
  const corrected = new Set<string>();
  for (const entry of entries) if (entry.correctsEntryId) corrected.add(entry.correctsEntryId);
  return entries
    .filter((entry) => !corrected.has(entry.id))
    .sort((a, b) => Date.parse(a.performedAt) - Date.parse(b.performedAt) || a.id.localeCompare(b.id));
}

function latest<Entry extends DutyLogbookEntry>(
  entries: readonly Entry[],
  test: (entry: Entry) => boolean,
): Entry | undefined {
  for (let i = entries.length - 1; i >= 0; i--) if (test(entries[i]!)) return entries[i];
  return undefined;
}

const HOUR = 3_600_000;

/** The statutory duties of one device, soonest due first, with the prohibitions it was installed against. */
export function deviceDuties(
  device: DutyDevice,
  logbook: readonly DutyLogbookEntry[],
  inspections: readonly DutyInspection[] = [],
): DeviceDuties {
  const entries = standingEntries(logbook);
  const lastDetectionCheck = latest(entries, (entry) => entry.kind === 'lds_check');
  const detectionWorking =
    device.leakDetectionSystem && lastDetectionCheck?.detectionSystemResult !== 'faulty';
  const leakCheck = leakCheckApplicability(device, detectionWorking);
  const bans = placingBans(device);
  if (device.decommissionedDate !== null) return { leakCheck, duties: [], bans };

  const duties: Duty[] = [];
  const installed = device.installationDate;
  const checks = entries.filter((entry) => entry.kind === 'leak_check');
  const lastCheck = checks.at(-1);

  if (leakCheck.required) {
    const from = lastCheck ? dutchDay(lastCheck.performedAt) : installed;
    if (from !== null) {
      duties.push({
        kind: 'fgas_leak_check',
        dueDate: addMonths(from, leakCheck.intervalMonths),
        notBefore: null,
        lastDate: from,
        intervalMonths: leakCheck.intervalMonths,
        source: leakCheck.source,
      });
    }
  }

  const isFluorinated =
    device.refrigerant !== null && refrigerantInfo(device.refrigerant)?.fluorinated === true;
  if (isFluorinated) {
    // Art. 4(4): a leak found stays open until a repair, or a later check that finds none.
    const leakFound = latest(checks, (entry) => entry.leakCheckResult === 'leak_found');
    if (leakFound) {
      const foundAt = Date.parse(leakFound.performedAt);
      const isClosed = entries.some(
        (entry) =>
          Date.parse(entry.performedAt) >= foundAt &&
          entry.id !== leakFound.id &&
          ((entry.kind === 'repair' && entry.repairResult !== 'not_repaired') ||
            (entry.kind === 'leak_check' &&
              entry.leakCheckResult === 'no_leak' &&
              Date.parse(entry.performedAt) > foundAt)),
      );
      if (!isClosed) {
        const day = dutchDay(leakFound.performedAt);
        duties.push({
          kind: 'fgas_leak_repair',
          dueDate: day,
          notBefore: null,
          lastDate: day,
          intervalMonths: null,
          source: REPAIR_LAW.repairSource,
        });
      }
    }
  }

  if (leakCheck.required) {
    // Art. 4(5): after a repair, a check no sooner than 24 hours and no later than a month after it.
    const repair = latest(
      entries,
      (entry) => entry.kind === 'repair' && entry.repairResult !== 'not_repaired',
    );
    if (repair) {
      const earliest = Date.parse(repair.performedAt) + REPAIR_LAW.recheckNotBeforeHours * HOUR;
      const isRechecked = checks.some((check) => Date.parse(check.performedAt) >= earliest);
      if (!isRechecked) {
        const day = dutchDay(repair.performedAt);
        duties.push({
          kind: 'fgas_leak_recheck',
          dueDate: addMonths(day, REPAIR_LAW.recheckWithinMonths),
          notBefore: dutchDay(new Date(earliest).toISOString()),
          lastDate: day,
          intervalMonths: null,
          source: REPAIR_LAW.recheckSource,
        });
      }
    }

    if (leakCheck.detectionRequired && !device.leakDetectionSystem) {
      duties.push({
        kind: 'lds_required',
        dueDate: installed ?? '2015-01-01',
        notBefore: null,
        lastDate: null,
        intervalMonths: null,
        source: DETECTION_LAW.requiredSource,
      });
    }
    if (device.leakDetectionSystem) {
      const from = lastDetectionCheck ? dutchDay(lastDetectionCheck.performedAt) : installed;
      if (from !== null) {
        duties.push({
          kind: 'lds_check',
          dueDate: addMonths(from, DETECTION_LAW.checkEveryMonths),
          notBefore: null,
          lastDate: from,
          intervalMonths: DETECTION_LAW.checkEveryMonths,
          source: DETECTION_LAW.checkSource,
        });
      }
    }
  }

  if (
    device.category !== null &&
    AIR_CONDITIONING_CATEGORIES.has(device.category as EquipmentCategory) &&
    (device.coolingCapacityKw ?? 0) > EPBD_LAW.aboveKw
  ) {
    const from = lastInspection(inspections, 'epbd_ac') ?? installed;
    if (from !== null) {
      duties.push({
        kind: 'epbd_ac',
        dueDate: addMonths(from, EPBD_LAW.everyMonths),
        notBefore: null,
        lastDate: from,
        intervalMonths: EPBD_LAW.everyMonths,
        source: EPBD_LAW.source,
      });
    }
  }

  for (const inspection of inspections) {
    if (inspection.regime !== 'pressure_equipment') continue;
    const from = inspection.lastInspectionDate ?? installed;
    if (from === null) continue;
    duties.push({
      kind: 'pressure_equipment',
      dueDate: addMonths(from, inspection.intervalMonths),
      notBefore: null,
      lastDate: from,
      intervalMonths: inspection.intervalMonths,
      source: PRESSURE_EQUIPMENT_SOURCE,
    });
  }

  duties.sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || DUTY_KINDS.indexOf(a.kind) - DUTY_KINDS.indexOf(b.kind),
  );
  return { leakCheck, duties, bans };
}

function lastInspection(inspections: readonly DutyInspection[], regime: string): string | null {
  let last: string | null = null;
  for (const inspection of inspections) {
    if (inspection.regime !== regime || inspection.lastInspectionDate === null) continue;
    if (last === null || inspection.lastInspectionDate > last) last = inspection.lastInspectionDate;
  }
  return last;
}

/** The prohibitions of Annex IV that the device was installed against (installed on or after the ban). */
export function placingBans(
  device: Pick<
    DutyDevice,
    'refrigerant' | 'category' | 'installationDate' | 'hermeticallySealed' | 'chargeKg'
  >,
): PlacingBan[] {
  if (device.refrigerant === null || device.installationDate === null || device.category === null) return [];
  const info = refrigerantInfo(device.refrigerant);
  if (info === null || !info.fluorinated) return [];
  return PLACING_BANS.filter(
    (ban) =>
      ban.categories.includes(device.category as EquipmentCategory) &&
      (!ban.hermeticOnly || device.hermeticallySealed) &&
      (ban.chargeBelowKg === undefined ||
        (device.chargeKg !== null && device.chargeKg < ban.chargeBelowKg)) &&
      info.gwp >= ban.gwpAtLeast &&
      device.installationDate! >= ban.from,
  );
}

/** The next leak check of the equipment itself (periodic or the re-check after a repair), if any. */
export function nextLeakCheck(duties: readonly Duty[]): Duty | null {
  return duties.find((duty) => LEAK_CHECK_KINDS.has(duty.kind)) ?? null;
}

/** The last leak check in the logbook (Dutch calendar day), or null. */
export function lastLeakCheckDate(logbook: readonly DutyLogbookEntry[]): string | null {
  const check = latest(standingEntries(logbook), (entry) => entry.kind === 'leak_check');
  return check ? dutchDay(check.performedAt) : null;
}

/** A logbook entry as the charge rule reads it. */
export interface ChargeLogbookEntry extends DutyLogbookEntry {
  refrigerant: string;
  quantityKg: number | null;
}

/**
 * The device facts the logbook sets (Art. 7(1)(a): the quantity and type installed): the refrigerant
 * and nominal charge of the latest standing `installed` entry (a first fill, or a refill after a
 * retrofit or a full recovery), and the decommissioning day of a standing `decommissioned` entry.
 * Top-ups and recoveries move gas without changing the nominal charge: a top-up replaces what leaked.
 * Null fields mean the logbook says nothing about them, and the device keeps what it has.
 */
export function deviceFactsFromLogbook(logbook: readonly ChargeLogbookEntry[]): {
  refrigerant: string | null;
  chargeKg: number | null;
  decommissionedDate: string | null;
} {
  const entries = standingEntries(logbook);
  const installed = latest(entries, (entry) => entry.kind === 'installed' && entry.quantityKg !== null);
  const decommissioned = latest(entries, (entry) => entry.kind === 'decommissioned');
  return {
    refrigerant: installed?.refrigerant ?? null,
    chargeKg: installed?.quantityKg ?? null,
    decommissionedDate: decommissioned ? dutchDay(decommissioned.performedAt) : null,
  };
}
