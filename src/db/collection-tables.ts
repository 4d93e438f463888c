/**
 * The local tables of the synced collections (seed-spec §3): one per collection of the server's
 * registry, under the same name, with the indexes the screens query by. A row is the wire record as
 * the server sent it, plus `syncPending` while a local write to it waits in the outbox.
 *
 * An index a screen needs is declared here, beside its table; changing a line here needs a new
 * schema version in portal-database.ts.
 */
import type { ActivityLog } from '../api/contract/activity-logs';
import type { Appointment } from '../api/contract/appointments';
import type { Person } from '../api/contract/contacts';
import type { ContractServiceObject, ServiceObjectContract } from '../api/contract/contracts';
import type { Document, Folder } from '../api/contract/documents';
import type { Invoice, InvoiceLine } from '../api/contract/invoices';
import type { Offer, OfferLine } from '../api/contract/offers';
import type { Checklist, Order, OrderServiceObject, WorkOrder } from '../api/contract/orders';
import type { Organisation } from '../api/contract/organisations';
import type { RefrigerantLogbookEntry } from '../api/contract/refrigerant';
import type {
  Inspection,
  PhotoType,
  ServiceObject,
  ServiceObjectMaterial,
  ServiceObjectNumber,
  ServiceObjectPhoto,
  ServiceObjectType,
} from '../api/contract/service-objects';
import type { OrganisationStatistics } from '../api/contract/statistics';
import type { SynchronizationRun } from '../api/contract/sync';
import type { InboundMessage, Task } from '../api/contract/tasks';
import type { TimelineItem, TimelineLog } from '../api/contract/timeline';
import type { Role, UserRecord } from '../api/contract/users-roles';

/** The wire record of each synced collection, by collection name. */
export interface CollectionRecords {
  organisations: Organisation;
  serviceObjects: ServiceObject;
  serviceObjectTypes: ServiceObjectType;
  photoTypes: PhotoType;
  serviceObjectPhotos: ServiceObjectPhoto;
  serviceObjectNumbers: ServiceObjectNumber;
  serviceObjectMaterials: ServiceObjectMaterial;
  inspections: Inspection;
  folders: Folder;
  documents: Document;
  orders: Order;
  orderServiceObjects: OrderServiceObject;
  workOrders: WorkOrder;
  checklists: Checklist;
  offers: Offer;
  offerLines: OfferLine;
  invoices: Invoice;
  invoiceLines: InvoiceLine;
  tasks: Task;
  inboundMessages: InboundMessage;
  persons: Person;
  appointments: Appointment;
  timelineItems: TimelineItem;
  timelineLogs: TimelineLog;
  serviceObjectContracts: ServiceObjectContract;
  contractServiceObjects: ContractServiceObject;
  activityLogs: ActivityLog;
  refrigerantLogbookEntries: RefrigerantLogbookEntry;
  synchronizationRuns: SynchronizationRun;
  organisationStatistics: OrganisationStatistics;
  users: UserRecord;
  roles: Role;
}

export type CollectionName = keyof CollectionRecords;

/**
 * What a local write adds to a row: set (1) while an outbox entry still has to deliver a change to
 * it, absent once the server acknowledged every one. Screens show such a row as pending.
 */
export interface LocalRowState {
  syncPending?: 1;
}

/** The row stored for a record of `name`: the wire record plus the local state. */
export type LocalRow<Name extends CollectionName> = CollectionRecords[Name] & LocalRowState;

/**
 * Dexie index specifications, primary key first. Every record table is keyed by the record's `id`
 * (a UUID, so rows created offline keep their id on the server). Only fields a query looks up
 * (`where`, `orderBy`) are indexed: every index is one more write per stored record, and with five
 * of them Chromium stored a record about a third slower than with none; each index entry
 * cost the backing store about 25 µs of CPU in a large first sync. Tables without a screen yet
 * (appointments, timeline items, activity logs, synchronization runs) have none. Add an index here, in a new schema version of
 * portal-database.ts, when a screen needs one.
 */
export const collectionTables = {
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
  // The dashboard reads every row of the visible organisations at once: no index needed.
  organisationStatistics: 'id',
  users: 'id, organisationId, roleId',
  roles: 'id',
} as const satisfies Record<CollectionName, string>;

export const collectionNames = Object.keys(collectionTables) as CollectionName[];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collectionTables, name);
}
