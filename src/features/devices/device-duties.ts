/**
 * The lists of legal supervision and of the mandatory checklist, computed in memory from the scope's
 * devices, their logbook and their recorded inspections (the screens read each table once through a
 * live query). Duties and due dates come from the duty engine of src/lib (fgas-duties.ts, through
 * legal-supervision.ts), the same code the server's lists run; statuses are against today, so they are
 * right offline on the day they are read.
 */
import { z } from 'zod';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import {
  DutyKind,
  InspectionStatus,
  type Inspection,
  type ServiceObject,
} from '../../api/contract/service-objects';
import { checklistDueDate, dueStatus } from '../../lib/due-dates';
import { dutyDevice, type DutyDevice } from '../../lib/fgas-duties';
import { byDevice, supervisionDuties, type SupervisionDuty } from '../../lib/legal-supervision';
import { compareNatural } from '../../lib/natural-order';

export type SupervisionRow<Device extends ServiceObject = ServiceObject> = SupervisionDuty<
  Device & DutyDevice
>;

export const SupervisionFilter = z.object({
  status: InspectionStatus.nullable(),
  regime: DutyKind.nullable().catch(null),
  organisationId: z.string().nullable(),
});
export type SupervisionFilter = z.infer<typeof SupervisionFilter>;

export const initialSupervisionFilter: SupervisionFilter = {
  status: null,
  regime: null,
  organisationId: null,
};

/**
 * Every statutory duty of the devices in service, with its status today, soonest due first;
 * `organisationIds`, when given, narrows to a company and its children.
 */
export function supervisionRows<Device extends ServiceObject>(
  devices: readonly Device[],
  typeCodes: ReadonlyMap<string, string>,
  logbook: readonly RefrigerantLogbookEntry[],
  inspections: readonly Inspection[],
  filter: SupervisionFilter,
  organisationIds: ReadonlySet<string> | null,
  today: string,
): SupervisionRow<Device>[] {
  const inScope = organisationIds
    ? devices.filter((device) => organisationIds.has(device.organisationId))
    : devices;
  return supervisionDuties(
    inScope.map((device) => dutyDevice(device, typeCodes)),
    byDevice(logbook),
    byDevice(inspections),
    today,
    {
      statuses: filter.status === null ? null : new Set([filter.status]),
      kinds: filter.regime === null ? null : new Set([filter.regime]),
    },
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
