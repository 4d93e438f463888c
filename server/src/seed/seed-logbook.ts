/**
 * The F-gas logbook of one demo device (Regulation (EU) 2024/573, Art. 7), written as the visits a
 * technician made: the first fill, the periodic leak checks at the interval the duty engine gives
 * (src/lib/fgas-duties.ts, so the HFO mass rule and a leak detection system count), a leak found,
 * its repair with the top-up and the re-check, the yearly check of a leak detection system, and now
 * and then a recovery and refill after a compressor replacement.
 *
 * Guarantees, for every entry:
 * - on a working day between 07:30 and 17:00 Amsterdam time, never on or after the reference day
 *   (so never in the future) and never before the installation;
 * - the device's own refrigerant; the service company as the undertaking with its certificate, and a
 *   staff technician with theirs;
 * - a leak found is followed by a repair (what was repaired, `repaired`) the same or the next working
 *   day, a top-up with its reason, and a re-check no sooner than 24 hours and within one month after
 *   the repair (Art. 4(5)); only the `open_repair` and `pending_recheck` tails stop short of that;
 * - recycled or reclaimed gas names its facility; recovered gas names its destination, and its
 *   facility unless it is reused.
 * Entries older than five years (Art. 7: records are kept five years) are not written, except the
 * first fill, which sets the device's charge.
 */
import { addDays, addMonths, refrigerantInfo } from '../../../src/lib/fgas';
import { leakCheckApplicability } from '../../../src/lib/fgas-duties';
import { DETECTION_LAW, REPAIR_LAW } from '../../../src/lib/fgas-law';
import * as schema from '../db/schema/index';
import { SERVICE_COMPANY } from '../../../src/lib/service-company';
import { GAS_FACILITIES, LEAKS, type GasFacility } from './dutch-data';
import type { Insert, SeedContext, SeedTechnician } from './seed-context';
import {
  WORKDAY_START_MINUTES,
  amsterdamDay,
  amsterdamMoment,
  nextWorkingDay,
  workingDayOnOrAfter,
  workingDayOnOrBefore,
  workingMomentOn,
} from './working-time';

export type LogbookEntryRow = Insert<typeof schema.refrigerantLogbookEntries> & {
  id: string;
  performedAt: Date;
};

/** Why a technician came: what seed-orders writes on the work order of the visit. */
export type VisitPurpose =
  'installation' | 'periodic_check' | 'leak' | 'repair' | 'recheck' | 'refill' | 'detection_check';

/** One visit to the device: entries on one Dutch calendar day by one technician. */
export interface SeededVisit {
  purpose: VisitPurpose;
  day: string;
  technician: SeedTechnician;
  entries: LogbookEntryRow[];
  /** Set by seed-orders when a work order records this visit (and then on every entry too). */
  workOrderId: string | null;
}

/**
 * How the device's recent history ends, so each duty state shows in the demo:
 * - `current`: every check done in time (ok, or due soon by chance);
 * - `due_soon` / `overdue`: the periodic leak check falls due within weeks / is weeks late;
 * - `open_repair`: a leak found a few days ago, not yet repaired;
 * - `pending_recheck`: a leak repaired last week, the re-check still to come;
 * - `detection_check_overdue`: the yearly check of the leak detection system is weeks late.
 */
export type LogbookTail =
  'current' | 'due_soon' | 'overdue' | 'open_repair' | 'pending_recheck' | 'detection_check_overdue';

export interface LogbookDevice {
  id: string;
  organisationId: string;
  refrigerant: string;
  chargeKg: number;
  hermeticallySealed: boolean;
  leakDetectionSystem: boolean;
  installedAt: Date;
}

export interface LogbookPlan {
  tail: LogbookTail;
  /** Random leaks, faulty detection systems and compressor replacements in the history. */
  incidents: boolean;
  /**
   * A leak found on a breakdown call on this day (`current` tail only), repaired the same day, topped
   * up and re-checked; the periodic checks count on from the re-check.
   */
  breakdownLeakDay?: string;
}

const GWP_SERVICE_RECLAIMED_ONLY = 2500;

/** Writes the device's logbook into the seed and answers its visits, oldest first. */
export function seedDeviceLogbook(ctx: SeedContext, device: LogbookDevice, plan: LogbookPlan): SeededVisit[] {
  const writer = new LogbookWriter(ctx, device);
  writer.installation();
  const applicability = leakCheckApplicability(device);
  if (applicability.required) {
    writer.leakChecks(applicability.intervalMonths, plan);
    if (device.leakDetectionSystem) writer.detectionChecks(plan);
  }
  if (plan.incidents && plan.tail === 'current' && ctx.random.chance(0.05)) writer.compressorReplacement();
  return writer.visits.sort(
    (a, b) => a.entries[0]!.performedAt.getTime() - b.entries[0]!.performedAt.getTime(),
  );
}

