/**
 * The legal-supervision list (product.md §8): every statutory duty of every device in service, with its
 * status today, soonest due first. One function for the server's `serviceobjects/legal-supervisions`
 * and the PWA's screen, which computes it offline from the same synced records, so both show the same
 * rows on the same day. The duties themselves come from the duty engine (fgas-duties.ts).
 */
import { dueStatus, type DueStatus } from './due-dates';
import {
  DUTY_KINDS,
  deviceDuties,
  type Duty,
  type DutyDevice,
  type DutyInspection,
  type DutyKind,
  type DutyLogbookEntry,
} from './fgas-duties';
import { compareNatural } from './natural-order';

export interface SupervisedDevice extends DutyDevice {
  id: string;
  number: string;
}

export interface SupervisionDuty<Device extends SupervisedDevice> {
  /** `{deviceId}:{kind}`: a device owes each kind of duty once. */
  id: string;
  device: Device;
  duty: Duty;
  status: DueStatus;
}

export interface SupervisionFilter {
  statuses?: ReadonlySet<DueStatus> | null;
  kinds?: ReadonlySet<DutyKind> | null;
}

/** Groups rows by their device id, for the lookups of `supervisionDuties`. */
export function byDevice<Row extends { serviceObjectId: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const list = map.get(row.serviceObjectId);
    if (list) list.push(row);
    else map.set(row.serviceObjectId, [row]);
  }
  return map;
}

/**
 * The duties of `devices` (those decommissioned owe none) with their status on `today`, narrowed by
 * `filter`, soonest due first, then device number in natural order, then the kind's order.
 */
export function supervisionDuties<Device extends SupervisedDevice>(
  devices: readonly Device[],
  logbookByDevice: ReadonlyMap<string, readonly DutyLogbookEntry[]>,
  inspectionsByDevice: ReadonlyMap<string, readonly DutyInspection[]>,
  today: string,
  filter: SupervisionFilter = {},
): SupervisionDuty<Device>[] {
  const rows: SupervisionDuty<Device>[] = [];
  for (const device of devices) {
    if (device.decommissionedDate !== null) continue;
    const { duties } = deviceDuties(
      device,
      logbookByDevice.get(device.id) ?? [],
      inspectionsByDevice.get(device.id) ?? [],
    );
    for (const duty of duties) {
      if (filter.kinds && !filter.kinds.has(duty.kind)) continue;
      const status = dueStatus(duty.dueDate, today);
      if (filter.statuses && !filter.statuses.has(status)) continue;
      rows.push({ id: `${device.id}:${duty.kind}`, device, duty, status });
    }
  }
  return rows.sort(
    (a, b) =>
      a.duty.dueDate.localeCompare(b.duty.dueDate) ||
      compareNatural(a.device.number, b.device.number) ||
      DUTY_KINDS.indexOf(a.duty.kind) - DUTY_KINDS.indexOf(b.duty.kind),
  );
}
