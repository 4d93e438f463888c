/**
 * The registry of synced collections: for each, the table, the wire schema and row mapping, the
 * organisation column that scopes it, the permission group that guards its reads, the default page
 * size, the query filters of product.md §3 and the nested routes that list it under a parent. The
 * generic list/read/sync routes are built from this list, so adding a collection here is what makes
 * it readable and syncable.
 *
 * Guarantees: `toWire` never emits secrets (password hash, TOTP secret), storage keys or sync
 * bookkeeping; its keys are exactly the wire schema's (checked by collections.test.ts).
 */
import { eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { ActivityLog, ActivityLogListQuery } from '../../../src/api/contract/activity-logs';
import { Appointment, AppointmentListQuery } from '../../../src/api/contract/appointments';
import type { PermissionGroup } from '../../../src/api/contract/auth';
import { ListQuery } from '../../../src/api/contract/common';
import { Person, PersonListQuery } from '../../../src/api/contract/contacts';
import {
  ContractServiceObject,
  ServiceObjectContract,
  ServiceObjectContractListQuery,
} from '../../../src/api/contract/contracts';
import { Document, DocumentListQuery, Folder, FolderListQuery } from '../../../src/api/contract/documents';
import { Invoice, InvoiceLine, InvoiceListQuery } from '../../../src/api/contract/invoices';
import { Offer, OfferLine, OfferListQuery } from '../../../src/api/contract/offers';
import {
  Checklist,
  ChecklistListQuery,
  Order,
  OrderListQuery,
  OrderServiceObject,
  OrderServiceObjectListQuery,
  WorkOrder,
  WorkOrderListQuery,
} from '../../../src/api/contract/orders';
import { Organisation, OrganisationListQuery } from '../../../src/api/contract/organisations';
import { RefrigerantLogbookEntry, RefrigerantLogbookListQuery } from '../../../src/api/contract/refrigerant';
import {
  Inspection,
  PhotoType,
  ServiceObject,
  ServiceObjectChildListQuery,
  ServiceObjectListQuery,
  ServiceObjectMaterial,
  ServiceObjectNumber,
  ServiceObjectPhoto,
  ServiceObjectType,
} from '../../../src/api/contract/service-objects';
import {
  OrganisationStatistics,
  OrganisationStatisticsListQuery,
} from '../../../src/api/contract/statistics';
import { SynchronizationRun, SynchronizationRunListQuery } from '../../../src/api/contract/sync';
import {
  InboundMessage,
  InboundMessageListQuery,
  Task,
  TaskListQuery,
  type TaskStatus,
} from '../../../src/api/contract/tasks';
import {
  TimelineItem,
  TimelineListQuery,
  TimelineLog,
  TimelineLogListQuery,
} from '../../../src/api/contract/timeline';
import { Role, RoleListQuery, UserListQuery, UserRecord } from '../../../src/api/contract/users-roles';
import { activityPeriodBounds } from '../../../src/lib/activity-period';
import { refrigerantCo2eq } from '../../../src/lib/fgas';
import type { OrganisationScope } from '../plugins/scoping.plugin';
import { refreshStaleStatistics } from '../statistics/refresh-statistics';
import type { Database } from './client';
import * as s from './schema/index';
import { omit, wireRow } from './wire-row';

/** The columns every synced table has (schema/columns.ts `syncColumns`). */
export interface SyncedColumns {
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
  changeSeq: AnyPgColumn;
}
export type SyncedTable = PgTable & SyncedColumns;

/**
 * How a query parameter narrows a list. Values arrive parsed by the collection's `query` schema:
 * - `eq`: column = value; `in`: column in (values[]); `bool`: column = true/false;
 * - `organisationCode`: the organisation column points at the organisation whose `code` is the value;
 * - `custom`: any condition on the collection's table (e.g. `hasActiveOffers`).
 */
export type CollectionFilter =
  | { kind: 'eq' | 'in' | 'bool' | 'organisationCode'; column: AnyPgColumn }
  | { kind: 'custom'; where: (value: unknown) => SQL };

/** A route listing the collection under a parent, e.g. `orders/:id/workorders` with `column` = `:id`. */
export interface NestedRoute {
  route: string;
  column: AnyPgColumn;
  /** The `view` permission guarding this route instead of the collection's group, when a menu area owns it. */
  permissionGroup?: PermissionGroup;
  /**
   * The parent's table and organisation column, when the parent must be visible: a parent that does
   * not exist, is deleted or lies outside the caller's organisations answers 404, as its single read does.
   */
  parent?: { table: SyncedTable; organisationColumn: AnyPgColumn };
}

export interface CollectionDef<TTable extends SyncedTable = SyncedTable, TWire = unknown> {
  /** Stable name, also the PWA's sync collection name. */
  name: string;
  /** Route path under `/api` (the seed's spelling: `organizations`, `task`, `serviceobjects`). */
  path: string;
  /**
   * The permission group whose `view` guards every read of the collection (list, sync, single read
   * and nested lists): a signed-in user without it gets 403. Null: every signed-in user may read it,
   * still within their organisations.
   */
  permissionGroup: PermissionGroup | null;
  table: TTable;
  wire: z.ZodType<TWire>;
  /** The list query schema: common paging and sync parameters plus this collection's filters. */
  query: z.ZodType;
  toWire(row: TTable['$inferSelect']): TWire;
  /** The column holding the owning organisation's id; null for global reference collections. */
  organisationColumn: AnyPgColumn | null;
  defaultPerPage: 15 | 20;
  filters: Record<string, CollectionFilter>;
  nested: NestedRoute[];
  /**
   * Set when a read depends on the clock as well as on the rows (a task turns overdue without a write):
   * its list pages are never answered from the list cache (routes/collections/list-page-cache.ts).
   */
  readsClock?: true;
  /**
   * Runs before every read of the collection (list, sync and single read) with the caller's scope: a
   * derived collection brings the rows the clock made stale up to date here, so no read answers them.
   * Answers the rows it wrote, which the route announces as realtime hints.
   */
  beforeRead?: (
    db: Database,
    scope: OrganisationScope,
  ) => Promise<readonly { organisationId: string; id: string }[]>;
}

function defineCollection<TTable extends SyncedTable, TWire>(
  def: CollectionDef<TTable, TWire>,
): CollectionDef<TTable, TWire> {
  return def;
}

const organisationsCollection = defineCollection({
  name: 'organisations',
  path: 'organizations',
  // Every signed-in user needs their own organisation tree (the organisation switcher); the scope
  // still limits a customer to its own organisation and descendants.
  permissionGroup: null,
  table: s.organisations,
  wire: Organisation,
  query: OrganisationListQuery,
  toWire: (row): Organisation => wireRow(row),
  organisationColumn: s.organisations.id,
  defaultPerPage: 20,
  filters: {
    parentId: { kind: 'eq', column: s.organisations.parentId },
    code: { kind: 'eq', column: s.organisations.code },
  },
  nested: [
    {
      route: 'organizations/:id/children',
      column: s.organisations.parentId,
      // The child companies call (seed-spec §7): that area's permission guards it, and the
      // children of an organisation the caller cannot see answer 404, as that organisation does.
      permissionGroup: 'child_companies',
      parent: { table: s.organisations, organisationColumn: s.organisations.id },
    },
  ],
});

const serviceObjectsCollection = defineCollection({
  name: 'serviceObjects',
  path: 'serviceobjects',
  permissionGroup: 'serviceobjects',
  table: s.serviceObjects,
  wire: ServiceObject,
  query: ServiceObjectListQuery,
  toWire: (row): ServiceObject => ({
    ...wireRow(row),
    co2EqTonnes:
      row.refrigerant !== null && row.chargeKg !== null
        ? refrigerantCo2eq(row.refrigerant, row.chargeKg)
        : null,
  }),
  organisationColumn: s.serviceObjects.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.serviceObjects.organisationId },
    organizationid: { kind: 'eq', column: s.serviceObjects.organisationId },
    typeId: { kind: 'eq', column: s.serviceObjects.typeId },
    refrigerant: { kind: 'eq', column: s.serviceObjects.refrigerant },
    hasActiveOffers: {
      kind: 'custom',
      where: (value) => {
        const activeOffer = sql`exists (select 1 from ${s.offers} where ${s.offers.serviceObjectId} = ${s.serviceObjects.id}
          and ${s.offers.status} = 'sent' and ${s.offers.deletedAt} is null)`;
        return value === true ? activeOffer : sql`not ${activeOffer}`;
      },
    },
  },
  nested: [],
});

