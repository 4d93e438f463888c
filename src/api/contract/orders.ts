/**
 * Orders, the devices they concern, work orders (a technician's visit) and checklists
 * (product.md §5). Amounts are integer cents.
 */
import { z } from 'zod';
import {
  Cents,
  DateOnly,
  Id,
  ListQuery,
  OrganisationRecord,
  PlainListQuery,
  Timestamp,
  queryArray,
} from './common';

export const OrderStatus = z.enum(['open', 'planned', 'in_progress', 'completed', 'invoiced', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const WorkOrderStatus = z.enum(['planned', 'in_progress', 'completed']);
export type WorkOrderStatus = z.infer<typeof WorkOrderStatus>;

export const ChecklistStatus = z.enum(['open', 'completed']);
export type ChecklistStatus = z.infer<typeof ChecklistStatus>;

export const ChecklistItemResult = z.enum(['ok', 'not_ok', 'na']);
export type ChecklistItemResult = z.infer<typeof ChecklistItemResult>;

/** One line of a checklist; `result` is null while not yet checked. */
export const ChecklistItem = z.object({
  label: z.string().min(1),
  result: ChecklistItemResult.nullable(),
  remark: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof ChecklistItem>;

export const Order = OrganisationRecord.extend({
  number: z.string(),
  status: OrderStatus,
  description: z.string(),
  reference: z.string().nullable(),
  plannedDate: DateOnly.nullable(),
  completedDate: DateOnly.nullable(),
  amountCents: Cents.nullable(),
});
export type Order = z.infer<typeof Order>;

/** Links an order to a device it concerns (`orders/{id}/serviceobjects`). */
export const OrderServiceObject = OrganisationRecord.extend({
  orderId: Id,
  serviceObjectId: Id,
});
export type OrderServiceObject = z.infer<typeof OrderServiceObject>;

export const WorkOrder = OrganisationRecord.extend({
  orderId: Id,
  serviceObjectId: Id.nullable(),
  number: z.string(),
  status: WorkOrderStatus,
  technicianName: z.string().nullable(),
  plannedDate: DateOnly.nullable(),
  hours: z.number().nonnegative().nullable(),
  workPerformed: z.string().nullable(),
  startedAt: Timestamp.nullable(),
  completedAt: Timestamp.nullable(),
  signedByName: z.string().nullable(),
  signedAt: Timestamp.nullable(),
  reportDocumentId: Id.nullable(),
});
export type WorkOrder = z.infer<typeof WorkOrder>;

export const Checklist = OrganisationRecord.extend({
  serviceObjectId: Id,
  workOrderId: Id.nullable(),
  orderId: Id.nullable(),
  title: z.string(),
  status: ChecklistStatus,
  technicianName: z.string().nullable(),
  completedAt: Timestamp.nullable(),
  items: z.array(ChecklistItem),
});
export type Checklist = z.infer<typeof Checklist>;

/** `orders?organizationCode=...&status[]=open`. */
export const OrderListQuery = ListQuery.extend({
  organizationCode: z.string().optional(),
  organizationId: Id.optional(),
  status: queryArray(OrderStatus).optional(),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/** `order-serviceobjects`: the links between orders and the devices they concern. */
export const OrderServiceObjectListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  orderId: Id.optional(),
  serviceobjectid: Id.optional(),
});
export type OrderServiceObjectListQuery = z.infer<typeof OrderServiceObjectListQuery>;

/** `orders/{id}/serviceobjects`: the devices an order concerns (through its order-serviceobjects links). */
export const OrderDeviceListQuery = PlainListQuery;
export type OrderDeviceListQuery = z.infer<typeof OrderDeviceListQuery>;

/** `workorders`, `checklists` and the `orders/{id}/...` and `serviceobjects/{id}/...` lists. */
export const WorkOrderListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  orderId: Id.optional(),
  serviceobjectid: Id.optional(),
  status: queryArray(WorkOrderStatus).optional(),
});
export type WorkOrderListQuery = z.infer<typeof WorkOrderListQuery>;

export const ChecklistListQuery = ListQuery.extend({
  organizationId: Id.optional(),
  orderId: Id.optional(),
  serviceobjectid: Id.optional(),
  status: queryArray(ChecklistStatus).optional(),
});
export type ChecklistListQuery = z.infer<typeof ChecklistListQuery>;
