/**
 * The collections the portal keeps on the device, in the order of the first sync: what the first
 * screens need comes first (organisations for the switcher, devices, then the customer's most used
 * lists), reference data and history last. One line per collection; the paths are the server's
 * (server/src/db/collections.ts) and the permission group decides whether the user syncs it at all.
 */
import { maxChangesPerPage, maxPerPage } from '../../api/contract/common';
import type { AppAbility } from '../../permissions/app-ability';
import type { SyncCollection } from '../../sync/sync-collection';

/**
 * The server's page caps (product.md §3): a change read takes up to 1,000 records, a list page (a
 * backend without change cursors) up to 100. Each request costs the browser more than the records in
 * it, so the first sync asks for as many as the server gives.
 */
function collection(
  name: SyncCollection['name'],
  path: string,
  permissionGroup: SyncCollection['permissionGroup'],
): SyncCollection {
  return { name, path, permissionGroup, perPage: maxPerPage, changesPerPage: maxChangesPerPage };
}

export const syncCollections: readonly SyncCollection[] = [
  collection('organisations', 'organizations', null),
  // The dashboard, where most users land: one small row per organisation.
  collection('organisationStatistics', 'organizations/statistics', 'dashboard'),
  collection('serviceObjects', 'serviceobjects', 'serviceobjects'),
  collection('tasks', 'task', 'tasks'),
  collection('invoices', 'invoices', 'invoices'),
  collection('orders', 'orders', 'orders'),
  collection('offers', 'offers', 'offers'),
  collection('appointments', 'appointments', 'agenda'),
  collection('inspections', 'inspections', 'legal_supervision'),
  collection('checklists', 'checklists', 'mandatory_checklist'),
  collection('workOrders', 'workorders', 'orders'),
  collection('orderServiceObjects', 'order-serviceobjects', 'orders'),
  collection('invoiceLines', 'invoice-lines', 'invoices'),
  collection('offerLines', 'offer-lines', 'offers'),
  collection('persons', 'persons', 'contacts'),
  collection('inboundMessages', 'inbound-messages', 'tasks'),
  collection('folders', 'folders', 'documents'),
  collection('documents', 'documents', 'documents'),
  collection('serviceObjectContracts', 'serviceobject-contracts', 'serviceobject_contracts'),
  collection('contractServiceObjects', 'contract-serviceobjects', 'serviceobject_contracts'),
  collection('refrigerantLogbookEntries', 'refrigerant-transactions', 'refrigerant_transactions'),
  collection('serviceObjectTypes', 'serviceobject-types', 'serviceobjects'),
  collection('photoTypes', 'serviceobjects/photo-types', 'serviceobjects'),
  collection('serviceObjectPhotos', 'serviceobject-photos', 'serviceobjects'),
  collection('serviceObjectNumbers', 'serviceobject-numbers', 'serviceobjects'),
  collection('serviceObjectMaterials', 'serviceobject-materials', 'serviceobjects'),
  collection('timelineItems', 'timeline', 'timeline'),
  collection('timelineLogs', 'timeline-logs', 'timeline'),
  collection('users', 'users', 'users'),
  collection('roles', 'roles', 'roles'),
  collection('activityLogs', 'activity-logs', 'activity_logs'),
  collection('synchronizationRuns', 'synchronization-runs', null),
];

/** The collections `ability` may read: the server would answer the others with 403. */
export function syncCollectionsFor(ability: AppAbility): SyncCollection[] {
  return syncCollections.filter(
    (collection) => collection.permissionGroup === null || ability.can('view', collection.permissionGroup),
  );
}