class LogbookWriter {
  readonly visits: SeededVisit[] = [];
  /** The reference day on the Dutch calendar: nothing is written on or after it. */
  private readonly today: string;
  /** The last working day before the reference day. */
  private readonly lastDay: string;
  /** The oldest day whose entries are still kept. */
  private readonly keptFrom: string;
  private readonly installDay: string;

  constructor(
    private readonly ctx: SeedContext,
    private readonly device: LogbookDevice,
  ) {
    this.today = amsterdamDay(ctx.day);
    this.lastDay = workingDayOnOrBefore(addDays(this.today, -1));
    this.keptFrom = addDays(this.today, -5 * 365);
    this.installDay = amsterdamDay(device.installedAt);
  }

  private get random() {
    return this.ctx.random;
  }

  installation(): void {
    const visit = this.visit('installation', this.installDay);
    this.entry(visit, 'installed', this.device.installedAt, {
      quantityKg: this.device.chargeKg,
      gasOrigin: 'new',
      reason: 'Eerste vulling bij inbedrijfstelling',
    });
  }

  /** Periodic leak checks every `intervalMonths` (checked a little before the due date), then the tail. */
  leakChecks(intervalMonths: number, plan: LogbookPlan): void {
    const { tail, incidents } = plan;
    const ahead = (days: number) => addDays(this.today, days);
    if (tail === 'current' || tail === 'detection_check_overdue') {
      const leakDay = plan.breakdownLeakDay;
      if (leakDay === undefined || leakDay <= this.installDay) {
        this.periodicChecks(this.installDay, this.lastDay, intervalMonths, incidents);
        return;
      }
      const before = this.periodicChecks(this.installDay, addDays(leakDay, -1), intervalMonths, incidents);
      const recheck = this.leakSequence(leakDay, 'same_day', true);
      this.periodicChecks(recheck ?? before, this.lastDay, intervalMonths, incidents);
      return;
    }
    if (tail === 'due_soon' || tail === 'overdue') {
      // The last check is placed so its due date falls 8-24 days ahead, or 25-80 days behind.
      const dueDate = tail === 'due_soon' ? ahead(this.random.int(8, 24)) : ahead(-this.random.int(25, 80));
      const last = workingDayOnOrBefore(addMonths(dueDate, -intervalMonths));
      const before = this.periodicChecks(this.installDay, addDays(last, -30), intervalMonths, incidents);
      if (last > before) this.check('periodic_check', last, 'no_leak');
      return;
    }
    const leakDay = workingDayOnOrBefore(ahead(tail === 'open_repair' ? -3 : -9));
    this.periodicChecks(this.installDay, addDays(leakDay, -30), intervalMonths, incidents);
    this.leakSequence(leakDay, tail === 'open_repair' ? 'none' : 'same_day', false);
  }

  /** Checks from `from` while they fall on or before `until`; answers the day of the last one. */
  private periodicChecks(from: string, until: string, intervalMonths: number, incidents: boolean): string {
    let last = from;
    const maxLead = Math.min(25, intervalMonths * 5);
    for (;;) {
      const day = workingDayOnOrBefore(
        addDays(addMonths(last, intervalMonths), -this.random.int(0, maxLead)),
      );
      if (day > until) return last;
      if (day >= this.keptFrom && incidents && this.random.chance(0.05)) {
        const recheck = this.leakSequence(day, this.random.chance(0.6) ? 'same_day' : 'next_day', true);
        if (recheck !== null) {
          last = recheck;
          continue;
        }
      }
      if (day >= this.keptFrom) this.check('periodic_check', day, 'no_leak');
      last = day;
    }
  }

