import { describe, expect, it } from 'vitest';
import type { AccessLevel, Permission, PermissionGroup, PermissionTitle } from '../../api/contract/auth';
import { defineAbilitiesFor } from '../../permissions/app-ability';
import { deviceTabs, openDeviceTab, visibleDeviceTabs } from './device-tabs';

/** The abilities of a user holding `keys` (`view offers`, ...), as the PWA builds them at login. */
function abilityOf(accessLevel: AccessLevel, keys: readonly `${PermissionTitle} ${PermissionGroup}`[]) {
  const permissions: Permission[] = keys.map((key) => {
    const [title, group] = key.split(' ') as [PermissionTitle, PermissionGroup];
    return { id: crypto.randomUUID(), title, group, parent: null };
  });
  return defineAbilitiesFor({ accessLevel, permissions });
}

/** The demo technician's role (server/src/seed/demo-access.ts): no offers, no contracts. */
const technician = abilityOf('user', [
  'view serviceobjects',
  'create serviceobjects',
  'update serviceobjects',
  'export serviceobjects',
  'view mandatory_checklist',
  'update mandatory_checklist',
  'view legal_supervision',
  'view orders',
  'view tasks',
  'view my_open_tasks',
  'view agenda',
  'view documents',
  'view contacts',
  'create tasks',
  'update tasks',
  'view refrigerant_transactions',
  'create refrigerant_transactions',
]);

/** The demo customer admin's view permissions: every group but roles. */
const customerAdmin = abilityOf('admin', [
  'view dashboard',
  'view serviceobjects',
  'view mandatory_checklist',
  'view legal_supervision',
  'view orders',
  'view offers',
  'view invoices',
  'view tasks',
  'view contacts',
  'view agenda',
  'view serviceobject_contracts',
  'view documents',
  'view timeline',
  'view users',
  'view child_companies',
  'view activity_logs',
  'view reports',
  'view refrigerant_transactions',
]);

const superadmin = abilityOf('superadmin', []);

const ids = (ability: ReturnType<typeof abilityOf>) => visibleDeviceTabs(ability).map((tab) => tab.id);

describe('the tabs of the device page', () => {
  it('hides offers and contracts from a technician, who does not sync them', () => {
    expect(ids(technician)).toEqual([
      'logbook',
      'workorders',
      'checklists',
      'materials',
      'photos',
      'documents',
      'numbers',
      'memo',
    ]);
  });

  it('shows a customer admin and the superadmin every tab', () => {
    const all = deviceTabs.map((tab) => tab.id);
    expect(ids(customerAdmin)).toEqual(all);
    expect(ids(superadmin)).toEqual(all);
  });

  it('shows only what a view permission covers, never on another action alone', () => {
    const onlyRespond = abilityOf('user', ['view serviceobjects', 'respond offers']);
    expect(ids(onlyRespond)).toEqual(['materials', 'photos', 'numbers', 'memo']);
  });

  it('opens the tab the URL names when visible, else the first visible tab', () => {
    const visible = visibleDeviceTabs(technician);
    expect(openDeviceTab('photos', visible)).toBe('photos');
    expect(openDeviceTab('offers', visible)).toBe('logbook');
    expect(openDeviceTab('contracts', visible)).toBe('logbook');
    expect(openDeviceTab('nonsense', visible)).toBe('logbook');
    expect(openDeviceTab(null, visible)).toBe('logbook');
    expect(openDeviceTab('offers', visibleDeviceTabs(customerAdmin))).toBe('offers');
    expect(openDeviceTab('memo', [])).toBeUndefined();
  });
});