const serviceObjectTypesCollection = defineCollection({
  name: 'serviceObjectTypes',
  path: 'serviceobject-types',
  permissionGroup: 'serviceobjects',
  table: s.serviceObjectTypes,
  wire: ServiceObjectType,
  query: ListQuery,
  toWire: (row): ServiceObjectType => wireRow(row),
  organisationColumn: null,
  defaultPerPage: 15,
  filters: {},
  nested: [],
});

const photoTypesCollection = defineCollection({
  name: 'photoTypes',
  path: 'serviceobjects/photo-types',
  permissionGroup: 'serviceobjects',
  table: s.photoTypes,
  wire: PhotoType,
  query: ListQuery,
  toWire: (row): PhotoType => wireRow(row),
  organisationColumn: null,
  defaultPerPage: 15,
  filters: {},
  nested: [],
});

/** Filters shared by the lists that hang off one device. */
function deviceChildFilters(organisationId: AnyPgColumn, serviceObjectId: AnyPgColumn) {
  return {
    organizationId: { kind: 'eq', column: organisationId },
    serviceobjectid: { kind: 'eq', column: serviceObjectId },
  } satisfies Record<string, CollectionFilter>;
}

const serviceObjectPhotosCollection = defineCollection({
  name: 'serviceObjectPhotos',
  path: 'serviceobject-photos',
  permissionGroup: 'serviceobjects',
  table: s.serviceObjectPhotos,
  wire: ServiceObjectPhoto,
  query: ServiceObjectChildListQuery,
  toWire: (row): ServiceObjectPhoto => wireRow(omit(row, ['storageKey'])),
  organisationColumn: s.serviceObjectPhotos.organisationId,
  defaultPerPage: 15,
  filters: deviceChildFilters(s.serviceObjectPhotos.organisationId, s.serviceObjectPhotos.serviceObjectId),
  nested: [{ route: 'serviceobjects/:id/photos', column: s.serviceObjectPhotos.serviceObjectId }],
});

