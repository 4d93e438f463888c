/**
 * The local database of one signed-in user: a table per synced collection, the sync
 * metadata and the outbox. Its name carries a hash of the user id, so two users of one device never
 * share rows, and the other user's database can be found and deleted by name.
 *
 * Schema versions are applied in order. A version may list synced tables whose shape changed under
 * `repull`: their rows and sync state are dropped and pulled again. The outbox is never dropped: a
 * version that changes its shape must migrate every entry in its upgrade.
 */
import Dexie, { type DexieOptions, type Table, type Transaction } from 'dexie';
import type { RefrigerantUseReport } from '../api/contract/reports';
import { collectionTables, type CollectionName, type LocalRow } from './collection-tables';
import type { OutboxEntry } from './outbox-entry';
import type { SyncStateRow } from './sync-state';

export interface SchemaVersion {
  version: number;
  /** Dexie store specifications of every table (null deletes a table). */
  stores: Record<string, string | null>;
  /** Synced tables emptied by this version and pulled again from scratch. */
  repull?: readonly CollectionName[];
  /** Further data migration, e.g. of outbox entries. */
  upgrade?: (transaction: Transaction) => Promise<void>;
}

/**
 * The last answer of a computed report for one key (report, organisation and period), as fetched;
 * `savedAt` (ms) orders them so old ones can be pruned. Written with `put`: a newer answer for the
 * same key simply replaces the older one, which is all a report cache needs.
 */
export interface ReportResultRow {
  key: string;
  kind: 'refrigerant-use';
  organisationId: string;
  from: string;
  to: string;
  savedAt: number;
  report: RefrigerantUseReport;
}

const metaTables = {
  syncState: 'collection',
  // `seq` orders sending; `id` is the idempotency key; `refs` finds the entries touching a record.
  outbox: '++seq, &id, state, *refs',
};

/** The collections a shipped version knew: the ones added later are absent from its tables. */
type ShippedCollectionTables = Partial<Record<CollectionName, string>>;

/** The collection tables as version 1 shipped them (with indexes no query used). */
const version1CollectionTables = {
  organisations: 'id, parentId, code',
  serviceObjects: 'id, organisationId, number, typeId, publicId, createdAt',
  serviceObjectTypes: 'id, code',
  photoTypes: 'id, code',
  serviceObjectPhotos: 'id, serviceObjectId, organisationId, photoTypeId',
  serviceObjectNumbers: 'id, serviceObjectId',
  serviceObjectMaterials: 'id, serviceObjectId',
  inspections: 'id, serviceObjectId, organisationId, nextDueDate',
  folders: 'id, organisationId, parentId, serviceObjectId',
  documents: 'id, organisationId, folderId, orderId, offerId, serviceObjectId, inboundMessageId, createdAt',
  orders: 'id, organisationId, number, status, createdAt',
  orderServiceObjects: 'id, orderId, serviceObjectId',
  workOrders: 'id, organisationId, orderId, serviceObjectId, status, createdAt',
  checklists: 'id, organisationId, orderId, workOrderId, serviceObjectId, status',
  offers: 'id, organisationId, serviceObjectId, status, createdAt',
  offerLines: 'id, offerId',
  invoices: 'id, organisationId, status, invoiceDate, orderId, createdAt',
  invoiceLines: 'id, invoiceId',
  tasks: 'id, organisationId, status, dueAt, assigneeUserId, serviceObjectId, createdAt',
  inboundMessages: 'id, organisationId, taskId, receivedAt',
  persons: 'id, organisationId, portalUserId',
  appointments: 'id, organisationId, startsAt, serviceObjectId, orderId',
  timelineItems: 'id, organisationId, type, createdAt',
  timelineLogs: 'id, timelineItemId, createdAt',
  serviceObjectContracts: 'id, organisationId',
  contractServiceObjects: 'id, contractId, serviceObjectId',
  activityLogs: 'id, organisationId, createdAt',
  refrigerantLogbookEntries: 'id, organisationId, serviceObjectId, kind, performedAt',
  synchronizationRuns: 'id, organisationId, createdAt',
  users: 'id, organisationId, roleId',
  roles: 'id',
} as const satisfies ShippedCollectionTables;

