/**
 * Seeds a customer's installed base: service objects with refrigerant and charge, materials and
 * meter readings, the F-gas logbook (installation, leak checks at the statutory interval, top-ups,
 * recoveries), the inspections under legal supervision, and the maintenance contract.
 */
import { addMonths, leakCheckDuty } from '../../../src/lib/fgas';
import * as schema from '../db/schema/index';
import { SERVICE_COMPANY } from '../service-company';
import { TECHNICIANS } from './demo-access';
import { CONTRACT_TYPES, DEVICE_LOCATIONS, DEVICE_MIX, DEVICE_MODELS, MATERIALS } from './dutch-data';
import { DAY, dateOnly, pad, type Customer, type SeedContext } from './seed-context';

export function seedServiceObjects(ctx: SeedContext, customer: Customer): void {
  const mix = DEVICE_MIX[customer.kind];
  for (let i = 0; i < customer.deviceCount; i++) {
    const category = ctx.random.weighted(mix);
    const model = ctx.random.pick(DEVICE_MODELS.filter((m) => m.category === category));
    const installed = ctx.daysAgo(ctx.random.int(90, 365 * 12));
    const refrigerant = ctx.random.pick(model.refrigerants);
    const chargeKg = ctx.random.decimal(model.chargeKg[0], model.chargeKg[1], model.chargeKg[1] < 2 ? 2 : 1);
    const location = ctx.random.pick(DEVICE_LOCATIONS[category]);
    const device = {
      ...ctx.stamps(installed, ctx.daysAgo(ctx.random.int(1, 60))),
      category,
      organisationId: customer.org.id,
      number: `SO-${pad(++ctx.counters.device, 6)}`,
      name: `${model.label} ${location.toLowerCase()}`,
      typeId: ctx.deviceTypeIds.get(category)!,
      brand: model.brand,
      model: model.model,
      serialNumber: `${model.brand.slice(0, 2).toUpperCase()}${ctx.random.digits(8)}`,
      location: `${customer.org.address}, ${customer.org.city}`,
      room: location,
      installationDate: dateOnly(installed),
      coolingCapacityKw: ctx.random.decimal(model.capacityKw[0], model.capacityKw[1], 1),
      refrigerant,
      chargeKg,
      hermeticallySealed: model.hermetic,
      leakDetectionSystem: chargeKg > 20 || (!model.hermetic && ctx.random.chance(0.25)),
      publicId: ctx.random.hex(24),
      memo: ctx.random.chance(0.2) ? 'Sleutel technische ruimte bij de receptie ophalen.' : null,
      checklistIntervalMonths: 12,
      lastChecklistDate: dateOnly(ctx.daysAgo(ctx.random.int(10, 420))),
    };
    customer.devices.push(device);
    const { category: _category, ...row } = device;
    ctx.sink.add(schema.serviceObjects, row);
    seedLogbook(ctx, customer, device, installed);
    if (ctx.random.chance(0.6)) {
      const [description, unit] = ctx.random.pick(MATERIALS);
      ctx.sink.add(schema.serviceObjectMaterials, {
        ...ctx.stamps(ctx.daysAgo(ctx.random.int(30, 300))),
        organisationId: customer.org.id,
        serviceObjectId: device.id,
        articleNumber: `ART-${ctx.random.digits(6)}`,
        description,
        quantity: unit === 'kg' ? ctx.random.decimal(0.5, 3, 1) : 1,
        unit,
        installedDate: dateOnly(ctx.daysAgo(ctx.random.int(30, 300))),
      });
    }
    if (category !== 'display_case' && category !== 'ice_machine') {
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

/** Installation, leak checks at the statutory interval, top-ups and recoveries; and the inspections. */
function seedLogbook(
  ctx: SeedContext,
  customer: Customer,
  device: Customer['devices'][number],
  installed: Date,
): void {
  const base = {
    organisationId: customer.org.id,
    serviceObjectId: device.id,
    refrigerant: device.refrigerant!,
  };
  const companyCertificateNumber = SERVICE_COMPANY.fgasCompanyCertificate;
  const technician = () => {
    const t = ctx.random.pick(TECHNICIANS);
    return { technicianName: t.name, technicianCertificateNumber: t.certificate, companyCertificateNumber };
  };
  // Records are kept at least five years: the demo logbook starts at installation or five years back.
  const logStart = new Date(Math.max(installed.getTime(), ctx.day.getTime() - 5 * 365 * DAY));
  ctx.sink.add(schema.refrigerantLogbookEntries, {
    ...ctx.stamps(installed),
    ...base,
    ...technician(),
    kind: 'installed',
    quantityKg: device.chargeKg!,
    gasOrigin: 'new',
    performedAt: installed,
    reason: 'Eerste vulling bij inbedrijfstelling',
  });
  const duty = leakCheckDuty({
    refrigerant: device.refrigerant!,
    chargeKg: device.chargeKg!,
    hermeticallySealed: device.hermeticallySealed ?? false,
    leakDetectionSystem: device.leakDetectionSystem ?? false,
  });
  if (duty.required) {
    let check = new Date(logStart.getTime() + duty.intervalMonths * 30 * DAY);
    let last: Date | null = null;
    // Some devices are deliberately behind on their checks, so "overdue" shows in the portal.
    const behind = ctx.random.chance(0.15) ? duty.intervalMonths * 30 * DAY : 0;
    while (check.getTime() < ctx.day.getTime() - behind) {
      const leak = ctx.random.chance(0.08);
      const performedAt = new Date(check.getTime() + ctx.random.int(0, 20) * DAY);
      if (performedAt.getTime() >= ctx.day.getTime()) break;
      ctx.sink.add(schema.refrigerantLogbookEntries, {
        ...ctx.stamps(performedAt),
        ...base,
        ...technician(),
        kind: 'leak_check',
        leakCheckResult: leak ? 'leak_found' : 'no_leak',
        performedAt,
        notes: leak ? 'Lekkage op flare-verbinding gevonden en direct hersteld.' : null,
      });
      if (leak) {
        const added = ctx.random.decimal(0.3, Math.max(0.4, device.chargeKg! * 0.2), 2);
        const repairedAt = new Date(performedAt.getTime() + 2 * 3600_000);
        ctx.sink.add(schema.refrigerantLogbookEntries, {
          ...ctx.stamps(repairedAt),
          ...base,
          ...technician(),
          kind: 'added',
          quantityKg: added,
          gasOrigin: ctx.random.weighted([
            ['new', 6],
            ['recycled', 2],
            ['reclaimed', 1],
          ] as const),
          reason: 'Bijvullen na lekreparatie',
          performedAt: repairedAt,
        });
      }
      last = performedAt;
      check = new Date(performedAt.getTime() + duty.intervalMonths * 30 * DAY);
    }
    const lastDate = last ? dateOnly(last) : dateOnly(logStart);
    ctx.sink.add(schema.inspections, {
      ...ctx.stamps(last ?? logStart),
      organisationId: customer.org.id,
      serviceObjectId: device.id,
      regime: 'fgas_leak_check',
      intervalMonths: duty.intervalMonths,
      lastInspectionDate: last ? lastDate : null,
      nextDueDate: addMonths(lastDate, duty.intervalMonths),
      notes: `${duty.co2eqTonnes} t CO2-eq; controle elke ${duty.intervalMonths} maanden`,
    });
  }
  if (
    (device.category === 'chiller' || device.category === 'vrf_ac') &&
    (device.coolingCapacityKw ?? 0) >= 70
  ) {
    const last = ctx.daysAgo(ctx.random.int(200, 1900));
    ctx.sink.add(schema.inspections, {
      ...ctx.stamps(last),
      organisationId: customer.org.id,
      serviceObjectId: device.id,
      regime: 'epbd_ac',
      intervalMonths: 60,
      lastInspectionDate: dateOnly(last),
      nextDueDate: addMonths(dateOnly(last), 60),
      notes: 'Inspectie airconditioningsysteem > 70 kW (Bbl/EPBD)',
    });
  }
  if (ctx.random.chance(0.05) && installed.getTime() < ctx.day.getTime() - 8 * 365 * DAY) {
    const performedAt = ctx.daysAgo(ctx.random.int(20, 200));
    ctx.sink.add(schema.refrigerantLogbookEntries, {
      ...ctx.stamps(performedAt),
      ...base,
      ...technician(),
      kind: 'recovered',
      quantityKg: ctx.random.decimal(device.chargeKg! * 0.5, device.chargeKg!, 2),
      reason: 'Teruggewonnen voor compressorvervanging',
      performedAt,
    });
  }
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
