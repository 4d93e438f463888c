/**
 * The lists of legal supervision and of the mandatory checklist, computed in memory from the scope's
 * inspections and devices (the screens read each table once through a live query). Statuses come
 * from device-status.ts against today, so they are right offline on the day they are read.
 */
import { z } from 'zod';
import {
  InspectionRegime,
  InspectionStatus,
  type Inspection,
  type ServiceObject,
} from '../../api/contract/service-objects';
import { checklistDueDate, dueStatus } from '../../lib/due-dates';
import { compareNatural } from '../../lib/natural-order';

export interface SupervisionRow<
  Row extends Inspection = Inspection,
  Device extends ServiceObject = ServiceObject,
> {
  inspection: Row;
  device: Device;
  status: InspectionStatus;
}

export const SupervisionFilter = z.object({
  status: InspectionStatus.nullable(),
  regime: InspectionRegime.nullable(),
  organisationId: z.string().nullable(),
});
export type SupervisionFilter = z.infer<typeof SupervisionFilter>;

export const initialSupervisionFilter: SupervisionFilter = {
  status: null,
  regime: null,
  organisationId: null,
};

/**
 * Every inspection of a device that is in the list and not decommissioned, with its status today,
 * soonest due first; `organisationIds`, when given, narrows to a company and its children.
 */
export function supervisionRows<Row extends Inspection, Device extends ServiceObject>(
  inspections: readonly Row[],
  devices: readonly Device[],
  filter: SupervisionFilter,
  organisationIds: ReadonlySet<string> | null,
  today: string,
): SupervisionRow<Row, Device>[] {
  const devicesById = new Map(devices.map((device) => [device.id, device]));
  const rows: SupervisionRow<Row, Device>[] = [];
  for (const inspection of inspections) {
    const device = devicesById.get(inspection.serviceObjectId);
    if (!device || device.decommissionedDate !== null) continue;
    if (organisationIds && !organisationIds.has(device.organisationId)) continue;
    if (filter.regime !== null && inspection.regime !== filter.regime) continue;
    const status = dueStatus(inspection.nextDueDate, today);
    if (filter.status !== null && status !== filter.status) continue;
    rows.push({ inspection, device, status });
  }
  return rows.sort(
    (a, b) =>
      a.inspection.nextDueDate.localeCompare(b.inspection.nextDueDate) ||
      compareNatural(a.device.number, b.device.number),
  );
}

export interface ChecklistDueRow<Device extends ServiceObject = ServiceObject> {
  device: Device;
  dueDate: string;
  status: Exclude<InspectionStatus, 'ok'>;
}

/** The devices whose periodic checklist is due soon or overdue today, the most overdue first. */
export function checklistDueRows<Device extends ServiceObject>(
  devices: readonly Device[],
  organisationIds: ReadonlySet<string> | null,
  today: string,
): ChecklistDueRow<Device>[] {
  const rows: ChecklistDueRow<Device>[] = [];
  for (const device of devices) {
    if (organisationIds && !organisationIds.has(device.organisationId)) continue;
    const dueDate = checklistDueDate(device);
    if (dueDate === null) continue;
    const status = dueStatus(dueDate, today);
    if (status === 'ok') continue;
    rows.push({ device, dueDate, status });
  }
  return rows.sort(
    (a, b) => a.dueDate.localeCompare(b.dueDate) || compareNatural(a.device.number, b.device.number),
  );
}
