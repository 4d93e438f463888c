/**
 * Live reads of devices and what hangs off them, from the local database (one hook per question;
 * `undefined` while loading). The `load…` functions are the plain reads behind the hooks, so they can
 * be tested on a fresh database. Lists of the whole scope are read once and filtered in memory by
 * the screens (device-search.ts): an organisation has at most a few thousand devices, and one read
 * keeps each keystroke free of IndexedDB.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionName, LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { beginEarlyRead, useEarlyLiveQuery } from '../../db/early-reads';
import type { PortalDatabase } from '../../db/portal-database';
import { compareNatural } from '../../lib/natural-order';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';
import { readOrganisationScope } from '../../session/current-organisation';

export type DeviceRow = LocalRow<'serviceObjects'>;
export type ContractRow = LocalRow<'serviceObjectContracts'>;

/** Collections with an `organisationId` index, read per organisation scope. */
export type ScopedCollection =
  'serviceObjects' | 'inspections' | 'refrigerantLogbookEntries' | 'serviceObjectContracts';

/** Collections with a `serviceObjectId` index, read per device. */
export type DeviceChildCollection =
  | 'workOrders'
  | 'checklists'
  | 'serviceObjectMaterials'
  | 'serviceObjectPhotos'
  | 'serviceObjectNumbers'
  | 'documents'
  | 'offers'
  | 'inspections'
  | 'refrigerantLogbookEntries';

/** Every row of `name` in the organisations of `scope` (null: every stored row). */
export async function loadScopeRows<Name extends ScopedCollection>(
  db: PortalDatabase,
  name: Name,
  scope: readonly string[] | null,
): Promise<LocalRow<Name>[]> {
  const rows = await rowsOfOrganisations(db.records<ScopedCollection>(name), scope);
  return rows as LocalRow<Name>[];
}

/** The first devices of a scope by number, with what their duties read: see `loadFirstDevices`. */
export interface FirstDevices {
  devices: DeviceRow[];
  inspections: LocalRow<'inspections'>[];
  logbook: LocalRow<'refrigerantLogbookEntries'>[];
}

/**
 * The first `count` devices of `scope` by number, read from the `number` index, and their
 * inspections and logbook entries (their duties are computed from both): what the devices overview paints while it reads the whole scope (thousands of devices
 * take a few hundred milliseconds to come out of IndexedDB). Index order is the string order of the
 * numbers, which is their natural order for the portal's zero-padded numbers (`SO-000123`); when it is
 * not, the rows settle into natural order once the whole scope is read.
 */
export async function loadFirstDevices(
  db: PortalDatabase,
  scope: readonly string[] | null,
  count: number,
): Promise<FirstDevices> {
  const byNumber = db.records('serviceObjects').orderBy('number');
  const allowed = scope ? new Set(scope) : null;
  const devices = await (allowed ? byNumber.filter((device) => allowed.has(device.organisationId)) : byNumber)
    .limit(count)
    .toArray();
  const ids = devices.map((device) => device.id);
  // One read per device of each collection, all in one transaction: `anyOf` walks a cursor, one
  // callback on the main thread per row (hundreds of logbook entries for a screenful of devices).
  const inspectionsTable = db.records('inspections');
  const logbookTable = db.records('refrigerantLogbookEntries');
  const [inspections, logbook] = await db.transaction('r', [inspectionsTable, logbookTable], () =>
    Promise.all([
      Promise.all(ids.map((id) => inspectionsTable.where('serviceObjectId').equals(id).toArray())),
      Promise.all(ids.map((id) => logbookTable.where('serviceObjectId').equals(id).toArray())),
    ]),
  );
  return { devices, inspections: inspections.flat(), logbook: logbook.flat() };
}

/** The rows of `name` belonging to one device. */
export async function loadDeviceRows<Name extends DeviceChildCollection>(
  db: PortalDatabase,
  name: Name,
  deviceId: string,
): Promise<LocalRow<Name>[]> {
  const rows = await db
    .records<DeviceChildCollection>(name)
    .where('serviceObjectId')
    .equals(deviceId)
    .toArray();
  return rows as LocalRow<Name>[];
}

/** The contracts covering a device, through the contract-device links. */
export async function loadDeviceContracts(db: PortalDatabase, deviceId: string): Promise<ContractRow[]> {
  const links = await db
    .records('contractServiceObjects')
    .where('serviceObjectId')
    .equals(deviceId)
    .toArray();
  const contracts = await db.records('serviceObjectContracts').bulkGet(links.map((link) => link.contractId));
  return contracts.filter((contract) => contract !== undefined);
}

/** The devices a contract covers, by number. */
export async function loadContractDevices(db: PortalDatabase, contractId: string): Promise<DeviceRow[]> {
  const links = await db.records('contractServiceObjects').where('contractId').equals(contractId).toArray();
  const devices = await db.records('serviceObjects').bulkGet(links.map((link) => link.serviceObjectId));
  return devices.filter((device) => device !== undefined).sort((a, b) => compareNatural(a.number, b.number));
}