const serviceObjectNumbersCollection = defineCollection({
  name: 'serviceObjectNumbers',
  path: 'serviceobject-numbers',
  permissionGroup: 'serviceobjects',
  table: s.serviceObjectNumbers,
  wire: ServiceObjectNumber,
  query: ServiceObjectChildListQuery,
  toWire: (row): ServiceObjectNumber => wireRow(row),
  organisationColumn: s.serviceObjectNumbers.organisationId,
  defaultPerPage: 15,
  filters: deviceChildFilters(s.serviceObjectNumbers.organisationId, s.serviceObjectNumbers.serviceObjectId),
  nested: [{ route: 'serviceobjects/:id/numbers', column: s.serviceObjectNumbers.serviceObjectId }],
});

const serviceObjectMaterialsCollection = defineCollection({
  name: 'serviceObjectMaterials',
  path: 'serviceobject-materials',
  permissionGroup: 'serviceobjects',
  table: s.serviceObjectMaterials,
  wire: ServiceObjectMaterial,
  query: ServiceObjectChildListQuery,
  toWire: (row): ServiceObjectMaterial => wireRow(row),
  organisationColumn: s.serviceObjectMaterials.organisationId,
  defaultPerPage: 15,
  filters: deviceChildFilters(
    s.serviceObjectMaterials.organisationId,
    s.serviceObjectMaterials.serviceObjectId,
  ),
  nested: [{ route: 'serviceobjects/:id/materials', column: s.serviceObjectMaterials.serviceObjectId }],
});

const inspectionsCollection = defineCollection({
  name: 'inspections',
  path: 'inspections',
  // The statutory inspection regime of a device is what the legal supervision screen shows.
  permissionGroup: 'legal_supervision',
  table: s.inspections,
  wire: Inspection,
  query: ServiceObjectChildListQuery,
  toWire: (row): Inspection => wireRow(row),
  organisationColumn: s.inspections.organisationId,
  defaultPerPage: 15,
  filters: deviceChildFilters(s.inspections.organisationId, s.inspections.serviceObjectId),
  nested: [{ route: 'serviceobjects/:id/inspections', column: s.inspections.serviceObjectId }],
});

