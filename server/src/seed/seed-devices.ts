/**
 * Seeds a customer's installed base: service objects with refrigerant and charge, the parts built
 * into them and meter readings, their F-gas logbooks (seed-logbook.ts), the statutory inspections
 * recorded for them (EPBD for air conditioning above 70 kW, pressure equipment), and the maintenance
 * contract.
 *
 * Coherence with the law (src/lib/fgas-law.ts, read through the duty engine):
 * - a device's refrigerant and charge are those of its first fill in the logbook;
 * - no device is installed against a placing ban of Annex IV, except the one demo case that shows
 *   such a device (demo-fgas-cases.ts): a drawn installation date that would be is moved before the ban;
 * - inspections record only what was done (no due dates, no F-gas leak checks: those are the logbook's).
 */
import { addDays } from '../../../src/lib/fgas';
import { placingBans } from '../../../src/lib/fgas-duties';
import { AIR_CONDITIONING_CATEGORIES, EPBD_LAW, type EquipmentCategory } from '../../../src/lib/fgas-law';
import * as schema from '../db/schema/index';
import type { DeviceCase } from './demo-fgas-cases';
import {
  CONTRACT_TYPES,
  DEVICE_LOCATIONS,
  DEVICE_MIX,
  DEVICE_MODELS,
  PARTS,
  forCategory,
} from './dutch-data';
import { seedDeviceLogbook, type LogbookTail } from './seed-logbook';
import { DAY, dateOnly, pad, type Customer, type SeedContext, type SeededDevice } from './seed-context';
import { amsterdamDay, workingDayOnOrBefore, workingMomentOn } from './working-time';

/** The interval of the periodic inspection of a liquid receiver under the pressure equipment rules. */
const PRESSURE_EQUIPMENT_INTERVAL_MONTHS = 48;

/** What a device is made of before it is written: drawn at random, or taken from a demo case. */
interface DeviceDraft {
  category: SeededDevice['category'];
  brand: string;
  model: string;
  label: string;
  room: string;
  refrigerant: string;
  chargeKg: number;
  capacityKw: number;
  hermetic: boolean;
  leakDetectionSystem: boolean;
  installedDay: string;
  tail: LogbookTail;
  incidents: boolean;
  breakdownLeakDay?: string;
  epbdInspectedDaysAgo: number | null;
  pressureEquipmentInspectedDaysAgo: number | null;
}

export function seedServiceObjects(ctx: SeedContext, customer: Customer): void {
  const today = amsterdamDay(ctx.day);
  for (let i = 0; i < customer.deviceCount; i++) {
    const deviceCase = customer.deviceCases[i];
    const draft = deviceCase ? fromCase(deviceCase, today) : drawDevice(ctx, customer, today);
    const installedAt = workingMomentOn(ctx.random, draft.installedDay);
    const device: SeededDevice = {
      ...ctx.stamps(installedAt, ctx.daysAgo(ctx.random.int(1, 60))),
      category: draft.category,
      organisationId: customer.org.id,
      number: `SO-${pad(++ctx.counters.device, 6)}`,
      name: `${draft.label} ${draft.room.toLowerCase()}`,
      typeId: ctx.deviceTypeIds.get(draft.category)!,
      brand: draft.brand,
      model: draft.model,
      serialNumber: `${draft.brand.slice(0, 2).toUpperCase()}${ctx.random.digits(8)}`,
      location: `${customer.org.address}, ${customer.org.city}`,
      room: draft.room,
      installationDate: draft.installedDay,
      coolingCapacityKw: draft.capacityKw,
      refrigerant: draft.refrigerant,
      chargeKg: draft.chargeKg,
      hermeticallySealed: draft.hermetic,
      leakDetectionSystem: draft.leakDetectionSystem,
      publicId: ctx.random.hex(24),
      memo: ctx.random.chance(0.2) ? 'Sleutel technische ruimte bij de receptie ophalen.' : null,
      checklistIntervalMonths: 12,
      lastChecklistDate: laterDay(dateOnly(ctx.daysAgo(ctx.random.int(10, 420))), draft.installedDay),
      visits: [],
    };
    customer.devices.push(device);
    const { category: _category, visits: _visits, ...row } = device;
    ctx.sink.add(schema.serviceObjects, row);
    device.visits = seedDeviceLogbook(
      ctx,
      {
        id: device.id,
        organisationId: customer.org.id,
        refrigerant: draft.refrigerant,
        chargeKg: draft.chargeKg,
        hermeticallySealed: draft.hermetic,
        leakDetectionSystem: draft.leakDetectionSystem,
        installedAt,
      },
      {
        tail: draft.tail,
        incidents: draft.incidents,
        ...(draft.breakdownLeakDay ? { breakdownLeakDay: draft.breakdownLeakDay } : {}),
      },
    );
    seedInspections(ctx, customer, device, draft, today);
    if (ctx.random.chance(0.6)) seedPart(ctx, customer, device, today);
    if (draft.category !== 'display_case' && draft.category !== 'ice_machine') {
      const readAt = ctx.daysAgo(ctx.random.int(5, 120));
      ctx.sink.add(schema.serviceObjectNumbers, {
        ...ctx.stamps(readAt),
        organisationId: customer.org.id,
        serviceObjectId: device.id,
        label: 'Draaiuren compressor',
        value: ctx.random.int(2000, 60000),
        unit: 'uur',
        readAt,
      });
    }
  }
}

