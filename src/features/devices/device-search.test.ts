import { describe, expect, it } from 'vitest';
import type { ServiceObject } from '../../api/contract/service-objects';
import {
  deviceListItems,
  findDevices,
  initialDeviceQuery,
  refrigerantsOf,
  type DeviceQuery,
} from './device-search';

const orgA = '00000000-0000-7000-8000-00000000000a';
const orgB = '00000000-0000-7000-8000-00000000000b';
const typeChiller = '00000000-0000-7000-8000-0000000000c1';
const typeAirco = '00000000-0000-7000-8000-0000000000c2';

function device(id: number, fields: Partial<ServiceObject>): ServiceObject {
  return {
    id: `00000000-0000-7000-8000-${String(id).padStart(12, '0')}`,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    organisationId: orgA,
    number: `SO-${String(id).padStart(6, '0')}`,
    name: `Apparaat ${id}`,
    typeId: typeChiller,
    brand: null,
    model: null,
    serialNumber: null,
    location: null,
    room: null,
    installationDate: '2020-01-01',
    decommissionedDate: null,
    coolingCapacityKw: null,
    refrigerant: null,
    chargeKg: null,
    co2EqTonnes: null,
    hermeticallySealed: false,
    leakDetectionSystem: false,
    publicId: `public-${id}`,
    memo: null,
    checklistIntervalMonths: 12,
    lastChecklistDate: null,
    ...fields,
  };
}

const devices = [
  device(10, { name: 'Koelcel groente', brand: 'Daikin', serialNumber: 'DA12345678', refrigerant: 'R134a' }),
  device(2, {
    name: 'Airco kantoor',
    brand: 'Mitsubishi',
    model: 'PUHZ-ZRP',
    typeId: typeAirco,
    refrigerant: 'R32',
    organisationId: orgB,
  }),
  device(3, { name: 'Vriescel', brand: 'Bitzer', location: 'Industrieweg 4, Utrecht', refrigerant: 'R404A' }),
];
const today = '2026-11-22';
const items = deviceListItems(
  devices,
  {
    typeNames: new Map([
      [typeChiller, 'Koelinstallatie'],
      [typeAirco, 'Airco'],
    ]),
    organisationNames: new Map([
      [orgA, 'Bakkerij De Jong'],
      [orgB, 'Filiaal Utrecht'],
    ]),
    inspections: [
      { serviceObjectId: devices[0]!.id, regime: 'fgas_leak_check', nextDueDate: '2026-11-01' },
      { serviceObjectId: devices[2]!.id, regime: 'fgas_leak_check', nextDueDate: '2027-06-01' },
      { serviceObjectId: devices[2]!.id, regime: 'epbd_ac', nextDueDate: '2026-12-10' },
    ],
  },
  today,
);

function numbers(query: Partial<DeviceQuery>, organisations: ReadonlySet<string> | null = null): string[] {
  return findDevices(items, { ...initialDeviceQuery, ...query }, organisations).map(
    (item) => item.device.number,
  );
}

describe('findDevices', () => {
  it('lists every device by number when nothing narrows the list', () => {
    expect(numbers({})).toEqual(['SO-000002', 'SO-000003', 'SO-000010']);
  });

  it('finds a device by part of its serial number, ignoring case', () => {
    expect(numbers({ search: 'da1234' })).toEqual(['SO-000010']);
  });

  it('searches number, brand, model, location and refrigerant, every word having to match', () => {
    expect(numbers({ search: '000003' })).toEqual(['SO-000003']);
    expect(numbers({ search: 'puhz' })).toEqual(['SO-000002']);
    expect(numbers({ search: 'utrecht' })).toEqual(['SO-000003']);
    expect(numbers({ search: 'r404a' })).toEqual(['SO-000003']);
    expect(numbers({ search: 'bitzer utrecht' })).toEqual(['SO-000003']);
    expect(numbers({ search: 'bitzer daikin' })).toEqual([]);
  });

  it('filters by company, type, refrigerant and inspection status', () => {
    expect(numbers({}, new Set([orgB]))).toEqual(['SO-000002']);
    expect(numbers({ typeId: typeAirco })).toEqual(['SO-000002']);
    expect(numbers({ refrigerant: 'r134A' })).toEqual(['SO-000010']);
    expect(numbers({ status: 'overdue' })).toEqual(['SO-000010']);
    expect(numbers({ status: 'due_soon' })).toEqual(['SO-000003']);
    expect(numbers({ status: 'none' })).toEqual(['SO-000002']);
  });

  it('sorts by name, or by the next leak check with devices without one last', () => {
    expect(numbers({ sort: 'name' })).toEqual(['SO-000002', 'SO-000010', 'SO-000003']);
    expect(numbers({ sort: 'nextLeakCheck' })).toEqual(['SO-000010', 'SO-000003', 'SO-000002']);
  });
});

describe('deviceListItems', () => {
  it('names the type and organisation and takes the earliest inspection for the status', () => {
    const vriescel = items.find((item) => item.device.number === 'SO-000003')!;
    expect(vriescel.typeName).toBe('Koelinstallatie');
    expect(vriescel.organisationName).toBe('Bakkerij De Jong');
    expect(vriescel.nextLeakCheck).toBe('2027-06-01');
    expect(vriescel.nextInspection).toBe('2026-12-10');
    expect(vriescel.inspectionStatus).toBe('due_soon');
  });
});

describe('refrigerantsOf', () => {
  it('lists each refrigerant once in natural order', () => {
    expect(refrigerantsOf(items)).toEqual(['R32', 'R134a', 'R404A']);
  });
});
