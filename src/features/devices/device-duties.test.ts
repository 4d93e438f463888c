import { describe, expect, it } from 'vitest';
import type { Inspection, ServiceObject } from '../../api/contract/service-objects';
import { checklistDueRows, initialSupervisionFilter, supervisionRows } from './device-duties';

const orgA = '00000000-0000-7000-8000-00000000000a';
const orgB = '00000000-0000-7000-8000-00000000000b';
const today = '2026-11-22';

function id(n: number): string {
  return `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`;
}

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
    refrigerant: 'R134a',
    chargeKg: 10,
    co2EqTonnes: 14.3,
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
    regime: 'fgas_leak_check',
    intervalMonths: 12,
    lastInspectionDate: null,
    nextDueDate: '2027-01-01',
    notes: null,
    ...fields,
  };
}

describe('supervisionRows', () => {
  const devices = [
    device(1),
    device(2, { organisationId: orgB }),
    device(3, { decommissionedDate: '2026-01-01' }),
  ];
  const inspections = [
    inspection(1, 1, { nextDueDate: '2027-05-01' }),
    inspection(2, 1, { regime: 'epbd_ac', nextDueDate: '2026-11-01' }),
    inspection(3, 2, { nextDueDate: '2026-12-01' }),
    inspection(4, 3, { nextDueDate: '2020-01-01' }),
    inspection(5, 99, { nextDueDate: '2020-01-01' }),
  ];

  it('lists the inspections of known, working devices with their status, soonest due first', () => {
    const rows = supervisionRows(inspections, devices, initialSupervisionFilter, null, today);
    expect(rows.map((row) => [row.device.number, row.inspection.regime, row.status])).toEqual([
      ['SO-1', 'epbd_ac', 'overdue'],
      ['SO-2', 'fgas_leak_check', 'due_soon'],
      ['SO-1', 'fgas_leak_check', 'ok'],
    ]);
  });

  it('filters by status, regime and company', () => {
    const only = (filter: Partial<typeof initialSupervisionFilter>, ids: ReadonlySet<string> | null = null) =>
      supervisionRows(inspections, devices, { ...initialSupervisionFilter, ...filter }, ids, today).map(
        (row) => row.inspection.id,
      );
    expect(only({ status: 'overdue' })).toEqual([id(102)]);
    expect(only({ regime: 'fgas_leak_check' })).toEqual([id(103), id(101)]);
    expect(only({}, new Set([orgB]))).toEqual([id(103)]);
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
