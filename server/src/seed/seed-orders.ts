/**
 * Seeds a customer's orders over the past year: each with its service object, a work order and a
 * checklist once planned, a real work-report PDF once completed, and the technician's appointments.
 *
 * A completed work order records either maintenance without refrigerant, or one of the device's
 * logbook visits (seed-logbook.ts): then it takes that visit's day, technician and times, its
 * entries are linked to it (`workOrderId`), and its description, checklist, invoice lines and
 * work-report PDF are written from those entries. So a work order, its report and its invoice never
 * name refrigerant, kilograms or a leak-check result the logbook does not hold, and no parts or
 * refrigerant lines that do not fit the device.
 */
import { addDays, refrigerantCo2eq } from '../../../src/lib/fgas';
import * as schema from '../db/schema/index';
import { computeTotals, type PricedLine } from '../pdf/pdf-totals';
import { renderWorkReportPdf } from '../pdf/work-report-pdf';
import { kgByRefrigerant, workOrderLogbookEntries } from '../pdf/work-report-logbook';
import {
  CALL_OUT_FEE,
  CHECKLIST_ITEMS,
  LABOUR,
  LOGBOOK_CHECKLIST_ITEMS,
  MAINTENANCE_HOURS,
  MAINTENANCE_TITLES,
  MAINTENANCE_WORK,
  PARTS,
  REFRIGERANT_PRICES,
  forCategory,
} from './dutch-data';
import {
  pad,
  type Customer,
  type OrderRow,
  type SeedContext,
  type SeededDevice,
  type WorkOrderRow,
} from './seed-context';
import { visitStart, type LogbookEntryRow, type SeededVisit, type VisitPurpose } from './seed-logbook';
import {
  WORKDAY_END_MINUTES,
  WORKDAY_START_MINUTES,
  amsterdamDay,
  amsterdamMinutes,
  amsterdamMoment,
  nextWorkingDay,
  workingDayOnOrAfter,
  workingDayOnOrBefore,
  workingMomentOn,
} from './working-time';

/** An order as generated, with what the invoices and appointments of the same customer build on. */
export interface SeededOrder {
  order: OrderRow & { id: string };
  device: SeededDevice;
  workOrder: WorkOrderRow | null;
  lines: PricedLine[];
}

const MINUTE = 60_000;

/** How far from the drawn date a completed order may move to record a logbook visit of its device. */
const VISIT_WINDOW_DAYS = 60;

const VISIT_TITLES: Readonly<Record<VisitPurpose, string>> = {
  installation: 'Installatie en inbedrijfstelling',
  periodic_check: 'Periodieke lekcontrole F-gassen',
  leak: 'Storing: koudemiddellekkage',
  repair: 'Lekreparatie',
  recheck: 'Hercontrole na lekreparatie',
  refill: 'Vervangen compressor',
  detection_check: 'Jaarlijkse controle lekdetectiesysteem',
};

