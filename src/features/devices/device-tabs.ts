/**
 * The tabs of the device page, in their order, each with the synced collection it lists and the
 * permission group that collection is synced under (src/app/sync/sync-collections.ts). A user syncs
 * a collection only with `view` on its group, so a tab whose group the user may not view would wait
 * forever for rows that never come: such a tab is not shown at all. React-free, so it is tested
 * against the abilities of each role.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PermissionGroup } from '../../api/contract/auth';
import type { CollectionName } from '../../db/collection-tables';
import type { AppAbility } from '../../permissions/app-ability';

export interface DeviceTab {
  id: string;
  label: MessageDescriptor;
  /** The collection whose rows the tab lists (the memo is a field of the device itself). */
  collection: CollectionName;
  /** The group `collection` is synced under: the tab shows only to users who may `view` it. */
  group: PermissionGroup;
}

export const deviceTabs = [
  {
    id: 'logbook',
    label: msg`Logboek`,
    collection: 'refrigerantLogbookEntries',
    group: 'refrigerant_transactions',
  },
  { id: 'workorders', label: msg`Werkbonnen`, collection: 'workOrders', group: 'orders' },
  { id: 'checklists', label: msg`Checklists`, collection: 'checklists', group: 'mandatory_checklist' },
  { id: 'materials', label: msg`Materialen`, collection: 'serviceObjectMaterials', group: 'serviceobjects' },
  { id: 'photos', label: msg`Foto's`, collection: 'serviceObjectPhotos', group: 'serviceobjects' },
  { id: 'documents', label: msg`Documenten`, collection: 'documents', group: 'documents' },
  { id: 'numbers', label: msg`Tellerstanden`, collection: 'serviceObjectNumbers', group: 'serviceobjects' },
  { id: 'memo', label: msg`Memo`, collection: 'serviceObjects', group: 'serviceobjects' },
  {
    id: 'contracts',
    label: msg`Contracten`,
    collection: 'contractServiceObjects',
    group: 'serviceobject_contracts',
  },
  { id: 'offers', label: msg`Offertes`, collection: 'offers', group: 'offers' },
] as const satisfies readonly DeviceTab[];

export type DeviceTabId = (typeof deviceTabs)[number]['id'];

/** The tabs `ability` may see, in page order. */
export function visibleDeviceTabs(ability: AppAbility): (typeof deviceTabs)[number][] {
  return deviceTabs.filter((tab) => ability.can('view', tab.group));
}

/**
 * The tab to open: the one the URL names when it is visible, otherwise the first visible tab (a
 * link to a tab this user may not see, or no tab named); `undefined` when no tab is visible.
 */
export function openDeviceTab(
  requested: string | null,
  visible: readonly { id: DeviceTabId }[],
): DeviceTabId | undefined {
  return (visible.find((tab) => tab.id === requested) ?? visible[0])?.id;
}