const foldersCollection = defineCollection({
  name: 'folders',
  path: 'folders',
  permissionGroup: 'documents',
  table: s.folders,
  wire: Folder,
  query: FolderListQuery,
  toWire: (row): Folder => wireRow(row),
  organisationColumn: s.folders.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.folders.organisationId },
    parentId: { kind: 'eq', column: s.folders.parentId },
    serviceobjectid: { kind: 'eq', column: s.folders.serviceObjectId },
  },
  nested: [{ route: 'serviceobjects/:id/folders', column: s.folders.serviceObjectId }],
});

const documentsCollection = defineCollection({
  name: 'documents',
  path: 'documents',
  permissionGroup: 'documents',
  table: s.documents,
  wire: Document,
  query: DocumentListQuery,
  toWire: (row): Document => wireRow(omit(row, ['storageKey'])),
  organisationColumn: s.documents.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.documents.organisationId },
    folderId: { kind: 'eq', column: s.documents.folderId },
    orderId: { kind: 'eq', column: s.documents.orderId },
    offerId: { kind: 'eq', column: s.documents.offerId },
    serviceobjectid: { kind: 'eq', column: s.documents.serviceObjectId },
  },
  nested: [
    { route: 'documents/order/:id', column: s.documents.orderId },
    { route: 'documents/serviceobject/:id', column: s.documents.serviceObjectId },
    { route: 'serviceobjects/:id/documents', column: s.documents.serviceObjectId },
    { route: 'offers/:id/documents', column: s.documents.offerId },
  ],
});

const ordersCollection = defineCollection({
  name: 'orders',
  path: 'orders',
  permissionGroup: 'orders',
  table: s.orders,
  wire: Order,
  query: OrderListQuery,
  toWire: (row): Order => wireRow(row),
  organisationColumn: s.orders.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationCode: { kind: 'organisationCode', column: s.orders.organisationId },
    organizationId: { kind: 'eq', column: s.orders.organisationId },
    status: { kind: 'in', column: s.orders.status },
  },
  nested: [],
});

const orderServiceObjectsCollection = defineCollection({
  name: 'orderServiceObjects',
  path: 'order-serviceobjects',
  permissionGroup: 'orders',
  table: s.orderServiceObjects,
  wire: OrderServiceObject,
  query: OrderServiceObjectListQuery,
  toWire: (row): OrderServiceObject => wireRow(row),
  organisationColumn: s.orderServiceObjects.organisationId,
  defaultPerPage: 15,
  filters: {
    ...deviceChildFilters(s.orderServiceObjects.organisationId, s.orderServiceObjects.serviceObjectId),
    orderId: { kind: 'eq', column: s.orderServiceObjects.orderId },
  },
  nested: [],
});

const workOrdersCollection = defineCollection({
  name: 'workOrders',
  path: 'workorders',
  permissionGroup: 'orders',
  table: s.workOrders,
  wire: WorkOrder,
  query: WorkOrderListQuery,
  toWire: (row): WorkOrder => wireRow(row),
  organisationColumn: s.workOrders.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.workOrders.organisationId },
    orderId: { kind: 'eq', column: s.workOrders.orderId },
    serviceobjectid: { kind: 'eq', column: s.workOrders.serviceObjectId },
    status: { kind: 'in', column: s.workOrders.status },
  },
  nested: [
    { route: 'orders/:id/workorders', column: s.workOrders.orderId },
    { route: 'serviceobjects/:id/workorders', column: s.workOrders.serviceObjectId },
  ],
});

const checklistsCollection = defineCollection({
  name: 'checklists',
  path: 'checklists',
  // The menu shows checklists under devices as "mandatory checklist", not under orders.
  permissionGroup: 'mandatory_checklist',
  table: s.checklists,
  wire: Checklist,
  query: ChecklistListQuery,
  toWire: (row): Checklist => wireRow(row),
  organisationColumn: s.checklists.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.checklists.organisationId },
    orderId: { kind: 'eq', column: s.checklists.orderId },
    serviceobjectid: { kind: 'eq', column: s.checklists.serviceObjectId },
    status: { kind: 'in', column: s.checklists.status },
  },
  nested: [
    { route: 'orders/:id/checklists', column: s.checklists.orderId },
    { route: 'serviceobjects/:id/checklists', column: s.checklists.serviceObjectId },
  ],
});