export async function seedOrders(ctx: SeedContext, customer: Customer, reportFolderId: string) {
  const count = Math.max(4, Math.round(customer.devices.length * ctx.random.decimal(0.5, 0.8, 2)));
  const created: SeededOrder[] = [];
  const today = amsterdamDay(ctx.day);
  const lastDay = workingDayOnOrBefore(addDays(today, -1));
  // A service customer always has some current work: the first few orders are recent (open,
  // planned or in progress), the rest spread over the past year.
  const recentCount = Math.min(3, count);
  const ages = Array.from({ length: count }, (_, index) =>
    index < recentCount ? ctx.random.int(0, 20) : ctx.random.int(21, 360),
  ).sort((a, b) => b - a);
  for (const age of ages) {
    let createdAt = ctx.daysAgo(age);
    let device = ctx.random.pick(customer.devices);
    const status =
      age > 90
        ? ctx.random.weighted([
            ['invoiced', 7],
            ['completed', 2],
            ['cancelled', 1],
          ] as const)
        : age > 20
          ? ctx.random.weighted([
              ['completed', 4],
              ['invoiced', 3],
              ['in_progress', 2],
              ['planned', 1],
            ] as const)
          : ctx.random.weighted([
              ['open', 4],
              ['planned', 4],
              ['in_progress', 2],
            ] as const);
    const done = status === 'completed' || status === 'invoiced';
    const aimedDay = addDays(amsterdamDay(createdAt), ctx.random.int(1, 14));
    let visit: SeededVisit | null = null;
    let plannedDay: string;
    if (done) {
      // Refrigerant handled nearby is always on a work order (and invoiced); else a visit of the device.
      const handling = nearbyVisit(customer.devices, aimedDay, movesRefrigerant);
      if (handling) device = handling.device;
      visit = handling?.visit ?? nearbyVisit([device], aimedDay, () => true)?.visit ?? null;
      plannedDay = visit?.day ?? earlierDay(workingDayOnOrAfter(aimedDay), lastDay);
      // Maintenance on the day of a visit is that visit: it records the same entries.
      visit ??= device.visits.find((v) => v.day === plannedDay && v.workOrderId === null) ?? null;
      if (visit)
        createdAt = workingMomentOn(
          ctx.random,
          workingDayOnOrBefore(addDays(plannedDay, -ctx.random.int(1, 14))),
        );
    } else {
      // Planned work lies ahead (from the next working day on); work in progress started on the last
      // working day before the reference day and goes on (the same day whatever its hour, so the same
      // seed on the same day gives the same data).
      plannedDay =
        status === 'in_progress' ? lastDay : laterDay(workingDayOnOrAfter(aimedDay), nextWorkingDay(today));
    }
    // Created before the day of the work: a work order is planned before a technician starts it.
    if (amsterdamDay(createdAt) >= plannedDay) {
      createdAt = workingMomentOn(
        ctx.random,
        workingDayOnOrBefore(addDays(plannedDay, -ctx.random.int(1, 5))),
      );
    }
    const planned = visit ? visitStart(visit) : null;
    const number = `O${createdAt.getUTCFullYear()}-${pad(++ctx.counters.order, 5)}`;
    const order = {
      ...ctx.stamps(createdAt, createdAt),
      organisationId: customer.org.id,
      number,
      status,
      description: `${visit ? VISIT_TITLES[visit.purpose] : maintenanceTitle(ctx, device)}: ${device.name}`,
      reference: ctx.random.chance(0.4) ? `PO ${ctx.random.digits(10)}` : null,
      plannedDate: status === 'open' ? null : plannedDay,
      completedDate: done ? plannedDay : null,
      amountCents: null as number | null,
    };
    ctx.sink.add(schema.orders, order);
    ctx.sink.add(schema.orderServiceObjects, {
      ...ctx.stamps(createdAt),
      organisationId: customer.org.id,
      orderId: order.id,
      serviceObjectId: device.id,
    });
    let workOrder: WorkOrderRow | null = null;
    const lines: PricedLine[] = [];
    if (status !== 'open' && status !== 'cancelled') {
      const technician = visit?.technician ?? ctx.random.pick(ctx.technicians);
      // Hours that fit the device: a plug-in display case takes an hour or two, a chiller half a day.
      const [fewest, most] = MAINTENANCE_HOURS[device.category];
      const drawnHours = ctx.random.int(fewest * 2, most * 2) / 2;
      const started =
        planned ??
        workingMomentOn(ctx.random, plannedDay, WORKDAY_START_MINUTES, WORKDAY_END_MINUTES - drawnHours * 60);
      const hours = visit ? visitHours(visit, started, drawnHours) : drawnHours;
      const finished = new Date(started.getTime() + hours * 60 * MINUTE);
      const woStatus = done ? 'completed' : status === 'in_progress' ? 'in_progress' : 'planned';
      const description = visit
        ? describeVisit(visit)
        : ctx.random.pick(forCategory(MAINTENANCE_WORK, device.category, 1))[0];
      workOrder = {
        ...ctx.stamps(createdAt, done ? finished : createdAt),
        organisationId: customer.org.id,
        orderId: order.id,
        serviceObjectId: device.id,
        number: `WB${createdAt.getUTCFullYear()}-${pad(++ctx.counters.workOrder, 5)}`,
        status: woStatus,
        technicianName: technician.name,
        plannedDate: plannedDay,
        hours: done ? hours : null,
        workPerformed: done ? description : null,
        startedAt: woStatus === 'planned' ? null : started,
        completedAt: done ? finished : null,
        signedByName: done ? customer.contactName : null,
        signedAt: done ? finished : null,
        reportDocumentId: null as string | null,
      };
      if (visit) {
        // The rows are already in the sink; they are written at the end, with the link.
        visit.workOrderId = workOrder.id!;
        for (const entry of visit.entries) entry.workOrderId = workOrder.id!;
      }
      const items = checklistItems(ctx, device, done, visit);
      const parts = ctx.random
        .sample(forCategory(PARTS, device.category, 3), ctx.random.int(0, 3))
        .map(([description, unit, price]) => ({
          description,
          quantity: unit === 'm' ? ctx.random.decimal(1, 4, 1) : unit === 'st' ? ctx.random.int(1, 2) : 1,
          unit,
          unitPriceCents: price,
        }));
      lines.push(
        { description: CALL_OUT_FEE[0], quantity: 1, unit: 'post', unitPriceCents: CALL_OUT_FEE[1] },
        { description: LABOUR[0][0], quantity: hours, unit: 'uur', unitPriceCents: LABOUR[0][1] },
        ...parts,
        ...(done && visit ? refrigerantLines(visit.entries) : []),
      );
      order.amountCents = computeTotals(lines).subtotalCents;
      if (done) order.updatedAt = finished;
      if (done && customer.realPdfs) {
        const docId = ctx.ids.next(finished);
        const key = `work-orders/${workOrder.number}.pdf`;
        const logbook = workOrderLogbookEntries(device.visits.flatMap((v) => v.entries).map(asReportEntry), {
          id: workOrder.id!,
          serviceObjectIds: [device.id],
          day: plannedDay,
        });
        const size = await ctx.storePdf(key, () =>
          renderWorkReportPdf({
            locale: 'nl',
            workOrderNumber: workOrder!.number,
            orderNumber: number,
            startedAt: started,
            finishedAt: finished,
            technicianName: technician.name,
            technicianCertificate: technician.certificate,
            customerNumber: customer.org.code,
            addressee: customer.addressee,
            device: {
              number: device.number,
              name: device.name,
              brand: device.brand!,
              model: device.model!,
              serialNumber: device.serialNumber!,
              location: device.room!,
              refrigerant: device.refrigerant,
              chargeKg: device.chargeKg,
              co2eTonnes: refrigerantCo2eq(device.refrigerant, device.chargeKg),
            },
            description,
            checklist: items.map((i) => ({
              item: i.label,
              result: i.result === 'na' ? 'not_applicable' : (i.result ?? 'ok'),
              ...(i.remark ? { remark: i.remark } : {}),
            })),
            logbook,
            materials: parts.map(({ description: d, quantity, unit }) => ({
              description: d,
              quantity,
              unit,
            })),
            hours,
            signedBy: customer.contactName,
          }),
        );
        ctx.sink.add(schema.documents, {
          id: docId,
          createdAt: finished,
          updatedAt: finished,
          organisationId: customer.org.id,
          folderId: reportFolderId,
          name: `Werkbon ${workOrder.number}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: size,
          storageKey: key,
          orderId: order.id,
          serviceObjectId: device.id,
        });
        workOrder.reportDocumentId = docId;
      }
      ctx.sink.add(schema.workOrders, workOrder);
      ctx.sink.add(schema.checklists, {
        ...ctx.stamps(createdAt, done ? finished : createdAt),
        organisationId: customer.org.id,
        serviceObjectId: device.id,
        workOrderId: workOrder.id!,
        orderId: order.id,
        title: `Onderhoudschecklist ${device.name}`,
        status: done ? 'completed' : 'open',
        technicianName: technician.name,
        completedAt: done ? finished : null,
        items,
      });
    }
    created.push({ order, device, workOrder, lines });
  }
  return created;
}

const earlierDay = (a: string, b: string) => (a < b ? a : b);
const laterDay = (a: string, b: string) => (a > b ? a : b);

/** An order title for maintenance of `device`: one that fits its kind, in its own word. */
function maintenanceTitle(ctx: SeedContext, device: SeededDevice): string {
  const [title] = ctx.random.pick(forCategory(MAINTENANCE_TITLES, device.category, 1));
  return title.replace('{label}', device.name.split(' ')[0]!);
}

/** A visit no work order records yet, of one of `devices`, the nearest to `day` within the window. */
function nearbyVisit(
  devices: readonly SeededDevice[],
  day: string,
  test: (visit: SeededVisit) => boolean,
): { device: SeededDevice; visit: SeededVisit } | null {
  const distance = (visit: SeededVisit) => Math.abs(Date.parse(visit.day) - Date.parse(day)) / 86_400_000;
  const candidates = devices.flatMap((device) =>
    device.visits
      .filter((visit) => visit.workOrderId === null && distance(visit) <= VISIT_WINDOW_DAYS && test(visit))
      .map((visit) => ({ device, visit })),
  );
  candidates.sort(
    (a, b) =>
      distance(a.visit) - distance(b.visit) ||
      a.visit.day.localeCompare(b.visit.day) ||
      a.device.id.localeCompare(b.device.id),
  );
  return candidates[0] ?? null;
}

const movesRefrigerant = (visit: SeededVisit) =>
  visit.entries.some(
    (entry) => entry.kind === 'added' || entry.kind === 'recovered' || entry.kind === 'installed',
  );

/**
 * Hours on a visit, in quarter hours: at least until a quarter hour after its last entry, at most
 * until 17:00 when the drawn hours fit. Entries end by 16:45, so the visit ends by 17:00.
 */
function visitHours(visit: SeededVisit, started: Date, drawn: number): number {
  const last = visit.entries.at(-1)!.performedAt;
  const needed = Math.ceil((last.getTime() - started.getTime()) / (15 * MINUTE)) / 4 + 0.25;
  const untilClosing = Math.floor((WORKDAY_END_MINUTES - amsterdamMinutes(started)) / 15) / 4;
  return Math.max(needed, Math.min(drawn, untilClosing));
}

/** The work order's description, written from the visit's logbook entries. */
function describeVisit(visit: SeededVisit): string {
  const entry = (kind: string) => visit.entries.find((e) => e.kind === kind);
  const check = entry('leak_check');
  const repair = entry('repair');
  const added = entry('added');
  const sentences: string[] = [];
  switch (visit.purpose) {
    case 'installation':
      sentences.push('Nieuwe installatie in bedrijf gesteld, opleverprotocol ingevuld en logboek aangelegd.');
      break;
    case 'periodic_check':
      sentences.push('Periodieke lekcontrole F-gassen uitgevoerd, geen lekkage geconstateerd.');
      break;
    case 'recheck':
      sentences.push('Hercontrole na lekreparatie uitgevoerd: reparatie is effectief, geen lekkage.');
      break;
    case 'leak':
      sentences.push(
        `Lekcontrole F-gassen: lekkage gevonden (${check?.leakLocation?.toLowerCase() ?? 'onbekend'}).`,
      );
      if (!repair) sentences.push('Reparatie ingepland.');
      break;
    case 'repair':
      sentences.push('Lekkage hersteld.');
      break;
    case 'refill':
      sentences.push(
        'Compressor vervangen na motorschade: koudemiddel teruggewonnen, systeem vacuüm getrokken en opnieuw gevuld.',
      );
      break;
    case 'detection_check':
      sentences.push(
        entry('lds_check')?.detectionSystemResult === 'faulty'
          ? 'Lekdetectiesysteem getest: sensor geeft geen alarm, vervanging besteld.'
          : 'Lekdetectiesysteem met testgas getest: alarm en doormelding werken.',
      );
      break;
  }
  if (repair?.reason) sentences.push(`${repair.reason}.`);
  if (added) sentences.push('Systeem bijgevuld tot de nominale vulling.');
  return sentences.join(' ');
}

/**
 * The checklist of a visit: the items that fit the device, plus the items that state a logbook fact
 * when (and only when) the visit's entries show it.
 */
function checklistItems(ctx: SeedContext, device: SeededDevice, done: boolean, visit: SeededVisit | null) {
  type Item = { label: string; result: 'ok' | 'not_ok' | 'na' | null; remark: string | null };
  const items: Item[] = ctx.random
    .sample(forCategory(CHECKLIST_ITEMS, device.category, 1), ctx.random.int(4, 7))
    .map(([label]) => ({
      label,
      result: done
        ? ctx.random.weighted([
            ['ok', 12],
            ['not_ok', 1],
            ['na', 1],
          ] as const)
        : null,
      remark: null,
    }));
  for (const item of items) if (item.result === 'not_ok') item.remark = 'Hersteld tijdens bezoek';
  const entries = done && visit ? visit.entries : [];
  const check = entries.find((entry) => entry.kind === 'leak_check');
  if (check) {
    const isLeak = check.leakCheckResult === 'leak_found';
    const isRepaired = entries.some((entry) => entry.kind === 'repair');
    items.unshift({
      label: LOGBOOK_CHECKLIST_ITEMS.leakCheck,
      result: isLeak ? 'not_ok' : 'ok',
      remark: isLeak ? `Lek: ${check.leakLocation}${isRepaired ? ', hersteld' : ''}` : null,
    });
  }
  const detection = entries.find((entry) => entry.kind === 'lds_check');
  if (detection) {
    const isFaulty = detection.detectionSystemResult === 'faulty';
    items.push({
      label: LOGBOOK_CHECKLIST_ITEMS.detectionSystem,
      result: isFaulty ? 'not_ok' : 'ok',
      remark: isFaulty ? 'Sensor defect, vervanging besteld' : null,
    });
  }
  if (entries.length > 0) items.push({ label: LOGBOOK_CHECKLIST_ITEMS.logbook, result: 'ok', remark: null });
  return items;
}

/** Invoice lines for the refrigerant a visit charged or added (kg from its logbook entries), and its disposal. */
function refrigerantLines(entries: readonly LogbookEntryRow[]): PricedLine[] {
  const reportEntries = entries.map(asReportEntry);
  const lines: PricedLine[] = kgByRefrigerant(reportEntries, ['installed', 'added']).map(
    ({ refrigerant, kg }) => ({
      description: `Koudemiddel ${refrigerant}`,
      quantity: kg,
      unit: 'kg',
      unitPriceCents: REFRIGERANT_PRICES[refrigerant] ?? 8000,
    }),
  );
  if (entries.some((entry) => entry.kind === 'recovered' && entry.recoveryDestination !== 'reuse')) {
    lines.push({
      description: 'Afvoer teruggewonnen koudemiddel naar verwerker, incl. afvoerbewijs',
      quantity: 1,
      unit: 'post',
      unitPriceCents: 4500,
    });
  }
  return lines;
}

/** A seeded logbook row as the work report reads it. */
function asReportEntry(entry: LogbookEntryRow) {
  return {
    id: entry.id,
    serviceObjectId: entry.serviceObjectId,
    workOrderId: entry.workOrderId ?? null,
    correctsEntryId: entry.correctsEntryId ?? null,
    kind: entry.kind,
    performedAt: entry.performedAt,
    refrigerant: entry.refrigerant,
    quantityKg: entry.quantityKg ?? null,
    reason: entry.reason ?? null,
    gasOrigin: entry.gasOrigin ?? null,
    facilityName: entry.facilityName ?? null,
    leakCheckResult: entry.leakCheckResult ?? null,
    leakLocation: entry.leakLocation ?? null,
    repairResult: entry.repairResult ?? null,
    detectionSystemResult: entry.detectionSystemResult ?? null,
    recoveryDestination: entry.recoveryDestination ?? null,
    technicianName: entry.technicianName,
    technicianCertificateNumber: entry.technicianCertificateNumber,
    companyName: entry.companyName,
    companyCertificateNumber: entry.companyCertificateNumber,
  };
}

export function seedAppointments(ctx: SeedContext, customer: Customer, orders: SeededOrder[]): void {
  const planned = orders.filter((o) => o.workOrder !== null).slice(-6);
  for (const { order, device, workOrder } of planned) {
    const startsAt =
      workOrder!.startedAt ??
      workingMomentOn(ctx.random, workOrder!.plannedDate!, WORKDAY_START_MINUTES, 14 * 60);
    const appointment = {
      ...ctx.stamps(order.createdAt!),
      organisationId: customer.org.id,
      title: `Monteursbezoek: ${order.description}`,
      description: `Werkbon ${workOrder!.number}`,
      startsAt,
      endsAt: workOrder!.completedAt ?? new Date(startsAt.getTime() + ctx.random.int(2, 6) * 30 * MINUTE),
      location: `${customer.org.address}, ${customer.org.city}`,
      serviceObjectId: device.id,
      orderId: order.id,
      technicianName: workOrder!.technicianName,
    };
    ctx.sink.add(schema.appointments, appointment);
    ctx.timeline(customer, { type: 3, record: appointment });
  }
  // Upcoming periodic visits from the contract, so the agenda always shows the weeks ahead.
  const today = amsterdamDay(ctx.day);
  for (let i = 0; i < 2; i++) {
    const day = workingDayOnOrAfter(addDays(today, ctx.random.int(3, 45)));
    const startsAt = workingMomentOn(ctx.random, day, WORKDAY_START_MINUTES, 15 * 60);
    const device = ctx.random.pick(customer.devices);
    const appointment = {
      ...ctx.stamps(ctx.daysAgo(ctx.random.int(1, 20))),
      organisationId: customer.org.id,
      title: `Periodiek onderhoud ${device.name}`,
      description: 'Onderhoud volgens contract; toegang tot technische ruimte graag regelen.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      location: `${customer.org.address}, ${customer.org.city}`,
      serviceObjectId: device.id,
      technicianName: ctx.random.pick(ctx.technicians).name,
    };
    ctx.sink.add(schema.appointments, appointment);
    ctx.timeline(customer, { type: 3, record: appointment });
  }
}

/**
 * The demo technician's day: two visits today (whatever day the demo is seeded on) under the name of
 * `monteur@`, at the holding's device with the most urgent duties and at the first branch, so
 * "Vandaag" shows what a technician starts the day with. Deterministic without the PRNG, so it moves
 * no other demo value.
 */
export function seedTechnicianDay(
  ctx: SeedContext,
  technicianName: string,
  customers: readonly Customer[],
): void {
  // Technicians work on weekdays: seeded on a weekend, the day shown is the next working day.
  const today = workingDayOnOrAfter(amsterdamDay(ctx.day));
  const plannedAt = amsterdamMoment(workingDayOnOrBefore(addDays(amsterdamDay(ctx.day), -7)), 9 * 60);
  const visits = [
    { minutes: 8 * 60, title: 'Lekcontrole en onderhoud' },
    { minutes: 11 * 60 + 30, title: 'Periodiek onderhoud' },
  ];
  customers.slice(0, visits.length).forEach((customer, index) => {
    const device = customer.devices[0];
    if (!device) return;
    const { minutes, title } = visits[index]!;
    const startsAt = amsterdamMoment(today, minutes);
    const appointment = {
      ...ctx.stamps(plannedAt),
      organisationId: customer.org.id,
      title: `${title} ${device.name}`,
      description: 'Toegang via de dienstingang; sleutel technische ruimte bij de receptie.',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      location: `${customer.org.address}, ${customer.org.city}`,
      serviceObjectId: device.id,
      technicianName,
    };
    ctx.sink.add(schema.appointments, appointment);
    ctx.timeline(customer, { type: 3, record: appointment });
  });
}
