import { describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../../db/db-test-fixtures';
import type { LocalRow } from '../../db/collection-tables';
import { earlyReadResult } from '../../db/early-reads';
import {
  beginDevicesOverviewReads,
  firstDevicesCount,
  firstDevicesKey,
  loadContractDeviceCounts,
  loadContractDevices,
  loadDeviceContracts,
  loadDeviceRows,
  loadFirstDevices,
  loadScopeRows,
  referenceKey,
} from './devices.queries';
import { logbookEntryFixture } from './logbook-test-fixtures';

const orgA = '00000000-0000-7000-8000-00000000000a';
const orgB = '00000000-0000-7000-8000-00000000000b';
const stamp = { createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

function id(n: number): string {
  return `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

function device(n: number, organisationId: string): LocalRow<'serviceObjects'> {
  return {
    id: id(n),
    ...stamp,
    organisationId,
    number: `SO-${n}`,
    name: `Apparaat ${n}`,
    typeId: null,
    brand: null,
    model: null,
    serialNumber: null,
    location: null,
    room: null,
    installationDate: null,
    decommissionedDate: null,
    coolingCapacityKw: null,
    refrigerant: null,
    chargeKg: null,
    co2EqTonnes: null,
    hermeticallySealed: false,
    leakDetectionSystem: false,
    publicId: `p${n}`,
    memo: null,
    checklistIntervalMonths: null,
    lastChecklistDate: null,
  };
}

function contract(n: number): LocalRow<'serviceObjectContracts'> {
  return {
    id: id(n),
    ...stamp,
    organisationId: orgA,
    number: `C-${n}`,
    name: `Contract ${n}`,
    startDate: '2025-01-01',
    endDate: null,
    visitsPerYear: 2,
    slaResponseHours: null,
    sla: null,
    annualAmountCents: null,
  };
}

function inspection(n: number, serviceObjectId: string): LocalRow<'inspections'> {
  return {
    id: id(n),
    ...stamp,
    organisationId: orgA,
    serviceObjectId,
    regime: 'pressure_equipment',
    intervalMonths: 48,
    lastInspectionDate: '2024-01-01',
    notes: null,
  };
}

function leakCheck(n: number, serviceObjectId: string): LocalRow<'refrigerantLogbookEntries'> {
  return { ...logbookEntryFixture({ id: id(n), organisationId: orgA, serviceObjectId }), ...stamp };
}

async function seeded() {
  const db = freshDatabase(`devices-${Math.random()}`);
  await db.records('serviceObjects').bulkPut([device(10, orgA), device(2, orgA), device(3, orgB)]);
  await db.records('serviceObjectContracts').bulkPut([contract(20), contract(21)]);
  await db.records('contractServiceObjects').bulkPut([
    { id: id(30), ...stamp, organisationId: orgA, contractId: id(20), serviceObjectId: id(10) },
    { id: id(31), ...stamp, organisationId: orgA, contractId: id(20), serviceObjectId: id(2) },
    { id: id(32), ...stamp, organisationId: orgA, contractId: id(21), serviceObjectId: id(2) },
    { id: id(33), ...stamp, organisationId: orgA, contractId: id(21), serviceObjectId: id(99) },
  ]);
  await db.records('serviceObjectNumbers').bulkPut([
    {
      id: id(40),
      ...stamp,
      organisationId: orgA,
      serviceObjectId: id(10),
      label: 'Draaiuren',
      value: 1200,
      unit: 'uur',
      readAt: stamp.createdAt,
    },
    {
      id: id(41),
      ...stamp,
      organisationId: orgA,
      serviceObjectId: id(2),
      label: 'Draaiuren',
      value: 80,
      unit: 'uur',
      readAt: stamp.createdAt,
    },
  ]);
  return db;
}

describe('devices queries', () => {
  it('reads the devices of the organisations in scope, or all of them for staff', async () => {
    const db = await seeded();
    expect((await loadScopeRows(db, 'serviceObjects', [orgB])).map((row) => row.number)).toEqual(['SO-3']);
    expect(await loadScopeRows(db, 'serviceObjects', null)).toHaveLength(3);
  });

  it('reads the first devices of the scope by number, with their inspections and logbook entries', async () => {
    const db = freshDatabase(`devices-${Math.random()}`);
    await db
      .records('serviceObjects')
      .bulkPut([device(3, orgA), device(1, orgB), device(2, orgA), device(4, orgA)]);
    await db.records('inspections').bulkPut([inspection(50, id(2)), inspection(51, id(4))]);
    await db
      .records('refrigerantLogbookEntries')
      .bulkPut([leakCheck(60, id(3)), leakCheck(61, id(4)), leakCheck(62, id(3))]);
    const first = await loadFirstDevices(db, [orgA], 2);
    expect(first.devices.map((row) => row.number)).toEqual(['SO-2', 'SO-3']);
    expect(first.inspections.map((row) => row.serviceObjectId)).toEqual([id(2)]);
    expect(first.logbook.map((row) => row.id).sort()).toEqual([id(60), id(62)]);
    expect((await loadFirstDevices(db, null, 1)).devices.map((row) => row.number)).toEqual(['SO-1']);
  });

  it("begins the overview's first reads in the stored organisation scope, under the keys its hooks ask for", async () => {
    const stored = new Map<string, string>([
      ['organisation', JSON.stringify({ id: orgA, name: 'Koelhuis A', parentId: null, depth: 0 })],
      ['organisations', JSON.stringify([{ id: orgA, name: 'Koelhuis A', parentId: null, depth: 0 }])],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    });
    try {
      const db = freshDatabase(`devices-${Math.random()}`);
      await db.records('serviceObjects').bulkPut([device(2, orgA), device(1, orgB)]);
      await db.records('refrigerantLogbookEntries').bulkPut([leakCheck(60, id(2))]);

      beginDevicesOverviewReads(db);
      await vi.waitFor(() => expect(earlyReadResult(db, referenceKey('serviceObjectTypes'))).toEqual([]));
      await vi.waitFor(() =>
        expect(earlyReadResult(db, firstDevicesKey([orgA], firstDevicesCount))).toEqual(
          expect.objectContaining({ devices: [expect.objectContaining({ number: 'SO-2' })] }),
        ),
      );
      expect(earlyReadResult(db, firstDevicesKey([orgA], firstDevicesCount))).toEqual(
        await loadFirstDevices(db, [orgA], firstDevicesCount),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reads the rows of one device only', async () => {
    const db = await seeded();
    expect((await loadDeviceRows(db, 'serviceObjectNumbers', id(10))).map((row) => row.value)).toEqual([
      1200,
    ]);
  });

  it('finds the contracts of a device and the devices of a contract through their links', async () => {
    const db = await seeded();
    expect((await loadDeviceContracts(db, id(2))).map((row) => row.number).sort()).toEqual(['C-20', 'C-21']);
    expect((await loadContractDevices(db, id(20))).map((row) => row.number)).toEqual(['SO-2', 'SO-10']);
    // A link to a device that is not stored here is left out rather than shown as a blank.
    expect((await loadContractDevices(db, id(21))).map((row) => row.number)).toEqual(['SO-2']);
    expect(await loadContractDeviceCounts(db, [id(20), id(21)])).toEqual(
      new Map([
        [id(20), 2],
        [id(21), 2],
      ]),
    );
  });
});