const offersCollection = defineCollection({
  name: 'offers',
  path: 'offers',
  permissionGroup: 'offers',
  table: s.offers,
  wire: Offer,
  query: OfferListQuery,
  toWire: (row): Offer => wireRow(row),
  organisationColumn: s.offers.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationid: { kind: 'eq', column: s.offers.organisationId },
    organizationId: { kind: 'eq', column: s.offers.organisationId },
    serviceobjectid: { kind: 'eq', column: s.offers.serviceObjectId },
    status: { kind: 'in', column: s.offers.status },
  },
  nested: [],
});

const offerLinesCollection = defineCollection({
  name: 'offerLines',
  path: 'offer-lines',
  permissionGroup: 'offers',
  table: s.offerLines,
  wire: OfferLine,
  query: ListQuery,
  toWire: (row): OfferLine => wireRow(row),
  organisationColumn: s.offerLines.organisationId,
  defaultPerPage: 15,
  filters: {},
  nested: [{ route: 'offers/:id/lines', column: s.offerLines.offerId }],
});

const invoicesCollection = defineCollection({
  name: 'invoices',
  path: 'invoices',
  permissionGroup: 'invoices',
  table: s.invoices,
  wire: Invoice,
  query: InvoiceListQuery,
  toWire: (row): Invoice => ({
    ...wireRow(omit(row, ['pdfStorageKey'])),
    hasPdf: row.pdfStorageKey !== null,
  }),
  organisationColumn: s.invoices.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationid: { kind: 'eq', column: s.invoices.organisationId },
    organizationId: { kind: 'eq', column: s.invoices.organisationId },
    status: { kind: 'in', column: s.invoices.status },
  },
  nested: [],
});

const invoiceLinesCollection = defineCollection({
  name: 'invoiceLines',
  path: 'invoice-lines',
  permissionGroup: 'invoices',
  table: s.invoiceLines,
  wire: InvoiceLine,
  query: ListQuery,
  toWire: (row): InvoiceLine => wireRow(row),
  organisationColumn: s.invoiceLines.organisationId,
  defaultPerPage: 15,
  filters: {},
  nested: [{ route: 'invoices/:id/lines', column: s.invoiceLines.invoiceId }],
});

/**
 * `overdue` means open and past `dueAt` (product.md §5). Passing a due date is not a write, so the
 * stored status stays `open`; reads report it as overdue, and `status[]` filters agree with that.
 */
export function effectiveTaskStatus(status: TaskStatus, dueAt: Date | null, now: Date): TaskStatus {
  return status === 'open' && dueAt !== null && dueAt < now ? 'overdue' : status;
}

export function taskStatusCondition(statuses: readonly TaskStatus[]): SQL {
  if (statuses.length === 0) return sql`false`;
  const pastDue = sql`(${s.tasks.dueAt} is not null and ${s.tasks.dueAt} < now())`;
  const conditions = statuses.map((status) => {
    if (status === 'open') return sql`(${s.tasks.status} = 'open' and not ${pastDue})`;
    if (status === 'overdue')
      return sql`(${s.tasks.status} = 'overdue' or (${s.tasks.status} = 'open' and ${pastDue}))`;
    return sql`${s.tasks.status} = ${status}`;
  });
  return sql`(${sql.join(conditions, sql` or `)})`;
}

const tasksCollection = defineCollection({
  name: 'tasks',
  path: 'task',
  permissionGroup: 'tasks',
  table: s.tasks,
  wire: Task,
  query: TaskListQuery,
  toWire: (row): Task => ({
    ...wireRow(row),
    status: effectiveTaskStatus(row.status, row.dueAt, new Date()),
  }),
  readsClock: true,
  organisationColumn: s.tasks.organisationId,
  defaultPerPage: 15,
  filters: {
    relationId: { kind: 'eq', column: s.tasks.organisationId },
    status: { kind: 'custom', where: (value) => taskStatusCondition(value as TaskStatus[]) },
    isClientTask: { kind: 'bool', column: s.tasks.isClientTask },
    serviceobjectid: { kind: 'eq', column: s.tasks.serviceObjectId },
    assigneeUserId: { kind: 'eq', column: s.tasks.assigneeUserId },
  },
  nested: [],
});

