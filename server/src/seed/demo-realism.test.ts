/**
 * The demo data read as a real service history: over every generated row (not a sample), texts name
 * only the kind of device they are for, parts fit the device, hours fit the job, dates are in order,
 * statuses agree with the seeding moment, and what staff did happened on a weekday in working hours,
 * Amsterdam time. Seeded twice: on a summer Sunday night (CEST, a weekend, before working hours) and
 * on a winter Monday before 07:30 (CET), the moments a UTC clock or a missing weekday rule shows.
 *
 * The word lists and bounds here are the test's own, not the generator's, so a wrong table in
 * dutch-data.ts fails here too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type DatabaseHandle } from '../db/client';
import { freshTestDatabase } from '../db/test-database';
import { MemoryFileStore } from '../files/memory-file-store';
import { seedDemoData } from './demo-data';
import { PARTS_BY_CATEGORY, type DeviceCategory } from './dutch-data';
import { isWorkingDay, isWorkingMoment, workingDayOnOrBefore } from './working-time';
import { addDays } from '../../../src/lib/fgas';
import { dutchDay } from '../../../src/lib/dutch-day';

/** Words that name a kind of device, with the kinds they may name ("airco" is a split or a VRF system). */
const KIND_WORDS: readonly (readonly [RegExp, readonly DeviceCategory[]])[] = [
  [/koelcel/, ['cold_room']],
  [/vriescel/, ['freezer_cell']],
  [/koelvitrine|koelmeubel|vrieskist|diepvrieseiland/, ['display_case']],
  [/koudwatermachine|koelwatermachine|kaltwassersatz/, ['chiller']],
  [/split[- ]airco/, ['split_ac']],
  [/(?<![a-z])vrf(?![a-z])/, ['vrf_ac']],
  [/(?<![a-z])airco(?![a-z])/, ['split_ac', 'vrf_ac']],
  [/warmtepomp/, ['heat_pump']],
  [/condensorunit/, ['condensing_unit']],
  [/ijsmachine|ijsbereider|ijsblokjes/, ['ice_machine']],
];

/** For each device-kind word in a text, the kinds it may name. */
function kindsNamed(text: string): (readonly DeviceCategory[])[] {
  const lower = text.toLowerCase();
  return KIND_WORDS.filter(([word]) => word.test(lower)).map(([, kinds]) => kinds);
}

/**
 * The most hours one work order (one visit) or one offer plausibly takes on a device of a kind: a
 * service visit is a working day at most; an offer is for replacing or adding such a device.
 */
const MAX_VISIT_HOURS = 9.5;
const MAX_MAINTENANCE_HOURS: Readonly<Record<DeviceCategory, number>> = {
  cold_room: 6,
  freezer_cell: 6,
  display_case: 3,
  chiller: 8,
  split_ac: 4,
  vrf_ac: 8,
  heat_pump: 5,
  condensing_unit: 6,
  ice_machine: 3,
};
const MAX_OFFER_HOURS: Readonly<Record<DeviceCategory, number>> = {
  cold_room: 24,
  freezer_cell: 24,
  display_case: 8,
  chiller: 40,
  split_ac: 12,
  vrf_ac: 40,
  heat_pump: 24,
  condensing_unit: 24,
  ice_machine: 6,
};

/** Invoice and offer lines that are not parts. */
const SERVICE_LINE =
  /^(Voorrijkosten|Arbeidsloon|Koudemiddel R|Afvoer teruggewonnen|Onderhoudscontract|Inbedrijfstelling)/;

interface Device {
  id: string;
  organisation_id: string;
  name: string;
  category: DeviceCategory;
}

type Row = Record<string, unknown>;

async function rows(handle: DatabaseHandle, table: string): Promise<Row[]> {
  const result = await queryRows<{ row: Row }>(
    handle.db,
    sql`select to_jsonb(t) as row from ${sql.identifier(table)} t order by id`,
  );
  return result.map((r) => r.row);
}

const moments = [
  { label: 'a summer Sunday at 03:00 (CEST)', now: new Date('2026-06-14T01:00:00Z') },
  { label: 'a winter Monday at 07:15 (CET)', now: new Date('2026-11-23T06:15:00Z') },
];

