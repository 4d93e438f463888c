/**
 * Live reads of orders, their work orders, checklists, devices and documents from the local
 * database (one hook per question). `undefined` while loading; `null` for a record that is not on
 * this device. The list's filtering is a pure function, tested on its own.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { OrderStatus } from '../../api/contract/orders';
import type { LocalRow } from '../../db/collection-tables';
import { useDatabase } from '../../db/database-context';
import { isInPeriod, type DatePeriod } from '../../lib/date-periods';
import { isOrderOpen } from '../../lib/open-records';
import { compareDutch, compareNatural } from '../../lib/natural-order';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

export type OrderRow = LocalRow<'orders'>;
export type WorkOrderRow = LocalRow<'workOrders'>;
export type ChecklistRow = LocalRow<'checklists'>;
export type ServiceObjectRow = LocalRow<'serviceObjects'>;
export type DocumentRow = LocalRow<'documents'>;

export interface OrderFilter {
  /** The organisations shown (the current one and below); null for all. */
  organisations: readonly string[] | null;
  /** One child company of the scope, or null for the whole scope. */
  organisationId: string | null;
  /** One status, or `unfinished`: every order still open (open, planned, in progress). */
  status: OrderStatus | 'unfinished' | null;
  /** Which orders by their date (planned date, else creation). */
  period: DatePeriod;
  /** Part of the number, description or reference. */
  search: string;
  /** How many to show; "load more" raises it. */
  limit: number;
}

export interface OrderListItem {
  order: OrderRow;
  /** The devices the order concerns, by number. */
  serviceObjects: Pick<ServiceObjectRow, 'id' | 'number' | 'name'>[];
}

export interface OrderList {
  orders: OrderListItem[];
  /** How many match the filter in total. */
  total: number;
}

/** The date an order is filed under for the period filter: its planned date, else its creation. */
export function orderDate(order: Pick<OrderRow, 'plannedDate' | 'createdAt'>): string {
  return order.plannedDate ?? order.createdAt;
}

function matches(order: OrderRow, filter: OrderFilter, now: Date): boolean {
  if (filter.organisationId && order.organisationId !== filter.organisationId) return false;
  if (filter.status === 'unfinished' ? !isOrderOpen(order) : filter.status && order.status !== filter.status)
    return false;
  if (!isInPeriod(orderDate(order), filter.period, now)) return false;
  const search = filter.search.trim().toLocaleLowerCase('nl');
  if (!search) return true;
  return `${order.number} ${order.description} ${order.reference ?? ''}`
    .toLocaleLowerCase('nl')
    .includes(search);
}

/** The orders shown for `filter` out of the organisations' `rows`: newest first (default order). */
export function selectOrders(rows: readonly OrderRow[], filter: OrderFilter, now = new Date()): OrderRow[] {
  return rows
    .filter((order) => matches(order, filter, now))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}

/** Orders of the organisations in scope, filtered, with the devices of the orders shown. */
export function useOrderList(filter: OrderFilter): OrderList | undefined {
  const db = useDatabase();
  const organisationKey = filter.organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const rows = await rowsOfOrganisations(db.records('orders'), filter.organisations);
    const matching = selectOrders(rows, filter);
    const shown = matching.slice(0, filter.limit);
    const links = await db
      .records('orderServiceObjects')
      .where('orderId')
      .anyOf(shown.map((order) => order.id))
      .toArray();
    const devices = new Map(
      (await db.records('serviceObjects').bulkGet([...new Set(links.map((link) => link.serviceObjectId))]))
        .filter((device) => device !== undefined)
        .map((device) => [device.id, device]),
    );
    return {
      orders: shown.map((order) => ({
        order,
        serviceObjects: links
          .filter((link) => link.orderId === order.id)
          .map((link) => devices.get(link.serviceObjectId))
          .filter((device) => device !== undefined)
          .sort((a, b) => compareNatural(a.number, b.number)),
      })),
      total: matching.length,
    };
  }, [db, organisationKey, filter.organisationId, filter.status, filter.period, filter.search, filter.limit]);
}

/** One order; null when it is not on this device. */
export function useOrder(orderId: string): OrderRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.records('orders').get(orderId)) ?? null, [db, orderId]);
}

/** The work orders of an order, by number. */
export function useOrderWorkOrders(orderId: string): WorkOrderRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const rows = await db.records('workOrders').where('orderId').equals(orderId).toArray();
    return rows.sort((a, b) => compareNatural(a.number, b.number));
  }, [db, orderId]);
}

/** The checklists of an order (or, with `workOrderId`, of one work order), by title. */
export function useChecklistsOf(
  key: { orderId: string } | { workOrderId: string },
): ChecklistRow[] | undefined {
  const db = useDatabase();
  const [index, value] =
    'orderId' in key ? (['orderId', key.orderId] as const) : (['workOrderId', key.workOrderId] as const);
  return useLiveQuery(async () => {
    const rows = await db.records('checklists').where(index).equals(value).toArray();
    return rows.sort((a, b) => compareDutch(a.title, b.title));
  }, [db, index, value]);
}

/** The devices an order concerns, by number (those on this device). */
export function useOrderServiceObjects(orderId: string): ServiceObjectRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const links = await db.records('orderServiceObjects').where('orderId').equals(orderId).toArray();
    const devices = await db.records('serviceObjects').bulkGet(links.map((link) => link.serviceObjectId));
    return devices
      .filter((device) => device !== undefined)
      .sort((a, b) => compareNatural(a.number, b.number));
  }, [db, orderId]);
}

/** One device by id (for a work order's or checklist's device); null when not on this device. */
export function useServiceObject(serviceObjectId: string | null): ServiceObjectRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () =>
      serviceObjectId ? ((await db.records('serviceObjects').get(serviceObjectId)) ?? null) : null,
    [db, serviceObjectId],
  );
}

/** The documents of an order, newest first. */
export function useOrderDocuments(orderId: string): DocumentRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const rows = await db.records('documents').where('orderId').equals(orderId).toArray();
    return rows.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
  }, [db, orderId]);
}

/** One document by id (a work order's signed report); null when not on this device. */
export function useDocument(documentId: string | null): DocumentRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (documentId ? ((await db.records('documents').get(documentId)) ?? null) : null),
    [db, documentId],
  );
}

/** One work order; null when it is not on this device. */
export function useWorkOrder(workOrderId: string): WorkOrderRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (await db.records('workOrders').get(workOrderId)) ?? null,
    [db, workOrderId],
  );
}

/** One checklist; null when it is not on this device. */
export function useChecklist(checklistId: string): ChecklistRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    async () => (await db.records('checklists').get(checklistId)) ?? null,
    [db, checklistId],
  );
}