const inboundMessagesCollection = defineCollection({
  name: 'inboundMessages',
  path: 'inbound-messages',
  permissionGroup: 'tasks',
  table: s.inboundMessages,
  wire: InboundMessage,
  query: InboundMessageListQuery,
  toWire: (row): InboundMessage => wireRow(row),
  organisationColumn: s.inboundMessages.organisationId,
  defaultPerPage: 15,
  filters: {
    relationId: { kind: 'eq', column: s.inboundMessages.organisationId },
    taskId: { kind: 'eq', column: s.inboundMessages.taskId },
  },
  nested: [],
});

const personsCollection = defineCollection({
  name: 'persons',
  path: 'persons',
  permissionGroup: 'contacts',
  table: s.persons,
  wire: Person,
  query: PersonListQuery,
  toWire: (row): Person => wireRow(row),
  organisationColumn: s.persons.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.persons.organisationId },
    top: { kind: 'bool', column: s.persons.isMainContact },
  },
  nested: [{ route: 'person/organization/:id', column: s.persons.organisationId }],
});

const appointmentsCollection = defineCollection({
  name: 'appointments',
  path: 'appointments',
  permissionGroup: 'agenda',
  table: s.appointments,
  wire: Appointment,
  query: AppointmentListQuery,
  toWire: (row): Appointment => wireRow(row),
  organisationColumn: s.appointments.organisationId,
  defaultPerPage: 20,
  filters: {
    organizationId: { kind: 'eq', column: s.appointments.organisationId },
    serviceobjectid: { kind: 'eq', column: s.appointments.serviceObjectId },
  },
  nested: [],
});

const timelineItemsCollection = defineCollection({
  name: 'timelineItems',
  path: 'timeline',
  permissionGroup: 'timeline',
  table: s.timelineItems,
  wire: TimelineItem,
  query: TimelineListQuery,
  toWire: (row): TimelineItem => wireRow(row),
  organisationColumn: s.timelineItems.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.timelineItems.organisationId },
    type: { kind: 'in', column: s.timelineItems.type },
  },
  nested: [],
});

const timelineLogsCollection = defineCollection({
  name: 'timelineLogs',
  path: 'timeline-logs',
  permissionGroup: 'timeline',
  table: s.timelineLogs,
  wire: TimelineLog,
  query: TimelineLogListQuery,
  toWire: (row): TimelineLog => wireRow(row),
  organisationColumn: s.timelineLogs.organisationId,
  defaultPerPage: 15,
  filters: {
    timelineItemId: { kind: 'eq', column: s.timelineLogs.timelineItemId },
    group: { kind: 'eq', column: s.timelineLogs.group },
  },
  nested: [{ route: 'timeline/:id/logs', column: s.timelineLogs.timelineItemId }],
});

const contractsCollection = defineCollection({
  name: 'serviceObjectContracts',
  path: 'serviceobject-contracts',
  permissionGroup: 'serviceobject_contracts',
  table: s.serviceObjectContracts,
  wire: ServiceObjectContract,
  query: ServiceObjectContractListQuery,
  toWire: (row): ServiceObjectContract => wireRow(row),
  organisationColumn: s.serviceObjectContracts.organisationId,
  defaultPerPage: 15,
  filters: { organizationId: { kind: 'eq', column: s.serviceObjectContracts.organisationId } },
  nested: [],
});

const contractServiceObjectsCollection = defineCollection({
  name: 'contractServiceObjects',
  path: 'contract-serviceobjects',
  permissionGroup: 'serviceobject_contracts',
  table: s.contractServiceObjects,
  wire: ContractServiceObject,
  query: ServiceObjectChildListQuery,
  toWire: (row): ContractServiceObject => wireRow(row),
  organisationColumn: s.contractServiceObjects.organisationId,
  defaultPerPage: 15,
  filters: deviceChildFilters(
    s.contractServiceObjects.organisationId,
    s.contractServiceObjects.serviceObjectId,
  ),
  nested: [{ route: 'serviceobject-contracts/:id/contracts', column: s.contractServiceObjects.contractId }],
});