  /**
   * A leak found on `day`, its repair and top-up (`same_day`, `next_day`, or `none` yet) and, when
   * `recheck`, the re-check of Art. 4(5). Writes nothing and answers null when the whole sequence
   * would not be over before the reference day; else answers the day of its last check.
   */
  private leakSequence(
    day: string,
    repair: 'same_day' | 'next_day' | 'none',
    recheck: boolean,
  ): string | null {
    const repairDay = repair === 'next_day' ? nextWorkingDay(day) : day;
    // Two days or more after the repair is over 24 hours at any time of day; 20 days is within the month.
    const recheckDay = workingDayOnOrAfter(addDays(repairDay, this.random.int(2, 20)));
    if (day > this.lastDay || (repair !== 'none' && repairDay > this.lastDay)) return null;
    if (
      recheck &&
      (recheckDay > this.lastDay || addMonths(repairDay, REPAIR_LAW.recheckWithinMonths) < recheckDay)
    ) {
      return null;
    }

    const [location, repairWork] = this.random.pick(LEAKS);
    const found = this.check('leak', day, 'leak_found', {
      leakLocation: location,
      notes: 'Lekkage vastgesteld met elektronische lekzoeker en bevestigd met lekzoekspray.',
    });
    if (repair === 'none') return null;
    const foundAt = found.entries[0]!.performedAt;
    const visit = repair === 'same_day' ? found : this.visit('repair', repairDay);
    const repairedAt =
      repair === 'same_day'
        ? new Date(foundAt.getTime() + this.random.int(4, 10) * 15 * 60_000)
        : workingMomentOn(this.random, repairDay, WORKDAY_START_MINUTES, 12 * 60);
    this.entry(visit, 'repair', repairedAt, { reason: repairWork, repairResult: 'repaired' });
    const topUp = this.random.decimal(0.2, Math.max(0.3, Math.min(this.device.chargeKg * 0.12, 18)), 2);
    this.entry(visit, 'added', new Date(repairedAt.getTime() + this.random.int(1, 3) * 15 * 60_000), {
      quantityKg: topUp,
      reason: 'Bijvullen na lekreparatie (lekverlies aangevuld tot de nominale vulling)',
      ...this.topUpGas(),
    });
    if (!recheck) return null;
    this.check('recheck', recheckDay, 'no_leak', {
      notes: 'Hercontrole na lekreparatie: reparatie is effectief, geen lekkage.',
    });
    return recheckDay;
  }

  /** Yearly checks of the leak detection system from installation (Art. 6), then the tail. */
  detectionChecks(plan: LogbookPlan): void {
    const every = DETECTION_LAW.checkEveryMonths;
    if (plan.tail !== 'detection_check_overdue') {
      this.periodicDetectionChecks(this.installDay, this.lastDay, plan.incidents);
      return;
    }
    const last = workingDayOnOrBefore(addMonths(addDays(this.today, -this.random.int(8, 20)), -every));
    const before = this.periodicDetectionChecks(this.installDay, addDays(last, -30), plan.incidents);
    if (last > before) this.detectionCheck(last, 'working');
  }

  private periodicDetectionChecks(from: string, until: string, incidents: boolean): string {
    let last = from;
    for (;;) {
      const day = workingDayOnOrBefore(
        addDays(addMonths(last, DETECTION_LAW.checkEveryMonths), -this.random.int(0, 20)),
      );
      if (day > until) return last;
      if (day >= this.keptFrom) {
        const fixDay = workingDayOnOrAfter(addDays(day, this.random.int(2, 8)));
        if (incidents && this.random.chance(0.05) && fixDay <= this.lastDay && fixDay <= until) {
          this.detectionCheck(
            day,
            'faulty',
            'Sensor geeft geen alarm bij testgas; vervangende sensor besteld.',
          );
          this.detectionCheck(fixDay, 'working', 'Sensor vervangen en met testgas beproefd: alarm werkt.');
          last = fixDay;
          continue;
        }
        this.detectionCheck(day, 'working');
      }
      last = day;
    }
  }

  /**
   * A compressor replaced after motor damage: the charge recovered (reused after cleaning by the
   * service company, or sent to a facility), and the device refilled to its nominal charge.
   */
  compressorReplacement(): void {
    const day = workingDayOnOrBefore(addDays(this.today, -this.random.int(30, 330)));
    if (day < addDays(this.installDay, 365) || this.visits.some((visit) => visit.day === day)) return;
    const visit = this.visit('refill', day);
    const recoveredAt = workingMomentOn(this.random, day, WORKDAY_START_MINUTES, 11 * 60);
    const destination = this.random.weighted([
      ['reuse', 2],
      ['recycling', 2],
      ['reclamation', 1],
      ['destruction', 1],
    ] as const);
    const facility = destination === 'reuse' ? null : this.random.pick(GAS_FACILITIES[destination]);
    this.entry(visit, 'recovered', recoveredAt, {
      quantityKg: Math.round(this.device.chargeKg * this.random.decimal(0.8, 0.97, 2) * 1000) / 1000,
      reason:
        destination === 'destruction'
          ? 'Teruggewonnen na motorschade compressor; koudemiddel verontreinigd (zuur)'
          : 'Teruggewonnen voor vervanging van de compressor',
      recoveryDestination: destination,
      ...facilityFields(facility),
    });
    const ownRecycling: GasFacility = {
      name: SERVICE_COMPANY.name,
      address: `${SERVICE_COMPANY.street}, ${SERVICE_COMPANY.postalCode} ${SERVICE_COMPANY.city}`,
      certificate: SERVICE_COMPANY.fgasCompanyCertificate,
    };
    this.entry(visit, 'installed', new Date(recoveredAt.getTime() + this.random.int(10, 14) * 15 * 60_000), {
      quantityKg: this.device.chargeKg,
      reason: 'Opnieuw gevuld tot de nominale vulling na vervanging van de compressor',
      ...(destination === 'reuse'
        ? { gasOrigin: 'recycled' as const, ...facilityFields(ownRecycling) }
        : this.refillGas()),
    });
  }

