/**
 * A technician's day ("Vandaag"), pure and tested: the appointments that start on today's Amsterdam
 * calendar day, in start order, each with its devices (the appointment's own and those of its order)
 * and, per device, only what needs doing now: the statutory duties of the duty engine
 * (src/lib/fgas-duties.ts) and the periodic checklist, when due within `dueSoonDays` or overdue.
 * Everything is derived from the synced rows at the moment it is shown, so it is right offline on the
 * day it is read.
 */
import type { Appointment } from '../../api/contract/appointments';
import type { OrderServiceObject } from '../../api/contract/orders';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import type { Inspection, ServiceObject } from '../../api/contract/service-objects';
import { checklistDueDate, dueStatus } from '../../lib/due-dates';
import { deviceDuties, dutyDevice, type DutyKind } from '../../lib/fgas-duties';

import { byDevice } from '../../lib/legal-supervision';
import { compareNatural } from '../../lib/natural-order';
import { dutchDay } from '../../lib/dutch-day';

export type OpenStatus = 'due_soon' | 'overdue';

export interface OpenDuty {
  kind: DutyKind;
  dueDate: string;
  status: OpenStatus;
}

export interface TodayDevice<Device extends ServiceObject = ServiceObject> {
  device: Device;
  /** The statutory duties due soon or overdue, soonest first. */
  duties: OpenDuty[];
  /** The periodic checklist, when it is due soon or overdue. */
  checklist: { dueDate: string; status: OpenStatus } | null;
}

export interface TodayAppointment<
  Row extends Appointment = Appointment,
  Device extends ServiceObject = ServiceObject,
> {
  appointment: Row;
  /** The appointment's own device first, then its order's devices by number; those on this device only. */
  devices: TodayDevice<Device>[];
}

export interface TodayRows<Row extends Appointment, Device extends ServiceObject> {
  appointments: readonly Row[];
  /** The devices the appointments name (directly or through their orders); others are ignored. */
  devices: readonly Device[];
  orderDevices: readonly Pick<OrderServiceObject, 'orderId' | 'serviceObjectId'>[];
  logbook: readonly RefrigerantLogbookEntry[];
  inspections: readonly Inspection[];
  /** Device type id to its code, the equipment category the duties depend on. */
  typeCodes: ReadonlyMap<string, string>;
}

export interface TodayOptions {
  now: Date;
  /** Only the appointments under this technician's name; null for every appointment. */
  technicianName: string | null;
}

/** Whether an appointment starts on `now`'s Amsterdam day and is this technician's (when one is named). */
export function isTodaysAppointment(
  appointment: Pick<Appointment, 'startsAt' | 'technicianName'>,
  { now, technicianName }: TodayOptions,
): boolean {
  return (
    dutchDay(appointment.startsAt) === dutchDay(now) &&
    (technicianName === null || appointment.technicianName === technicianName)
  );
}

/** The ids of the devices an appointment concerns: its own device first, then its order's. */
export function appointmentDeviceIds(
  appointment: Pick<Appointment, 'serviceObjectId' | 'orderId'>,
  orderDevices: readonly Pick<OrderServiceObject, 'orderId' | 'serviceObjectId'>[],
): string[] {
  const ids = appointment.serviceObjectId ? [appointment.serviceObjectId] : [];
  for (const link of orderDevices) {
    if (appointment.orderId !== null && link.orderId === appointment.orderId) ids.push(link.serviceObjectId);
  }
  return [...new Set(ids)];
}

/** Today's appointments in start order with their devices and what is due on each. */
export function todaysAppointments<Row extends Appointment, Device extends ServiceObject>(
  rows: TodayRows<Row, Device>,
  options: TodayOptions,
): TodayAppointment<Row, Device>[] {
  const today = dutchDay(options.now);
  const deviceById = new Map(rows.devices.map((device) => [device.id, device]));
  const logbookByDevice = byDevice(rows.logbook);
  const inspectionsByDevice = byDevice(rows.inspections);
  const plans = new Map<string, TodayDevice<Device>>();

  const devicePlan = (device: Device): TodayDevice<Device> => {
    const known = plans.get(device.id);
    if (known) return known;
    const duties = deviceDuties(
      dutyDevice(device, rows.typeCodes),
      logbookByDevice.get(device.id) ?? [],
      inspectionsByDevice.get(device.id) ?? [],
    ).duties.flatMap((duty): OpenDuty[] => {
      const status = dueStatus(duty.dueDate, today);
      return status === 'ok' ? [] : [{ kind: duty.kind, dueDate: duty.dueDate, status }];
    });
    const checklistDate = checklistDueDate(device);
    const checklistStatus = checklistDate === null ? 'ok' : dueStatus(checklistDate, today);
    const plan: TodayDevice<Device> = {
      device,
      duties,
      checklist:
        checklistDate !== null && checklistStatus !== 'ok'
          ? { dueDate: checklistDate, status: checklistStatus }
          : null,
    };
    plans.set(device.id, plan);
    return plan;
  };

  return rows.appointments
    .filter((appointment) => isTodaysAppointment(appointment, options))
    .sort(
      (a, b) =>
        Date.parse(a.startsAt) - Date.parse(b.startsAt) || Date.parse(a.endsAt) - Date.parse(b.endsAt),
    )
    .map((appointment) => {
      const ownId = appointment.serviceObjectId;
      const own = ownId ? deviceById.get(ownId) : undefined;
      const others = appointmentDeviceIds(appointment, rows.orderDevices)
        .filter((id) => id !== ownId)
        .flatMap((id) => {
          const device = deviceById.get(id);
          return device ? [device] : [];
        })
        .sort((a, b) => compareNatural(a.number, b.number));
      return { appointment, devices: [...(own ? [own] : []), ...others].map(devicePlan) };
    });
}