const activityLogsCollection = defineCollection({
  name: 'activityLogs',
  path: 'activity-logs',
  permissionGroup: 'activity_logs',
  table: s.activityLogs,
  wire: ActivityLog,
  query: ActivityLogListQuery,
  toWire: (row): ActivityLog => wireRow(row),
  organisationColumn: s.activityLogs.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.activityLogs.organisationId },
    subjectType: { kind: 'eq', column: s.activityLogs.subjectType },
    subjectId: { kind: 'eq', column: s.activityLogs.subjectId },
    actorUserId: { kind: 'eq', column: s.activityLogs.actorUserId },
    action: { kind: 'in', column: s.activityLogs.action },
    // Amsterdam calendar days, both inclusive: the same bounds the PWA applies offline.
    from: {
      kind: 'custom',
      where: (value) => gte(s.activityLogs.createdAt, activityPeriodBounds({ from: String(value) }).start!),
    },
    to: {
      kind: 'custom',
      where: (value) => lt(s.activityLogs.createdAt, activityPeriodBounds({ to: String(value) }).end!),
    },
  },
  nested: [],
});

const logbookCollection = defineCollection({
  name: 'refrigerantLogbookEntries',
  path: 'refrigerant-transactions',
  // The F-gas logbook is its own permission (under reports), also when listed under one device:
  // viewing devices does not imply viewing their refrigerant transactions.
  permissionGroup: 'refrigerant_transactions',
  table: s.refrigerantLogbookEntries,
  wire: RefrigerantLogbookEntry,
  query: RefrigerantLogbookListQuery,
  toWire: (row): RefrigerantLogbookEntry => wireRow(row),
  organisationColumn: s.refrigerantLogbookEntries.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.refrigerantLogbookEntries.organisationId },
    serviceobjectid: { kind: 'eq', column: s.refrigerantLogbookEntries.serviceObjectId },
    kind: { kind: 'in', column: s.refrigerantLogbookEntries.kind },
  },
  nested: [{ route: 'serviceobjects/:id/logbook', column: s.refrigerantLogbookEntries.serviceObjectId }],
});

const synchronizationRunsCollection = defineCollection({
  name: 'synchronizationRuns',
  path: 'synchronization-runs',
  // When the caller's own data was last brought in from the back office: shown on any screen.
  permissionGroup: null,
  table: s.synchronizationRuns,
  wire: SynchronizationRun,
  query: SynchronizationRunListQuery,
  toWire: (row): SynchronizationRun => wireRow(row),
  organisationColumn: s.synchronizationRuns.organisationId,
  defaultPerPage: 15,
  filters: { organizationId: { kind: 'eq', column: s.synchronizationRuns.organisationId } },
  nested: [],
});

const organisationStatisticsCollection = defineCollection({
  name: 'organisationStatistics',
  // The seed's `organizations/statistics?code`: the dashboard's figures per organisation (product.md §10).
  path: 'organizations/statistics',
  permissionGroup: 'dashboard',
  table: s.organisationStatistics,
  wire: OrganisationStatistics,
  query: OrganisationStatisticsListQuery,
  toWire: (row): OrganisationStatistics => wireRow(row),
  organisationColumn: s.organisationStatistics.organisationId,
  defaultPerPage: 20,
  filters: {
    code: { kind: 'organisationCode', column: s.organisationStatistics.organisationId },
    organizationId: { kind: 'eq', column: s.organisationStatistics.organisationId },
  },
  nested: [],
  // Overdue and "this week" change with the clock: stale rows in the caller's scope are recomputed first.
  beforeRead: (db, scope) => refreshStaleStatistics(db, scope.kind === 'all' ? 'all' : [...scope.ids]),
});

const usersCollection = defineCollection({
  name: 'users',
  path: 'users',
  permissionGroup: 'users',
  table: s.users,
  wire: UserRecord,
  query: UserListQuery,
  // The F-gas certificate travels with the signed-in user (`GET /api/user`), for the logbook form;
  // the calendar feed's secret never leaves the server.
  toWire: (row): UserRecord =>
    wireRow(omit(row, ['passwordHash', 'twoFactorSecret', 'fgasCertificateNumber', 'calendarFeedTokenHash'])),
  // Staff rows have no organisation: a customer's scope never includes them.
  organisationColumn: s.users.organisationId,
  defaultPerPage: 15,
  filters: {
    organizationId: { kind: 'eq', column: s.users.organisationId },
    roleId: { kind: 'eq', column: s.users.roleId },
    active: { kind: 'bool', column: s.users.active },
  },
  nested: [],
});