  /**
   * Gas for a top-up. Servicing refrigeration equipment with virgin gas of a GWP of 2500 or more has
   * been prohibited since 2020: such gas is recycled or reclaimed, from a named facility.
   */
  private topUpGas() {
    const gwp = refrigerantInfo(this.device.refrigerant)?.gwp ?? 0;
    const origin =
      gwp >= GWP_SERVICE_RECLAIMED_ONLY
        ? this.random.weighted([
            ['reclaimed', 2],
            ['recycled', 1],
          ] as const)
        : this.random.weighted([
            ['new', 6],
            ['recycled', 1],
            ['reclaimed', 1],
          ] as const);
    if (origin === 'new') return { gasOrigin: origin };
    const facility = this.random.pick(GAS_FACILITIES[origin === 'recycled' ? 'recycling' : 'reclamation']);
    return { gasOrigin: origin, ...facilityFields(facility) };
  }

  private refillGas() {
    const gwp = refrigerantInfo(this.device.refrigerant)?.gwp ?? 0;
    if (gwp < GWP_SERVICE_RECLAIMED_ONLY) return { gasOrigin: 'new' as const };
    return {
      gasOrigin: 'reclaimed' as const,
      ...facilityFields(this.random.pick(GAS_FACILITIES.reclamation)),
    };
  }

  private check(
    purpose: 'periodic_check' | 'leak' | 'recheck',
    day: string,
    result: 'no_leak' | 'leak_found',
    fields: Partial<LogbookEntryRow> = {},
  ): SeededVisit {
    const visit = this.visit(purpose, day);
    // A check that may be followed by a repair the same day starts in the morning.
    const latest = purpose === 'leak' ? 12 * 60 : 15 * 60;
    this.entry(visit, 'leak_check', workingMomentOn(this.random, day, WORKDAY_START_MINUTES, latest), {
      leakCheckResult: result,
      ...fields,
    });
    return visit;
  }

  private detectionCheck(day: string, result: 'working' | 'faulty', notes?: string): void {
    const visit = this.visit('detection_check', day);
    this.entry(visit, 'lds_check', workingMomentOn(this.random, day, WORKDAY_START_MINUTES, 15 * 60), {
      detectionSystemResult: result,
      notes: notes ?? 'Lekdetectiesysteem met testgas beproefd; alarm en doormelding werken.',
    });
  }

  private visit(purpose: VisitPurpose, day: string): SeededVisit {
    const visit: SeededVisit = {
      purpose,
      day,
      technician: this.random.pick(this.ctx.technicians),
      entries: [],
      workOrderId: null,
    };
    this.visits.push(visit);
    return visit;
  }

  private entry(
    visit: SeededVisit,
    kind: LogbookEntryRow['kind'],
    performedAt: Date,
    fields: Partial<LogbookEntryRow>,
  ): LogbookEntryRow {
    if (amsterdamDay(performedAt) !== visit.day) throw new Error('A logbook entry left its visit day');
    const row: LogbookEntryRow = {
      ...this.ctx.stamps(performedAt),
      organisationId: this.device.organisationId,
      serviceObjectId: this.device.id,
      refrigerant: this.device.refrigerant,
      kind,
      performedAt,
      technicianName: visit.technician.name,
      technicianCertificateNumber: visit.technician.certificate,
      companyName: SERVICE_COMPANY.name,
      companyCertificateNumber: SERVICE_COMPANY.fgasCompanyCertificate,
      recordedByUserId: visit.technician.userId,
      workOrderId: null,
      ...fields,
    };
    this.ctx.sink.add(schema.refrigerantLogbookEntries, row);
    visit.entries.push(row);
    return row;
  }
}

function facilityFields(facility: GasFacility | null) {
  return facility === null
    ? {}
    : {
        facilityName: facility.name,
        facilityAddress: facility.address,
        facilityCertificateNumber: facility.certificate,
      };
}

/** The moment a visit's work starts: a little before its first entry, not before 07:30. */
export function visitStart(visit: SeededVisit): Date {
  const first = visit.entries[0]!.performedAt;
  const start = amsterdamMoment(visit.day, WORKDAY_START_MINUTES);
  return new Date(Math.max(start.getTime(), first.getTime() - 15 * 60_000));
}
