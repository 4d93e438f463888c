/**
 * Seeds a customer's orders over the past year: each with its service object, a work order and a
 * checklist once planned, a real work-report PDF once completed, and the technician's appointments.
 */
import { refrigerantCo2eq } from '../../../src/lib/fgas';
import * as schema from '../db/schema/index';
import { computeTotals, type PricedLine } from '../pdf/pdf-totals';
import { renderWorkReportPdf } from '../pdf/work-report-pdf';
import { TECHNICIANS } from './demo-access';
import {
  CALL_OUT_FEE,
  CHECKLIST_ITEMS,
  LABOUR,
  MATERIALS,
  ORDER_TITLES,
  WORK_DESCRIPTIONS,
} from './dutch-data';
import {
  DAY,
  dateOnly,
  pad,
  type Customer,
  type OrderRow,
  type SeedContext,
  type WorkOrderRow,
} from './seed-context';

/** An order as generated, with what the invoices and appointments of the same customer build on. */
export interface SeededOrder {
  order: OrderRow & { id: string };
  device: Customer['devices'][number];
  workOrder: WorkOrderRow | null;
  lines: PricedLine[];
}

export async function seedOrders(ctx: SeedContext, customer: Customer, reportFolderId: string) {
  const count = Math.max(4, Math.round(customer.devices.length * ctx.random.decimal(0.5, 0.8, 2)));
  const created: {
    order: OrderRow & { id: string };
    device: Customer['devices'][number];
    workOrder: WorkOrderRow | null;
    lines: PricedLine[];
  }[] = [];
  // A service customer always has some current work: the first few orders are recent (open,
  // planned or in progress), the rest spread over the past year.
  const recentCount = Math.min(3, count);
  const ages = Array.from({ length: count }, (_, index) =>
    index < recentCount ? ctx.random.int(0, 20) : ctx.random.int(21, 360),
  ).sort((a, b) => b - a);
  for (const age of ages) {
    const createdAt = ctx.daysAgo(age);
    const device = ctx.random.pick(customer.devices);
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
    const planned = new Date(createdAt.getTime() + ctx.random.int(1, 14) * DAY);
    const done = status === 'completed' || status === 'invoiced';
    const number = `O${createdAt.getUTCFullYear()}-${pad(++ctx.counters.order, 5)}`;
    const order = {
      ...ctx.stamps(createdAt, done ? planned : createdAt),
      organisationId: customer.org.id,
      number,
      status,
      description: `${ctx.random.pick(ORDER_TITLES)}: ${device.name}`,
      reference: ctx.random.chance(0.4) ? `PO ${ctx.random.digits(10)}` : null,
      plannedDate: status === 'open' ? null : dateOnly(planned),
      completedDate: done ? dateOnly(planned) : null,
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
      const tech = ctx.random.pick(TECHNICIANS);
      const started = new Date(planned.getTime());
      const hours = ctx.random.int(2, 12) / 2;
      const finished = new Date(started.getTime() + hours * 3600_000);
      const woStatus = done ? 'completed' : status === 'in_progress' ? 'in_progress' : 'planned';
      const description = ctx.random.pick(WORK_DESCRIPTIONS);
      workOrder = {
        ...ctx.stamps(createdAt, done ? finished : createdAt),
        organisationId: customer.org.id,
        orderId: order.id,
        serviceObjectId: device.id,
        number: `WB${createdAt.getUTCFullYear()}-${pad(++ctx.counters.workOrder, 5)}`,
        status: woStatus,
        technicianName: tech.name,
        plannedDate: dateOnly(planned),
        hours: done ? hours : null,
        workPerformed: done ? description : null,
        startedAt: woStatus === 'planned' ? null : started,
        completedAt: done ? finished : null,
        signedByName: done ? customer.contactName : null,
        signedAt: done ? finished : null,
        reportDocumentId: null as string | null,
      };
      const items = ctx.random.sample(CHECKLIST_ITEMS, ctx.random.int(5, 9)).map((label) => ({
        label,
        result: done
          ? ctx.random.weighted([
              ['ok', 12],
              ['not_ok', 1],
              ['na', 1],
            ] as const)
          : null,
        remark: null as string | null,
      }));
      for (const item of items) if (item.result === 'not_ok') item.remark = 'Hersteld tijdens bezoek';
      const materials = ctx.random.sample(MATERIALS, ctx.random.int(0, 3));
      lines.push(
        { description: CALL_OUT_FEE[0], quantity: 1, unit: 'post', unitPriceCents: CALL_OUT_FEE[1] },
        { description: LABOUR[0][0], quantity: hours, unit: 'uur', unitPriceCents: LABOUR[0][1] },
        ...materials.map(([description, unit, price]) => ({
          description,
          quantity: unit === 'kg' ? ctx.random.decimal(0.5, 4, 1) : ctx.random.int(1, 2),
          unit,
          unitPriceCents: price,
        })),
      );
      order.amountCents = computeTotals(lines).subtotalCents;
      if (done && customer.realPdfs) {
        const docId = ctx.ids.next(finished);
        const key = `work-orders/${workOrder.number}.pdf`;
        const added = lines.find((l) => l.unit === 'kg')?.quantity ?? 0;
        const size = await ctx.storePdf(key, () =>
          renderWorkReportPdf({
            workOrderNumber: workOrder!.number,
            orderNumber: number,
            startedAt: started,
            finishedAt: finished,
            technicianName: tech.name,
            technicianCertificate: tech.certificate,
            customerNumber: customer.org.code,
            addressee: customer.addressee,
            device: {
              number: device.number,
              name: device.name,
              brand: device.brand!,
              model: device.model!,
              serialNumber: device.serialNumber!,
              location: device.room!,
              refrigerant: device.refrigerant!,
              chargeKg: device.chargeKg!,
              co2eTonnes: refrigerantCo2eq(device.refrigerant!, device.chargeKg!),
            },
            description,
            checklist: items.map((i) => ({
              item: i.label,
              result: i.result === 'na' ? 'not_applicable' : (i.result ?? 'ok'),
              ...(i.remark ? { remark: i.remark } : {}),
            })),
            refrigerantAddedKg: added,
            refrigerantRecoveredKg: 0,
            leakCheckResult: 'no_leak',
            materials: materials.map(([d, unit]) => ({ description: d, quantity: 1, unit })),
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
        technicianName: tech.name,
        completedAt: done ? finished : null,
        items,
      });
    }
    created.push({ order, device, workOrder, lines });
  }
  return created;
}

export function seedAppointments(ctx: SeedContext, customer: Customer, orders: SeededOrder[]): void {
  const planned = orders.filter((o) => o.workOrder !== null).slice(-6);
  for (const { order, device, workOrder } of planned) {
    const startsAt = new Date(
      Date.parse(workOrder!.plannedDate!) + ctx.random.int(7 * 4, 14 * 4) * 15 * 60_000,
    );
    const appointment = {
      ...ctx.stamps(order.createdAt!),
      organisationId: customer.org.id,
      title: `Monteursbezoek: ${order.description}`,
      description: `Werkbon ${workOrder!.number}`,
      startsAt,
      endsAt: new Date(startsAt.getTime() + ctx.random.int(2, 8) * 30 * 60_000),
      location: `${customer.org.address}, ${customer.org.city}`,
      serviceObjectId: device.id,
      orderId: order.id,
      technicianName: workOrder!.technicianName,
    };
    ctx.sink.add(schema.appointments, appointment);
    ctx.timeline(customer, 3, appointment.title, startsAt, appointment.id);
  }
  // Upcoming periodic visits from the contract, so the agenda always shows the weeks ahead.
  for (let i = 0; i < 2; i++) {
    const startsAt = ctx.random.workMoment(ctx.day, 3, 45);
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
      technicianName: ctx.random.pick(TECHNICIANS).name,
    };
    ctx.sink.add(schema.appointments, appointment);
    ctx.timeline(customer, 3, appointment.title, startsAt, appointment.id);
  }
}