const laterDay = (a: string, b: string) => (a > b ? a : b);

function fromCase(deviceCase: DeviceCase, today: string): DeviceDraft {
  let installedDay = addDays(today, -deviceCase.installedDaysAgo);
  if (deviceCase.installedBefore && installedDay >= deviceCase.installedBefore) {
    installedDay = addDays(deviceCase.installedBefore, -1);
  }
  if (deviceCase.installedFrom && installedDay < deviceCase.installedFrom)
    installedDay = deviceCase.installedFrom;
  return {
    ...deviceCase,
    installedDay: workingDayOnOrBefore(installedDay),
    // The case's history is exactly what it shows: no random leaks or replacements on top.
    incidents: false,
    ...(deviceCase.breakdownLeakDaysAgo === undefined
      ? {}
      : { breakdownLeakDay: workingDayOnOrBefore(addDays(today, -deviceCase.breakdownLeakDaysAgo)) }),
    epbdInspectedDaysAgo: deviceCase.epbdInspectedDaysAgo ?? null,
    pressureEquipmentInspectedDaysAgo: deviceCase.pressureEquipmentInspectedDaysAgo ?? null,
  };
}

function drawDevice(ctx: SeedContext, customer: Customer, today: string): DeviceDraft {
  const category = ctx.random.weighted(DEVICE_MIX[customer.kind]);
  const model = ctx.random.pick(DEVICE_MODELS.filter((m) => m.category === category));
  const refrigerant = ctx.random.pick(model.refrigerants);
  const chargeKg = ctx.random.decimal(model.chargeKg[0], model.chargeKg[1], model.chargeKg[1] < 2 ? 2 : 1);
  const draft: DeviceDraft = {
    category,
    brand: model.brand,
    model: model.model,
    label: model.label,
    room: ctx.random.pick(DEVICE_LOCATIONS[category]),
    refrigerant,
    chargeKg,
    capacityKw: ctx.random.decimal(model.capacityKw[0], model.capacityKw[1], 1),
    hermetic: model.hermetic,
    leakDetectionSystem: chargeKg > 20 || (!model.hermetic && ctx.random.chance(0.25)),
    installedDay: workingDayOnOrBefore(addDays(today, -ctx.random.int(90, 365 * 12))),
    epbdInspectedDaysAgo: null,
    // A few devices elsewhere are behind on their leak checks; the demo holding shows its states by case.
    tail: ctx.random.chance(0.06) ? 'overdue' : 'current',
    incidents: true,
    pressureEquipmentInspectedDaysAgo:
      ctx.random.chance(0.5) && chargeKg >= 30 ? ctx.random.int(100, 1400) : null,
  };
  // Installed before the ban took effect: the demo shows one banned device, by case, and no more.
  const bans = placingBans({
    ...draft,
    installationDate: draft.installedDay,
    hermeticallySealed: draft.hermetic,
  });
  if (bans.length > 0) {
    const earliest = bans.map((ban) => ban.from).sort()[0]!;
    draft.installedDay = workingDayOnOrBefore(addDays(earliest, -ctx.random.int(30, 1500)));
  }
  // An air-conditioning system above 70 kW inspected once it is over a year old; some inspections
  // are more than five years ago, so an overdue EPBD inspection shows too.
  const age = (Date.parse(today) - Date.parse(draft.installedDay)) / DAY;
  if (isEpbdSystem(draft) && age > 400)
    draft.epbdInspectedDaysAgo = ctx.random.int(200, Math.min(1900, age - 60));
  return draft;
}