/** Per contract id, how many devices it covers. */
export async function loadContractDeviceCounts(
  db: PortalDatabase,
  contractIds: readonly string[],
): Promise<Map<string, number>> {
  const links = await db
    .records('contractServiceObjects')
    .where('contractId')
    .anyOf([...contractIds])
    .toArray();
  const counts = new Map<string, number>();
  for (const link of links) counts.set(link.contractId, (counts.get(link.contractId) ?? 0) + 1);
  return counts;
}

function scopeKey(scope: readonly string[] | null): string {
  return scope?.join(',') ?? '*';
}

/** Every row of `name` in `scope`, live; with `isEnabled` false nothing is read yet (undefined). */
export function useScopeRows<Name extends ScopedCollection>(
  name: Name,
  scope: readonly string[] | null,
  isEnabled = true,
): LocalRow<Name>[] | undefined {
  const db = useDatabase();
  const key = scopeKey(scope);
  // `key` stands for `scope`: a new array with the same organisations must not re-run the query.
  return useLiveQuery(
    () => (isEnabled ? loadScopeRows(db, name, scope) : undefined),
    [db, name, key, isEnabled],
  );
}

/** Rows the devices overview paints from the number index while the whole scope loads: more than a screenful. */
export const firstDevicesCount = 30;

/** The early read's key of `useFirstDevices(scope, count)` (db/early-reads.ts). */
export function firstDevicesKey(scope: readonly string[] | null, count: number): string {
  return `firstDevices:${scopeKey(scope)}:${count}`;
}

/** The early read's key of `useReferenceRows(name)`. */
export function referenceKey(name: ReferenceCollection): string {
  return `reference:${name}`;
}

function readReferenceRows<Name extends ReferenceCollection>(
  db: PortalDatabase,
  name: Name,
): Promise<LocalRow<Name>[]> {
  return db.records(name).toArray() as Promise<LocalRow<Name>[]>;
}

/**
 * Begins the devices overview's first reads as the database opens (db/early-reads.ts): its first
 * devices in the stored organisation scope, and the device types their rows name.
 */
export function beginDevicesOverviewReads(db: PortalDatabase): void {
  const scope = readOrganisationScope();
  beginEarlyRead(db, firstDevicesKey(scope, firstDevicesCount), () =>
    loadFirstDevices(db, scope, firstDevicesCount),
  );
  beginEarlyRead(db, referenceKey('serviceObjectTypes'), () => readReferenceRows(db, 'serviceObjectTypes'));
}

/** `loadFirstDevices` as a live read; `count` 0 reads nothing. */
export function useFirstDevices(scope: readonly string[] | null, count: number): FirstDevices | undefined {
  const db = useDatabase();
  // The key stands for `scope`, as in useScopeRows, and `count`.
  return useEarlyLiveQuery(db, firstDevicesKey(scope, count), async () =>
    count > 0 ? loadFirstDevices(db, scope, count) : { devices: [], inspections: [], logbook: [] },
  );
}

export function useDeviceRows<Name extends DeviceChildCollection>(
  name: Name,
  deviceId: string,
): LocalRow<Name>[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadDeviceRows(db, name, deviceId), [db, name, deviceId]);
}

type ReferenceCollection = Extract<CollectionName, 'serviceObjectTypes' | 'photoTypes'>;

/** A reference list (device types, photo types): small, read whole. */
export function useReferenceRows<Name extends ReferenceCollection>(name: Name): LocalRow<Name>[] | undefined {
  const db = useDatabase();
  return useEarlyLiveQuery(db, referenceKey(name), () => readReferenceRows(db, name));
}

/** One device; `null` when it is not in the local database (unknown, not synced, or out of reach). */
export function useDevice(deviceId: string): DeviceRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.records('serviceObjects').get(deviceId)) ?? null, [db, deviceId]);
}

export function useDeviceContracts(deviceId: string): ContractRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadDeviceContracts(db, deviceId), [db, deviceId]);
}

/** One contract; `null` when it is not in the local database. */
export function useContract(contractId: string): ContractRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (await db.records('serviceObjectContracts').get(contractId)) ?? null,
    [db, contractId],
  );
}

export function useContractDevices(contractId: string): DeviceRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadContractDevices(db, contractId), [db, contractId]);
}

export function useContractDeviceCounts(
  contractIds: readonly string[] | undefined,
): Map<string, number> | undefined {
  const db = useDatabase();
  const key = contractIds?.join(',');
  return useLiveQuery(
    async () => (contractIds ? loadContractDeviceCounts(db, contractIds) : undefined),
    [db, key],
  );
}

/** The folders of a device's documents. */
export function useDeviceFolders(deviceId: string): LocalRow<'folders'>[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const ownFolders = await db.records('folders').where('serviceObjectId').equals(deviceId).toArray();
    const documents = await db.records('documents').where('serviceObjectId').equals(deviceId).toArray();
    const folderIds = documents.map((document) => document.folderId).filter((id) => id !== null);
    const documentFolders = await db.records('folders').bulkGet(folderIds);
    const byId = new Map(
      [...ownFolders, ...documentFolders.filter((folder) => folder !== undefined)].map((f) => [f.id, f]),
    );
    return [...byId.values()];
  }, [db, deviceId]);
}