describe.each(moments)('the demo data seeded on $label', ({ now }) => {
  let handle: DatabaseHandle;
  const data: Record<string, Row[]> = {};
  const devices = new Map<string, Device>();
  const today = dutchDay(now.toISOString());
  /** The last working day before today: work in progress started on it or today. */
  const lastWorkingDay = workingDayOnOrBefore(addDays(today, -1));

  beforeAll(async () => {
    handle = await freshTestDatabase();
    await seedDemoData(handle, { files: new MemoryFileStore(), now });
    for (const table of [
      'orders',
      'order_service_objects',
      'work_orders',
      'checklists',
      'offers',
      'offer_lines',
      'invoices',
      'invoice_lines',
      'appointments',
      'tasks',
      'inbound_messages',
      'service_object_materials',
      'service_object_numbers',
      'refrigerant_logbook_entries',
      'inspections',
      'activity_logs',
    ]) {
      data[table] = await rows(handle, table);
    }
    const deviceRows = await queryRows<Device>(
      handle.db,
      sql`select s.id::text, s.organisation_id::text, s.name, t.code as category
          from service_objects s join service_object_types t on t.id = s.type_id`,
    );
    for (const device of deviceRows) devices.set(device.id, device);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  const deviceOf = (id: unknown) => devices.get(String(id));
  const orderDevice = () =>
    new Map(
      data['order_service_objects']!.map((link) => [
        String(link['order_id']),
        deviceOf(link['service_object_id'])!,
      ]),
    );
  const ms = (value: unknown) => Date.parse(String(value));

  /** Texts about one device that name a kind of device other than the device's own. */
  function wrongKind(texts: readonly { text: unknown; device: Device | undefined; what: string }[]) {
    const wrong: string[] = [];
    for (const { text, device, what } of texts) {
      if (typeof text !== 'string' || !device) continue;
      if (kindsNamed(text).some((kinds) => !kinds.includes(device.category)))
        wrong.push(`${what} "${text}" on ${device.category} "${device.name}"`);
    }
    return wrong;
  }

  it('names in every order, work order, checklist, offer, appointment, task and material only the kind of its own device', () => {
    const byOrder = orderDevice();
    const offers = new Map(data['offers']!.map((offer) => [String(offer['id']), offer]));
    const invoiceOrder = new Map(
      data['invoices']!.map((invoice) => [String(invoice['id']), invoice['order_id']]),
    );
    const texts = [
      ...data['orders']!.map((o) => ({
        text: o['description'],
        device: byOrder.get(String(o['id'])),
        what: 'order',
      })),
      ...data['work_orders']!.map((w) => ({
        text: w['work_performed'],
        device: deviceOf(w['service_object_id']),
        what: 'work order',
      })),
      ...data['checklists']!.flatMap((c) => [
        { text: c['title'], device: deviceOf(c['service_object_id']), what: 'checklist' },
        ...(c['items'] as { label: string }[]).map((item) => ({
          text: item.label,
          device: deviceOf(c['service_object_id']),
          what: 'checklist item',
        })),
      ]),
      ...data['offers']!.flatMap((o) => [
        { text: o['title'], device: deviceOf(o['service_object_id']), what: 'offer' },
        { text: o['description'], device: deviceOf(o['service_object_id']), what: 'offer' },
      ]),
      ...data['offer_lines']!.map((l) => ({
        text: l['description'],
        device: deviceOf(offers.get(String(l['offer_id']))?.['service_object_id']),
        what: 'offer line',
      })),
      ...data['invoice_lines']!.map((l) => ({
        text: l['description'],
        device: byOrder.get(String(invoiceOrder.get(String(l['invoice_id'])))),
        what: 'invoice line',
      })),
      ...data['appointments']!.flatMap((a) => [
        { text: a['title'], device: deviceOf(a['service_object_id']), what: 'appointment' },
        { text: a['description'], device: deviceOf(a['service_object_id']), what: 'appointment' },
      ]),
      ...data['tasks']!.flatMap((t) => [
        { text: t['title'], device: deviceOf(t['service_object_id']), what: 'task' },
        { text: t['description'], device: deviceOf(t['service_object_id']), what: 'task' },
      ]),
      ...data['service_object_materials']!.map((m) => ({
        text: m['description'],
        device: deviceOf(m['service_object_id']),
        what: 'material',
      })),
    ];
    expect(wrongKind(texts)).toEqual([]);
  });

  it('lets a customer write only about kinds of device it has', () => {
    const kindsOf = new Map<string, Set<DeviceCategory>>();
    for (const device of devices.values()) {
      const kinds = kindsOf.get(device.organisation_id) ?? new Set();
      kinds.add(device.category);
      kindsOf.set(device.organisation_id, kinds);
    }
    const wrong = data['inbound_messages']!.filter((message) =>
      kindsNamed(String(message['body'])).some(
        (kinds) => !kinds.some((kind) => kindsOf.get(String(message['organisation_id']))?.has(kind)),
      ),
    ).map((message) => String(message['body']));
    expect(wrong).toEqual([]);
  });

  it('bills and builds in only parts of the device’s own kind', () => {
    const byOrder = orderDevice();
    const invoiceOrder = new Map(
      data['invoices']!.map((invoice) => [String(invoice['id']), invoice['order_id']]),
    );
    const fits = (description: string, device: Device) =>
      PARTS_BY_CATEGORY[device.category].some(([part]) => part === description);
    const wrong: string[] = [];
    for (const line of data['invoice_lines']!) {
      const device = byOrder.get(String(invoiceOrder.get(String(line['invoice_id']))));
      const description = String(line['description']);
      if (!device || SERVICE_LINE.test(description)) continue;
      if (!fits(description, device)) wrong.push(`${description} on ${device.category}`);
    }
    for (const material of data['service_object_materials']!) {
      const device = deviceOf(material['service_object_id'])!;
      if (!fits(String(material['description']), device))
        wrong.push(`${String(material['description'])} built into ${device.category}`);
    }
    expect(wrong).toEqual([]);
  });

  it('takes hours that fit the job and the device: a working day per visit, less for maintenance of small devices', () => {
    const orders = new Map(data['orders']!.map((order) => [String(order['id']), order]));
    const wrong: string[] = [];
    for (const workOrder of data['work_orders']!) {
      const hours = workOrder['hours'] as number | null;
      if (hours === null) continue;
      const device = deviceOf(workOrder['service_object_id'])!;
      const description = String(orders.get(String(workOrder['order_id']))?.['description']);
      // Installing a device or replacing its compressor (recover, braze, vacuum, refill) takes a day.
      const isWholeDayJob = /^(Installatie|Vervangen compressor)/.test(description);
      const max = isWholeDayJob ? MAX_VISIT_HOURS : MAX_MAINTENANCE_HOURS[device.category];
      if (hours <= 0 || hours > max) wrong.push(`${hours} h on ${device.category}: ${description}`);
    }
    const offers = new Map(data['offers']!.map((offer) => [String(offer['id']), offer]));
    for (const line of data['offer_lines']!) {
      if (line['unit'] !== 'uur') continue;
      const offer = offers.get(String(line['offer_id']))!;
      const device = deviceOf(offer['service_object_id'])!;
      const hours = line['quantity'] as number;
      if (hours > MAX_OFFER_HOURS[device.category])
        wrong.push(`offer ${String(offer['title'])}: ${hours} h on ${device.category}`);
    }
    expect(wrong).toEqual([]);
  });

  it('orders every date: nothing due or completed before it was created, nothing done in the future', () => {
    const wrong: string[] = [];
    const check = (what: string, earlier: unknown, later: unknown) => {
      if (earlier == null || later == null) return;
      if (ms(later) < ms(earlier)) wrong.push(`${what}: ${String(later)} before ${String(earlier)}`);
    };
    const past = (what: string, moment: unknown) => {
      if (moment != null && ms(moment) > now.getTime())
        wrong.push(`${what} in the future: ${String(moment)}`);
    };
    for (const task of data['tasks']!) {
      check('task due', task['created_at'], task['due_at']);
      check('task completed', task['created_at'], task['completed_at']);
      past('task completed', task['completed_at']);
      past('task created', task['created_at']);
      if ((task['status'] === 'done') !== (task['completed_at'] !== null))
        wrong.push(`task ${String(task['status'])} completed at ${String(task['completed_at'])}`);
    }
    for (const order of data['orders']!) {
      check('order planned', dutchDay(String(order['created_at'])), order['planned_date']);
      check('order completed', dutchDay(String(order['created_at'])), order['completed_date']);
      past('order created', order['created_at']);
    }
    for (const workOrder of data['work_orders']!) {
      check('work order started', workOrder['created_at'], workOrder['started_at']);
      check('work order completed', workOrder['started_at'], workOrder['completed_at']);
      past('work order completed', workOrder['completed_at']);
      past('work order started', workOrder['started_at']);
    }
    for (const offer of data['offers']!) {
      check('offer answered', offer['sent_at'], offer['responded_at']);
      past('offer answered', offer['responded_at']);
      past('offer sent', offer['sent_at']);
    }
    for (const invoice of data['invoices']!) past('invoice', invoice['created_at']);
    for (const appointment of data['appointments']!) past('appointment created', appointment['created_at']);
    expect(wrong).toEqual([]);
  });

  it('gives work orders, orders and appointments the status their dates have at the seeding moment', () => {
    const orders = new Map(data['orders']!.map((order) => [String(order['id']), order]));
    const workOrders = new Map(data['work_orders']!.map((w) => [String(w['order_id']), w]));
    const wrong: string[] = [];
    for (const workOrder of data['work_orders']!) {
      const planned = String(workOrder['planned_date']);
      const status = workOrder['status'];
      const what = `work order ${String(status)} planned ${planned}`;
      if (status === 'planned' && (planned < today || workOrder['started_at'] !== null)) wrong.push(what);
      if (
        status === 'in_progress' &&
        (planned > today || planned < lastWorkingDay || ms(workOrder['started_at']) > now.getTime())
      )
        wrong.push(what);
      if (status === 'completed' && (planned > today || ms(workOrder['completed_at']) > now.getTime()))
        wrong.push(what);
      const order = orders.get(String(workOrder['order_id']))!;
      const expected = order['status'] === 'invoiced' ? 'completed' : order['status'];
      if (expected !== status) wrong.push(`order ${String(order['status'])} with ${what}`);
    }
    for (const order of data['orders']!) {
      const status = order['status'];
      const planned = order['planned_date'] as string | null;
      if (status === 'open' && planned !== null) wrong.push(`open order planned ${planned}`);
      if (status === 'planned' && (planned === null || planned < today))
        wrong.push(`planned order on ${planned}`);
      if (
        ['planned', 'in_progress', 'completed', 'invoiced'].includes(String(status)) &&
        !workOrders.has(String(order['id']))
      )
        wrong.push(`${String(status)} order without a work order`);
    }
    for (const appointment of data['appointments']!) {
      const workOrder = appointment['order_id'] ? workOrders.get(String(appointment['order_id'])) : undefined;
      if (!workOrder) continue;
      const starts = ms(appointment['starts_at']);
      const ends = ms(appointment['ends_at']);
      const status = workOrder['status'];
      if (status === 'planned' && starts <= now.getTime())
        wrong.push(`appointment of planned work at ${String(appointment['starts_at'])}`);
      if (status === 'in_progress' && starts > now.getTime())
        wrong.push(`appointment of work in progress at ${String(appointment['starts_at'])}`);
      if (status === 'completed' && ends > now.getTime())
        wrong.push(`appointment of completed work ending ${String(appointment['ends_at'])}`);
    }
    expect(wrong).toEqual([]);
  });

  it('puts everything staff did on a weekday between 07:30 and 17:00, Amsterdam time', () => {
    const wrong: string[] = [];
    const at = (what: string, moment: unknown) => {
      if (moment == null) return;
      if (!isWorkingMoment(new Date(String(moment)))) wrong.push(`${what} ${String(moment)}`);
    };
    for (const entry of data['refrigerant_logbook_entries']!) {
      at('logbook entry', entry['performed_at']);
      at('logbook entry recorded', entry['created_at']);
    }
    for (const workOrder of data['work_orders']!) {
      at('work order created', workOrder['created_at']);
      at('work order started', workOrder['started_at']);
      at('work order completed', workOrder['completed_at']);
      at('work order signed', workOrder['signed_at']);
      if (workOrder['planned_date'] && !isWorkingDay(String(workOrder['planned_date'])))
        wrong.push(`work order planned on ${String(workOrder['planned_date'])}`);
    }
    for (const checklist of data['checklists']!) at('checklist completed', checklist['completed_at']);
    for (const order of data['orders']!) at('order created', order['created_at']);
    for (const offer of data['offers']!) at('offer sent', offer['sent_at']);
    for (const invoice of data['invoices']!) at('invoice', invoice['created_at']);
    for (const appointment of data['appointments']!) {
      at('appointment start', appointment['starts_at']);
      at('appointment end', appointment['ends_at']);
      at('appointment made', appointment['created_at']);
    }
    for (const material of data['service_object_materials']!) at('material built in', material['created_at']);
    for (const reading of data['service_object_numbers']!) at('meter read', reading['read_at']);
    for (const inspection of data['inspections']!) at('inspection', inspection['created_at']);
    for (const task of data['tasks']!)
      if (task['created_by_user_id']) at('task made by staff', task['created_at']);
    expect(wrong).toEqual([]);
  });
});