function isEpbdSystem(draft: Pick<DeviceDraft, 'category' | 'capacityKw'>): boolean {
  return (
    AIR_CONDITIONING_CATEGORIES.has(draft.category as EquipmentCategory) &&
    draft.capacityKw > EPBD_LAW.aboveKw
  );
}

/**
 * The inspections recorded for a device: the EPBD inspection of air conditioning above 70 kW (while
 * none was done, the duty engine counts from installation), and the pressure equipment of large
 * installations.
 */
function seedInspections(
  ctx: SeedContext,
  customer: Customer,
  device: SeededDevice,
  draft: DeviceDraft,
  today: string,
): void {
  const age = (Date.parse(today) - Date.parse(draft.installedDay)) / DAY;
  const epbdDaysAgo = draft.epbdInspectedDaysAgo;
  if (isEpbdSystem(draft) && epbdDaysAgo !== null && epbdDaysAgo < age) {
    const last = workingDayOnOrBefore(addDays(today, -epbdDaysAgo));
    ctx.sink.add(schema.inspections, {
      ...ctx.stamps(workingMomentOn(ctx.random, last)),
      organisationId: customer.org.id,
      serviceObjectId: device.id,
      regime: 'epbd_ac',
      intervalMonths: EPBD_LAW.everyMonths,
      lastInspectionDate: last,
      notes: 'Inspectie airconditioningsysteem > 70 kW (Bbl/EPBD)',
    });
  }
  const pressureDaysAgo = draft.pressureEquipmentInspectedDaysAgo;
  if (pressureDaysAgo !== null && pressureDaysAgo < age) {
    const last = workingDayOnOrBefore(addDays(today, -pressureDaysAgo));
    ctx.sink.add(schema.inspections, {
      ...ctx.stamps(workingMomentOn(ctx.random, last)),
      organisationId: customer.org.id,
      serviceObjectId: device.id,
      regime: 'pressure_equipment',
      intervalMonths: PRESSURE_EQUIPMENT_INTERVAL_MONTHS,
      lastInspectionDate: last,
      notes: 'Periodieke keuring vloeistofvat (Warenwetbesluit drukapparatuur 2016)',
    });
  }
}

/** One part built into the device, of a kind that fits it; never refrigerant (that is the logbook's). */
function seedPart(ctx: SeedContext, customer: Customer, device: SeededDevice, today: string): void {
  const [description, unit] = ctx.random.pick(forCategory(PARTS, device.category, 3));
  const latest = Math.min(300, (Date.parse(today) - Date.parse(device.installationDate!)) / DAY - 1);
  const installedDay = workingDayOnOrBefore(addDays(today, -ctx.random.int(Math.min(30, latest), latest)));
  const installedAt = workingMomentOn(ctx.random, installedDay);
  ctx.sink.add(schema.serviceObjectMaterials, {
    ...ctx.stamps(installedAt),
    organisationId: customer.org.id,
    serviceObjectId: device.id,
    articleNumber: `ART-${ctx.random.digits(6)}`,
    description,
    quantity: unit === 'm' ? ctx.random.decimal(1, 4, 1) : 1,
    unit,
    installedDate: installedDay < device.installationDate! ? device.installationDate! : installedDay,
  });
}

export function seedContract(ctx: SeedContext, customer: Customer): void {
  const [name, visits, pricePerDevice] = ctx.random.pick(CONTRACT_TYPES);
  const start = ctx.daysAgo(ctx.random.int(60, 900));
  const contract = {
    ...ctx.stamps(start),
    organisationId: customer.org.id,
    number: `SC-${pad(++ctx.counters.contract, 5)}`,
    name,
    startDate: dateOnly(start),
    endDate: dateOnly(new Date(start.getTime() + 3 * 365 * DAY)),
    visitsPerYear: visits,
    slaResponseHours: visits >= 4 ? 4 : visits >= 2 ? 8 : 24,
    sla:
      visits >= 4
        ? 'Storingen binnen 4 uur, 24/7, inclusief arbeidsloon.'
        : 'Storingen binnen 1 werkdag tijdens kantooruren.',
    annualAmountCents: 0,
  };
  const covered = customer.devices.filter(() => ctx.random.chance(0.8));
  contract.annualAmountCents = covered.length * pricePerDevice;
  ctx.sink.add(schema.serviceObjectContracts, contract);
  for (const device of covered) {
    ctx.sink.add(schema.contractServiceObjects, {
      ...ctx.stamps(start),
      organisationId: customer.org.id,
      contractId: contract.id,
      serviceObjectId: device.id,
    });
  }
}