/** The collection tables as version 3 shipped them (each index then had a query, or was meant to). */
const version3CollectionTables = {
  organisations: 'id',
  serviceObjects: 'id, organisationId, number, publicId',
  serviceObjectTypes: 'id',
  photoTypes: 'id',
  serviceObjectPhotos: 'id, serviceObjectId, organisationId',
  serviceObjectNumbers: 'id, serviceObjectId',
  serviceObjectMaterials: 'id, serviceObjectId',
  inspections: 'id, serviceObjectId, organisationId',
  folders: 'id, organisationId, serviceObjectId',
  documents: 'id, organisationId, orderId, offerId, serviceObjectId, inboundMessageId',
  orders: 'id, organisationId, number',
  orderServiceObjects: 'id, orderId, serviceObjectId',
  workOrders: 'id, organisationId, orderId, serviceObjectId',
  checklists: 'id, organisationId, orderId, workOrderId, serviceObjectId',
  offers: 'id, organisationId, serviceObjectId',
  offerLines: 'id, offerId',
  invoices: 'id, organisationId, orderId',
  invoiceLines: 'id, invoiceId',
  tasks: 'id, organisationId, serviceObjectId',
  inboundMessages: 'id, organisationId',
  persons: 'id, organisationId',
  appointments: 'id, organisationId, serviceObjectId, orderId',
  timelineItems: 'id, organisationId',
  timelineLogs: 'id',
  serviceObjectContracts: 'id, organisationId',
  contractServiceObjects: 'id, contractId, serviceObjectId',
  activityLogs: 'id, organisationId',
  refrigerantLogbookEntries: 'id, organisationId, serviceObjectId',
  synchronizationRuns: 'id, organisationId',
  users: 'id, organisationId, roleId',
  roles: 'id',
} as const satisfies ShippedCollectionTables;

/** The collection tables as version 4 shipped them. */
const version4CollectionTables = {
  organisations: 'id',
  serviceObjects: 'id, organisationId, number, publicId',
  serviceObjectTypes: 'id',
  photoTypes: 'id',
  serviceObjectPhotos: 'id, serviceObjectId',
  serviceObjectNumbers: 'id, serviceObjectId',
  serviceObjectMaterials: 'id, serviceObjectId',
  inspections: 'id, serviceObjectId, organisationId',
  folders: 'id, organisationId, serviceObjectId',
  documents: 'id, organisationId, orderId, offerId, serviceObjectId, inboundMessageId',
  orders: 'id, organisationId',
  orderServiceObjects: 'id, orderId',
  workOrders: 'id, orderId, serviceObjectId',
  checklists: 'id, orderId, workOrderId, serviceObjectId',
  offers: 'id, organisationId, serviceObjectId',
  offerLines: 'id, offerId',
  invoices: 'id, organisationId',
  invoiceLines: 'id, invoiceId',
  tasks: 'id, organisationId',
  inboundMessages: 'id, organisationId',
  persons: 'id, organisationId',
  appointments: 'id',
  timelineItems: 'id',
  timelineLogs: 'id',
  serviceObjectContracts: 'id, organisationId',
  contractServiceObjects: 'id, contractId, serviceObjectId',
  activityLogs: 'id',
  refrigerantLogbookEntries: 'id, organisationId, serviceObjectId',
  synchronizationRuns: 'id',
  users: 'id, organisationId, roleId',
  roles: 'id',
} as const satisfies ShippedCollectionTables;

/** The versions of the schema, oldest first. Append; never edit a version that has shipped. */
export const schemaVersions: readonly SchemaVersion[] = [
  { version: 1, stores: { ...version1CollectionTables, ...metaTables } },
  // The last result of each computed report, so it stays readable offline. Not synced: a
  // report is fetched on demand and replaced by the next answer for the same key.
  { version: 2, stores: { reportResults: 'key, savedAt' } },
  // Indexes only where a query looks up (see collectionTables); Dexie drops the others and
  // keeps the rows, so nothing is pulled again.
  { version: 3, stores: { ...version3CollectionTables } },
  // The indexes no query used after all (order numbers, the organisation of work orders and
  // checklists, and the tables without a screen) cost a large first sync about a sixth of its index
  // writes. Dropped like version 3's: the rows stay, nothing is pulled again.
  { version: 4, stores: { ...version4CollectionTables } },
  // The dashboard's statistics rows (one per organisation), a new synced collection.
  { version: 5, stores: { organisationStatistics: collectionTables.organisationStatistics } },
];

export class PortalDatabase extends Dexie {
  declare readonly syncState: Table<SyncStateRow, CollectionName>;
  declare readonly outbox: Table<OutboxEntry, number>;
  declare readonly reportResults: Table<ReportResultRow, string>;

  constructor(name: string, options?: DexieOptions, versions: readonly SchemaVersion[] = schemaVersions) {
    // No live-query cache: Dexie's default cache deep-clones every result it hands out, which cost
    // more than half a second per render of the 10,000-device overview (Chromium profile),
    // and its 'immutable' mode freezes results that screens sort. Each live query reads IndexedDB.
    super(name, { cache: 'disabled', ...options });
    for (const version of versions) {
      const declared = this.version(version.version).stores(version.stores);
      const repull = version.repull ?? [];
      if (repull.length > 0 || version.upgrade) {
        declared.upgrade(async (transaction) => {
          for (const collection of repull) {
            await transaction.table(collection).clear();
            await transaction.table('syncState').delete(collection);
          }
          await version.upgrade?.(transaction);
        });
      }
    }
  }

  /** The table of a synced collection. */
  records<Name extends CollectionName>(name: Name): Table<LocalRow<Name>, string> {
    return this.table(name);
  }
}
