import { describe, expect, it } from 'vitest';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import type { Inspection, ServiceObject } from '../../api/contract/service-objects';
import {
  checklistDueRows,
  initialSupervisionFilter,
  supervisionRows,
  type SupervisionRow,
} from './device-duties';
import { logbookEntryFixture } from './logbook-test-fixtures';

const orgA = '00000000-0000-7000-8000-00000000000a';
const orgB = '00000000-0000-7000-8000-00000000000b';
const chillerType = '00000000-0000-7000-8000-0000000000c1';
const typeCodes = new Map([[chillerType, 'chiller']]);
const today = '2026-11-22';

function id(n: number): string {
  return `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

/** R410A 10 kg = 20.875 t CO2-eq: a leak check every 12 months, without a leak detection system. */
function device(n: number, fields: Partial<ServiceObject> = {}): ServiceObject {
  return {
    id: id(n),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    organisationId: orgA,
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
    checklistIntervalMonths: 12,
    lastChecklistDate: '2026-06-01',
    ...fields,
  };
}

function inspection(n: number, deviceNumber: number, fields: Partial<Inspection>): Inspection {
  return {
    id: id(100 + n),
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    organisationId: orgA,
    serviceObjectId: id(deviceNumber),
    regime: 'epbd_ac',
    intervalMonths: 60,
    lastInspectionDate: null,
    notes: null,
    ...fields,
  };
}

/** A logbook entry of a device at `performedAt`; a leak check without a leak unless `fields` say otherwise. */
function logbookEntry(
  n: number,
  deviceNumber: number,
  performedAt: string,
  fields: Partial<RefrigerantLogbookEntry> = {},
): RefrigerantLogbookEntry {
  return logbookEntryFixture({
    id: id(200 + n),
    organisationId: orgA,
    serviceObjectId: id(deviceNumber),
    performedAt,
    ...fields,
  });
}

function described(rows: readonly SupervisionRow[]): [string, string, string, string][] {
  return rows.map((row) => [row.device.number, row.duty.kind, row.duty.dueDate, row.status]);
}

describe('supervisionRows', () => {
  const devices = [
    // A chiller above 70 kW: besides its leak checks it owes the EPBD inspection every five years.
    device(1, { typeId: chillerType, coolingCapacityKw: 85 }),
    device(2, { organisationId: orgB }),
    device(3, { decommissionedDate: '2026-01-01' }),
  ];
  const inspections = [
    inspection(1, 1, { lastInspectionDate: '2021-11-01' }),
    inspection(2, 3, { lastInspectionDate: '2015-01-01' }),
    inspection(3, 99, { lastInspectionDate: '2015-01-01' }),
  ];
  const logbook = [
    logbookEntry(1, 1, '2026-05-01T09:00:00Z'),
    logbookEntry(2, 2, '2025-12-01T09:00:00Z'),
    logbookEntry(3, 3, '2019-01-01T09:00:00Z'),
    logbookEntry(4, 99, '2019-01-01T09:00:00Z'),
  ];
  const rows = (
    filter: Partial<typeof initialSupervisionFilter> = {},
    ids: ReadonlySet<string> | null = null,
  ) =>
    supervisionRows(
      devices,
      typeCodes,
      logbook,
      inspections,
      { ...initialSupervisionFilter, ...filter },
      ids,
      today,
    );

  it('lists the duties of known, working devices with their status, soonest due first', () => {
    expect(described(rows())).toEqual([
      ['SO-1', 'epbd_ac', '2026-11-01', 'overdue'],
      ['SO-2', 'fgas_leak_check', '2026-12-01', 'due_soon'],
      ['SO-1', 'fgas_leak_check', '2027-05-01', 'ok'],
    ]);
  });

  it('filters by status, regime and company', () => {
    const only = (filter: Partial<typeof initialSupervisionFilter>, ids: ReadonlySet<string> | null = null) =>
      rows(filter, ids).map((row) => row.id);
    expect(only({ status: 'overdue' })).toEqual([`${id(1)}:epbd_ac`]);
    expect(only({ regime: 'fgas_leak_check' })).toEqual([
      `${id(2)}:fgas_leak_check`,
      `${id(1)}:fgas_leak_check`,
    ]);
    expect(only({}, new Set([orgB]))).toEqual([`${id(2)}:fgas_leak_check`]);
  });

  it('lists the pressure-equipment inspection at its interval after the last one', () => {
    const pressure = inspection(4, 2, {
      regime: 'pressure_equipment',
      intervalMonths: 48,
      lastInspectionDate: '2023-01-15',
    });
    const found = supervisionRows(
      devices,
      typeCodes,
      logbook,
      [pressure],
      { ...initialSupervisionFilter, regime: 'pressure_equipment' },
      null,
      today,
    );
    expect(described(found)).toEqual([['SO-2', 'pressure_equipment', '2027-01-15', 'ok']]);
  });

  it('shows the re-check a month after a leak was repaired, before the periodic leak check', () => {
    const leak = [
      logbookEntry(5, 1, '2026-11-02T09:00:00Z', {
        leakCheckResult: 'leak_found',
        leakLocation: 'Flare-verbinding binnenunit',
      }),
      logbookEntry(6, 1, '2026-11-03T10:00:00Z', {
        kind: 'repair',
        leakCheckResult: null,
        reason: 'Flare-verbinding opnieuw gemaakt',
        repairResult: 'repaired',
      }),
    ];
    const leakRows = (entries: readonly RefrigerantLogbookEntry[]) =>
      supervisionRows([device(1)], typeCodes, entries, [], initialSupervisionFilter, null, today).map(
        (row) => [row.duty.kind, row.duty.notBefore, row.duty.dueDate, row.status],
      );

    expect(leakRows(leak)).toEqual([
      ['fgas_leak_recheck', '2026-11-04', '2026-12-03', 'due_soon'],
      ['fgas_leak_check', null, '2027-11-02', 'ok'],
    ]);
    // A check more than a day after the repair is the re-check; the periodic one counts from it.
    expect(leakRows([...leak, logbookEntry(7, 1, '2026-11-10T09:00:00Z')])).toEqual([
      ['fgas_leak_check', null, '2027-11-10', 'ok'],
    ]);
  });
});

describe('checklistDueRows', () => {
  it('lists devices whose checklist is overdue or due within a month, the most overdue first', () => {
    const rows = checklistDueRows(
      [
        device(1, { lastChecklistDate: '2025-12-10' }),
        device(2, { lastChecklistDate: '2025-10-01' }),
        device(3, { lastChecklistDate: '2026-06-01' }),
        device(4, { lastChecklistDate: null, installationDate: null }),
        device(5, { checklistIntervalMonths: null }),
      ],
      null,
      today,
    );
    expect(rows.map((row) => [row.device.number, row.dueDate, row.status])).toEqual([
      ['SO-2', '2026-10-01', 'overdue'],
      ['SO-1', '2026-12-10', 'due_soon'],
    ]);
  });

  it('keeps to the chosen company', () => {
    const rows = checklistDueRows(
      [
        device(1, { lastChecklistDate: '2025-01-01' }),
        device(2, { lastChecklistDate: '2025-01-01', organisationId: orgB }),
      ],
      new Set([orgB]),
      today,
    );
    expect(rows.map((row) => row.device.number)).toEqual(['SO-2']);
  });
});
