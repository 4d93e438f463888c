import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../api/contract/appointments';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import type { Inspection, ServiceObject } from '../../api/contract/service-objects';
import { todaysAppointments, type TodayRows } from './today';

const org = '00000000-0000-7000-8000-0000000000f1';
const technician = 'Ruud Brouwer';

function id(n: number): string {
  return `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

/** R410A 10 kg = 20.875 t CO2-eq: a leak check every 12 months; installed long ago, never checked. */
function device(n: number, fields: Partial<ServiceObject> = {}): ServiceObject {
  return {
    id: id(n),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    organisationId: org,
    number: `SO-${n}`,
    name: `Apparaat ${n}`,
    typeId: null,
    brand: null,
    model: null,
    serialNumber: null,
    location: null,
    room: null,
    installationDate: '2020-01-01',
    decommissionedDate: null,
    coolingCapacityKw: null,
    refrigerant: 'R410A',
    chargeKg: 10,
    co2EqTonnes: 20.875,
    hermeticallySealed: false,
    leakDetectionSystem: false,
    publicId: `p${n}`,
    memo: null,
    checklistIntervalMonths: null,
    lastChecklistDate: null,
    ...fields,
  };
}

function appointment(n: number, startsAt: string, fields: Partial<Appointment> = {}): Appointment {
  return {
    id: id(200 + n),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    organisationId: org,
    title: `Afspraak ${n}`,
    description: null,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString(),
    location: null,
    serviceObjectId: null,
    orderId: null,
    technicianName: technician,
    ...fields,
  };
}

/** A leak check without a leak on `day`. */
function leakCheck(n: number, deviceNumber: number, day: string): RefrigerantLogbookEntry {
  return {
    id: id(300 + n),
    createdAt: `${day}T10:00:00Z`,
    updatedAt: `${day}T10:00:00Z`,
    organisationId: org,
    serviceObjectId: id(deviceNumber),
    kind: 'leak_check',
    refrigerant: 'R410A',
    quantityKg: null,
    reason: null,
    gasOrigin: null,
    facilityName: null,
    facilityAddress: null,
    facilityCertificateNumber: null,
    leakCheckResult: 'no_leak',
    leakLocation: null,
    repairResult: null,
    detectionSystemResult: null,
    recoveryDestination: null,
    disposalMeasures: null,
    technicianName: technician,
    technicianCertificateNumber: 'STEK-P-118834',
    companyName: 'Koelservice',
    companyCertificateNumber: 'B-5678',
    performedAt: `${day}T10:00:00Z`,
    workOrderId: null,
    correctsEntryId: null,
    notes: null,
    recordedByUserId: null,
  };
}

function rows(fields: Partial<TodayRows<Appointment, ServiceObject>>): TodayRows<Appointment, ServiceObject> {
  return {
    appointments: [],
    devices: [],
    orderDevices: [],
    logbook: [],
    inspections: [] as Inspection[],
    typeCodes: new Map(),
    ...fields,
  };
}

const titles = (items: ReturnType<typeof todaysAppointments>) => items.map((item) => item.appointment.title);

describe("a technician's day", () => {
  // 11:00 in Amsterdam (CET, UTC+1) on Thursday 26 November 2026.
  const now = new Date('2026-11-26T10:00:00Z');

  it("lists only today's appointments under the technician's name, in start order", () => {
    const items = todaysAppointments(
      rows({
        appointments: [
          appointment(1, '2026-11-26T13:00:00Z'),
          appointment(2, '2026-11-26T07:30:00Z'),
          appointment(3, '2026-11-25T09:00:00Z'),
          appointment(4, '2026-11-27T09:00:00Z'),
          appointment(5, '2026-11-26T08:00:00Z', { technicianName: 'Bram Kok' }),
          appointment(6, '2026-11-26T09:00:00Z'),
        ],
      }),
      { now, technicianName: technician },
    );
    expect(titles(items)).toEqual(['Afspraak 2', 'Afspraak 6', 'Afspraak 1']);
  });

  it("lists every technician's appointments when no name is given", () => {
    const items = todaysAppointments(
      rows({
        appointments: [
          appointment(1, '2026-11-26T13:00:00Z'),
          appointment(5, '2026-11-26T08:00:00Z', { technicianName: 'Bram Kok' }),
        ],
      }),
      { now, technicianName: null },
    );
    expect(titles(items)).toEqual(['Afspraak 5', 'Afspraak 1']);
  });

  it('takes the day in Amsterdam, not in UTC, in winter', () => {
    const appointments = [
      appointment(1, '2026-11-26T22:45:00Z'), // 23:45 on the 26th in Amsterdam
      appointment(2, '2026-11-26T23:15:00Z'), // 00:15 on the 27th in Amsterdam
      appointment(3, '2026-11-27T22:59:00Z'), // 23:59 on the 27th in Amsterdam
      appointment(4, '2026-11-27T23:00:00Z'), // 00:00 on the 28th in Amsterdam
    ];
    // 00:30 on the 27th in Amsterdam, while it is still the 26th in UTC.
    const justAfterMidnight = new Date('2026-11-26T23:30:00Z');
    expect(
      titles(todaysAppointments(rows({ appointments }), { now: justAfterMidnight, technicianName: null })),
    ).toEqual(['Afspraak 2', 'Afspraak 3']);
    // 23:30 on the 26th in Amsterdam.
    const justBeforeMidnight = new Date('2026-11-26T22:30:00Z');
    expect(
      titles(todaysAppointments(rows({ appointments }), { now: justBeforeMidnight, technicianName: null })),
    ).toEqual(['Afspraak 1']);
  });

  it('takes the day in Amsterdam in summer time too (UTC+2)', () => {
    const appointments = [
      appointment(1, '2026-07-01T21:59:00Z'), // 23:59 on 1 July in Amsterdam
      appointment(2, '2026-07-01T22:00:00Z'), // 00:00 on 2 July in Amsterdam
    ];
    const items = todaysAppointments(rows({ appointments }), {
      now: new Date('2026-07-02T06:00:00Z'),
      technicianName: null,
    });
    expect(titles(items)).toEqual(['Afspraak 2']);
  });

  it("resolves the appointment's own device first, then its order's devices by number, each once", () => {
    const order = id(900);
    const items = todaysAppointments(
      rows({
        appointments: [appointment(1, '2026-11-26T08:00:00Z', { serviceObjectId: id(10), orderId: order })],
        devices: [device(10), device(2), device(9), device(99)],
        orderDevices: [
          { orderId: order, serviceObjectId: id(10) },
          { orderId: order, serviceObjectId: id(9) },
          { orderId: order, serviceObjectId: id(2) },
          // Not synced to this device: left out rather than shown empty.
          { orderId: order, serviceObjectId: id(55) },
          { orderId: id(901), serviceObjectId: id(99) },
        ],
      }),
      { now, technicianName: technician },
    );
    expect(items[0]!.devices.map((item) => item.device.number)).toEqual(['SO-10', 'SO-2', 'SO-9']);
  });

  it('shows only the duties and checklists due within 30 days or overdue', () => {
    const items = todaysAppointments(
      rows({
        appointments: [
          appointment(1, '2026-11-26T08:00:00Z', { serviceObjectId: id(1) }),
          appointment(2, '2026-11-26T10:00:00Z', { serviceObjectId: id(2) }),
          appointment(3, '2026-11-26T12:00:00Z', { serviceObjectId: id(3) }),
        ],
        devices: [
          // Never checked since 2020: the leak check is overdue; the checklist was due on 1 November.
          device(1, { checklistIntervalMonths: 12, lastChecklistDate: '2025-11-01' }),
          // Checked on 10 December 2025: due on 10 December 2026, within 30 days.
          device(2, { checklistIntervalMonths: 12, lastChecklistDate: '2026-06-01' }),
          // Checked in June: nothing to do today.
          device(3, { checklistIntervalMonths: 12, lastChecklistDate: '2026-06-01' }),
        ],
        logbook: [leakCheck(1, 2, '2025-12-10'), leakCheck(2, 3, '2026-06-15')],
      }),
      { now, technicianName: technician },
    );
    const [first, second, third] = items.map((item) => item.devices[0]!);
    expect(first!.duties).toEqual([{ kind: 'fgas_leak_check', dueDate: '2021-01-01', status: 'overdue' }]);
    expect(first!.checklist).toEqual({ dueDate: '2026-11-01', status: 'overdue' });
    expect(second!.duties).toEqual([{ kind: 'fgas_leak_check', dueDate: '2026-12-10', status: 'due_soon' }]);
    expect(second!.checklist).toBeNull();
    expect(third!.duties).toEqual([]);
    expect(third!.checklist).toBeNull();
  });

  it('shows nothing due for a decommissioned device', () => {
    const items = todaysAppointments(
      rows({
        appointments: [appointment(1, '2026-11-26T08:00:00Z', { serviceObjectId: id(1) })],
        devices: [device(1, { decommissionedDate: '2024-01-01', checklistIntervalMonths: 12 })],
      }),
      { now, technicianName: technician },
    );
    expect(items[0]!.devices[0]).toMatchObject({ duties: [], checklist: null });
  });
});
