/**
 * Search, filters and sort of the devices overview, in memory. The overview loads the scope's
 * devices once through a live query and answers every keystroke here, so search stays instant with
 * thousands of devices and works offline: `deviceListItems` prepares each row once (its search
 * text, type and organisation names, next due dates), `findDevices` then only compares strings.
 */
import { z } from 'zod';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import { InspectionStatus, type Inspection, type ServiceObject } from '../../api/contract/service-objects';
import { dueStatus } from '../../lib/due-dates';
import { deviceDuties, dutyDevice, nextLeakCheck } from '../../lib/fgas-duties';
import { byDevice } from '../../lib/legal-supervision';
import { compareKeys, compareNatural, naturalSortKey } from '../../lib/natural-order';
import { isDueWithinDays } from '../../lib/statistics';

export const DeviceSort = z.enum(['number', 'name', 'nextLeakCheck']);
export type DeviceSort = z.infer<typeof DeviceSort>;

/** The overview's list state, kept per user (`usePersistedState`). */
export const DeviceQuery = z.object({
  search: z.string().max(200),
  organisationId: z.string().nullable(),
  typeId: z.string().nullable(),
  refrigerant: z.string().nullable(),
  /**
   * The status of the device's earliest statutory inspection; `none` = not under supervision;
   * `due_within_90_days` = due today or within 90 days (the dashboard's wider horizon).
   */
  status: z.union([InspectionStatus, z.literal('none'), z.literal('due_within_90_days')]).nullable(),
  sort: DeviceSort,
});
export type DeviceQuery = z.infer<typeof DeviceQuery>;

export const initialDeviceQuery: DeviceQuery = {
  search: '',
  organisationId: null,
  typeId: null,
  refrigerant: null,
  status: null,
  sort: 'number',
};

export interface DeviceListItem<Device extends ServiceObject = ServiceObject> {
  device: Device;
  typeName: string | null;
  organisationName: string | null;
  /** The next F-gas leak check (periodic or the re-check after a repair), if the device owes one. */
  nextLeakCheck: string | null;
  /** The earliest due date of any statutory duty of the device (the duty engine), and its status today. */
  nextInspection: string | null;
  inspectionStatus: InspectionStatus | null;
  /** Whether that earliest duty falls due today or within 90 days (src/lib/statistics.ts). */
  isDueWithin90Days: boolean;
  /** Lower-cased number, name, brand, model, serial number, location, room and refrigerant. */
  searchText: string;
  /** `naturalSortKey` of the number and of the name: sorting compares these, not the texts. */
  numberKey: string;
  nameKey: string;
}

export interface DeviceLookups {
  typeNames: ReadonlyMap<string, string>;
  /** Device type id → its code, the equipment category the duties depend on. */
  typeCodes: ReadonlyMap<string, string>;
  organisationNames: ReadonlyMap<string, string>;
  inspections: readonly Pick<
    Inspection,
    'serviceObjectId' | 'regime' | 'intervalMonths' | 'lastInspectionDate'
  >[];
  logbook: readonly RefrigerantLogbookEntry[];
}

function normalise(text: string): string {
  // Dutch has no casing rules of its own, and the plain mapping is ~30x faster over 10,000 devices.
  return text.toLowerCase();
}

/** One list item per device, with what search, filters and sort need computed once. */
export function deviceListItems<Device extends ServiceObject>(
  devices: readonly Device[],
  lookups: DeviceLookups,
  today: string,
): DeviceListItem<Device>[] {
  const logbookByDevice = byDevice(lookups.logbook);
  const inspectionsByDevice = byDevice(lookups.inspections);
  return devices.map((device) => {
    const { duties } = deviceDuties(
      dutyDevice(device, lookups.typeCodes),
      logbookByDevice.get(device.id) ?? [],
      inspectionsByDevice.get(device.id) ?? [],
    );
    const inspectionDate = duties[0]?.dueDate ?? null;
    return {
      device,
      typeName: device.typeId ? (lookups.typeNames.get(device.typeId) ?? null) : null,
      organisationName: lookups.organisationNames.get(device.organisationId) ?? null,
      nextLeakCheck: nextLeakCheck(duties)?.dueDate ?? null,
      nextInspection: inspectionDate,
      inspectionStatus: inspectionDate === null ? null : dueStatus(inspectionDate, today),
      isDueWithin90Days: inspectionDate !== null && isDueWithinDays(inspectionDate, today, 90),
      numberKey: naturalSortKey(device.number),
      nameKey: naturalSortKey(device.name),
      searchText: normalise(
        [
          device.number,
          device.name,
          device.brand,
          device.model,
          device.serialNumber,
          device.location,
          device.room,
          device.refrigerant,
        ]
          .filter((part) => part !== null)
          .join(' \u0000 '),
      ),
    };
  });
}

const comparators: Record<DeviceSort, (a: DeviceListItem, b: DeviceListItem) => number> = {
  number: (a, b) => compareKeys(a.numberKey, b.numberKey),
  name: (a, b) => compareKeys(a.nameKey, b.nameKey) || compareKeys(a.numberKey, b.numberKey),
  // Soonest first; devices without a leak-check duty last.
  nextLeakCheck: (a, b) => {
    if (a.nextLeakCheck === b.nextLeakCheck) return compareKeys(a.numberKey, b.numberKey);
    if (a.nextLeakCheck === null) return 1;
    if (b.nextLeakCheck === null) return -1;
    return a.nextLeakCheck < b.nextLeakCheck ? -1 : 1;
  },
};

/** The items in the order of `sort` (a new array). */
export function sortDevices<Item extends DeviceListItem>(items: readonly Item[], sort: DeviceSort): Item[] {
  return [...items].sort(comparators[sort]);
}

/**
 * The items matching `query`, in the order they come in. Every word of the search must occur in the
 * device's search text (so "daikin 2024" finds a Daikin with 2024 in its serial number);
 * `organisationIds`, when given, are the organisations the chosen company stands for (it and its
 * children). The overview sorts once per sort order (`sortDevices`) and filters that on each
 * keystroke: filtering keeps the order, and a keystroke never pays for a sort.
 */
export function filterDevices<Item extends DeviceListItem>(
  items: readonly Item[],
  query: DeviceQuery,
  organisationIds: ReadonlySet<string> | null = null,
): Item[] {
  const words = normalise(query.search).split(/\s+/).filter(Boolean);
  const refrigerant = query.refrigerant === null ? null : normalise(query.refrigerant);
  return items.filter((item) => {
    if (organisationIds && !organisationIds.has(item.device.organisationId)) return false;
    if (query.typeId !== null && item.device.typeId !== query.typeId) return false;
    if (refrigerant !== null && normalise(item.device.refrigerant ?? '') !== refrigerant) return false;
    if (query.status === 'due_within_90_days') {
      if (!item.isDueWithin90Days) return false;
    } else if (query.status !== null && (item.inspectionStatus ?? 'none') !== query.status) return false;
    return words.every((word) => item.searchText.includes(word));
  });
}

/** The items matching `query`, sorted by `query.sort`. */
export function findDevices<Item extends DeviceListItem>(
  items: readonly Item[],
  query: DeviceQuery,
  organisationIds: ReadonlySet<string> | null = null,
): Item[] {
  return filterDevices(sortDevices(items, query.sort), query, organisationIds);
}

/** The refrigerants present among the devices, for the filter, in natural order (R32 before R134a). */
export function refrigerantsOf(items: readonly DeviceListItem[]): string[] {
  const codes = new Set<string>();
  for (const item of items) if (item.device.refrigerant) codes.add(item.device.refrigerant);
  return [...codes].sort(compareNatural);
}
