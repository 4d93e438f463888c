import { describe, expect, it } from 'vitest';
import { activeDeviceFilters, type DeviceFilterChoice, type DeviceFilterKey } from './active-device-filters';

const choices: Record<DeviceFilterKey, DeviceFilterChoice> = {
  organisationId: {
    label: 'Bedrijf',
    options: [{ value: 'org-2', label: '\u00a0\u00a0Bakkerij De Jong Zwolle' }],
  },
  typeId: { label: 'Type', options: [{ value: 'type-1', label: 'Koelcel' }] },
  refrigerant: { label: 'Koudemiddel', options: [{ value: 'R449A', label: 'R449A' }] },
  status: { label: 'Keuringsstatus', options: [{ value: 'overdue', label: 'Verlopen' }] },
};
const none = { organisationId: null, typeId: null, refrigerant: null, status: null };

describe('activeDeviceFilters', () => {
  it('counts no filter when none is set', () => {
    expect(activeDeviceFilters(none, choices)).toEqual([]);
  });

  it('names each set filter with its label and the chosen option, in the order of the sheet', () => {
    expect(
      activeDeviceFilters({ ...none, status: 'overdue', typeId: 'type-1', refrigerant: 'R449A' }, choices),
    ).toEqual([
      { key: 'typeId', label: 'Type: Koelcel' },
      { key: 'refrigerant', label: 'Koudemiddel: R449A' },
      { key: 'status', label: 'Keuringsstatus: Verlopen' },
    ]);
  });

  it('drops the indentation of a company deeper in the tree', () => {
    expect(activeDeviceFilters({ ...none, organisationId: 'org-2' }, choices)).toEqual([
      { key: 'organisationId', label: 'Bedrijf: Bakkerij De Jong Zwolle' },
    ]);
  });

  it('still counts a value that is not among the options, shown as itself', () => {
    expect(activeDeviceFilters({ ...none, typeId: 'type-9' }, choices)).toEqual([
      { key: 'typeId', label: 'Type: type-9' },
    ]);
  });
});