const rolesCollection = defineCollection({
  name: 'roles',
  path: 'roles',
  permissionGroup: 'roles',
  table: s.roles,
  wire: Role,
  query: RoleListQuery,
  toWire: (row): Role => {
    const { titleNl, titleEn, ...rest } = wireRow(row);
    return { ...rest, title_nl: titleNl, title_en: titleEn };
  },
  organisationColumn: null,
  defaultPerPage: 15,
  filters: { active: { kind: 'bool', column: s.roles.active } },
  nested: [],
});

export const collections: readonly CollectionDef[] = [
  organisationsCollection,
  serviceObjectsCollection,
  serviceObjectTypesCollection,
  photoTypesCollection,
  serviceObjectPhotosCollection,
  serviceObjectNumbersCollection,
  serviceObjectMaterialsCollection,
  inspectionsCollection,
  foldersCollection,
  documentsCollection,
  ordersCollection,
  orderServiceObjectsCollection,
  workOrdersCollection,
  checklistsCollection,
  offersCollection,
  offerLinesCollection,
  invoicesCollection,
  invoiceLinesCollection,
  tasksCollection,
  inboundMessagesCollection,
  personsCollection,
  appointmentsCollection,
  timelineItemsCollection,
  timelineLogsCollection,
  contractsCollection,
  contractServiceObjectsCollection,
  activityLogsCollection,
  logbookCollection,
  synchronizationRunsCollection,
  organisationStatisticsCollection,
  usersCollection,
  rolesCollection,
];

export function collectionByName(name: string): CollectionDef | undefined {
  return collections.find((def) => def.name === name);
}

/**
 * A row of a registered collection as the list and item reads answer it, for a command's answer:
 * what a write returns then matches what a later read brings. Throws for an unregistered name (a
 * programming error, caught by any test of the route).
 */
export function recordToWire<T>(collection: string, row: unknown): T {
  const def = collectionByName(collection);
  if (!def) throw new Error(`unknown collection ${collection}`);
  return def.toWire(row as never) as T;
}

/**
 * The WHERE conditions for the filters present in a parsed list query. Unknown keys and undefined
 * values are ignored; an empty `in` list matches nothing.
 */
export function filterConditions(def: CollectionDef, query: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [parameter, filter] of Object.entries(def.filters)) {
    const value = query[parameter];
    if (value === undefined || value === null) continue;
    switch (filter.kind) {
      case 'eq':
      case 'bool':
        conditions.push(eq(filter.column, value));
        break;
      case 'in': {
        const values = Array.isArray(value) ? value : [value];
        conditions.push(values.length === 0 ? sql`false` : inArray(filter.column, values));
        break;
      }
      case 'organisationCode':
        conditions.push(inArray(filter.column, organisationIdsByCode(String(value))));
        break;
      case 'custom':
        conditions.push(filter.where(value));
        break;
    }
  }
  return conditions;
}

/** A subquery: the id of the live organisation with this relation number. */
function organisationIdsByCode(code: string): SQL {
  return sql`(select ${s.organisations.id} from ${s.organisations} where ${s.organisations.code} = ${code} and ${s.organisations.deletedAt} is null)`;
}

/**
 * The condition that keeps a list inside the caller's organisations: undefined (no restriction)
 * for staff or global collections, `false` for a customer who sees no organisation.
 */
export function scopeCondition(def: CollectionDef, visible: readonly string[] | 'all'): SQL | undefined {
  if (visible === 'all' || def.organisationColumn === null) return undefined;
  if (visible.length === 0) return sql`false`;
  return inArray(def.organisationColumn, [...visible]);
}

/** Live rows only (no tombstones): what a plain list or read shows. */
export function notDeleted(def: CollectionDef): SQL {
  return sql`${def.table.deletedAt} is null`;
}
