import { describe, expect, it } from 'vitest';
import type { RefrigerantLogbookEntry } from '../../api/contract/refrigerant';
import type { ServiceObject } from '../../api/contract/service-objects';
import {
  deviceListItems,
  findDevices,
  initialDeviceQuery,
  refrigerantsOf,
  type DeviceQuery,
} from './device-search';
import { logbookEntryFixture } from './logbook-test-fixtures';

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

/** A leak check without a leak, recorded in the logbook of `device` on `day`. */
function leakCheck(n: number, device: ServiceObject, day: string): RefrigerantLogbookEntry {
  return logbookEntryFixture({
    id: `00000000-0000-7000-8000-${String(100 + n).padStart(12, '0')}`,
    organisationId: device.organisationId,
    serviceObjectId: device.id,
    refrigerant: device.refrigerant ?? 'R134a',
    performedAt: `${day}T09:00:00Z`,
  });
}

// Both refrigeration devices hold between 5 and 50 t CO2-eq (R134a 10 kg = 14.3 t, R404A 5 kg =
// 19.6 t), so each owes a leak check every 12 months; the R32 airco has no known charge and owes none.
const devices = [
  device(10, {
    name: 'Koelcel groente',
    brand: 'Daikin',
    serialNumber: 'DA12345678',
    refrigerant: 'R134a',
    chargeKg: 10,
    co2EqTonnes: 14.3,
  }),
  device(2, {
    name: 'Airco kantoor',
    brand: 'Mitsubishi',
    model: 'PUHZ-ZRP',
    typeId: typeAirco,
    refrigerant: 'R32',
    organisationId: orgB,
  }),
  device(3, {
    name: 'Vriescel',
    brand: 'Bitzer',
    location: 'Industrieweg 4, Utrecht',
    refrigerant: 'R404A',
    chargeKg: 5,
    co2EqTonnes: 19.608,
    coolingCapacityKw: 85,
  }),
];
const today = '2026-11-22';
const items = deviceListItems(
  devices,
  {
    typeNames: new Map([
      [typeChiller, 'Koelinstallatie'],
      [typeAirco, 'Airco'],
    ]),
    typeCodes: new Map([
      [typeChiller, 'chiller'],
      [typeAirco, 'split_ac'],
    ]),
    organisationNames: new Map([
      [orgA, 'Bakkerij De Jong'],
      [orgB, 'Filiaal Utrecht'],
    ]),
    // The Vriescel is a chiller above 70 kW: its EPBD inspection recurs every five years.
    inspections: [
      {
        serviceObjectId: devices[2]!.id,
        regime: 'epbd_ac',
        intervalMonths: 60,
        lastInspectionDate: '2021-12-10',
      },
    ],
    logbook: [leakCheck(1, devices[0]!, '2025-11-01'), leakCheck(2, devices[2]!, '2026-06-01')],
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
    // The dashboard's wider horizon: due today or within 90 days, not overdue.
    expect(numbers({ status: 'due_within_90_days' })).toEqual(['SO-000003']);
  });

  it('sorts by name, or by the next leak check with devices without one last', () => {
    expect(numbers({ sort: 'name' })).toEqual(['SO-000002', 'SO-000010', 'SO-000003']);
    expect(numbers({ sort: 'nextLeakCheck' })).toEqual(['SO-000010', 'SO-000003', 'SO-000002']);
  });
});

describe('deviceListItems', () => {
  it('names the type and organisation, counts the next leak check from the logbook and takes the earliest duty for the status', () => {
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
