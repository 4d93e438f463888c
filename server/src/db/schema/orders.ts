/**
 * Orders, the devices they concern, their work orders (a technician's visit) and checklists.
 * Child rows carry `organisation_id` too (denormalised) so every read and sync pull is scoped by one
 * indexed column without joins.
 */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  ChecklistStatus,
  OrderStatus,
  WorkOrderStatus,
  type ChecklistItem,
} from '../../../../src/api/contract/orders';
import { documents } from './documents';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';

export const orders = pgTable(
  'orders',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    number: text('number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('open'),
    description: text('description').notNull(),
    /** The customer's own reference (purchase order number). */
    reference: text('reference'),
    plannedDate: date('planned_date', { mode: 'string' }),
    completedDate: date('completed_date', { mode: 'string' }),
    amountCents: integer('amount_cents'),
  },
  (t) => [
    ...syncIndexes('orders', t),
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_organisation_status_idx').on(t.organisationId, t.status),
    enumCheck('orders_status_check', t.status, OrderStatus.options),
  ],
);

export const orderServiceObjects = pgTable(
  'order_service_objects',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
  },
  (t) => [
    ...syncIndexes('order_service_objects', t),
    uniqueIndex('order_service_objects_pair_key')
      .on(t.orderId, t.serviceObjectId)
      .where(sql`${t.deletedAt} is null`),
    index('order_service_objects_service_object_idx').on(t.serviceObjectId),
  ],
);

export const workOrders = pgTable(
  'work_orders',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    serviceObjectId: uuid('service_object_id').references(() => serviceObjects.id),
    number: text('number').notNull(),
    status: text('status').$type<WorkOrderStatus>().notNull().default('planned'),
    technicianName: text('technician_name'),
    plannedDate: date('planned_date', { mode: 'string' }),
    hours: numeric('hours', { precision: 6, scale: 2, mode: 'number' }),
    workPerformed: text('work_performed'),
    startedAt: timestamptz('started_at'),
    completedAt: timestamptz('completed_at'),
    signedByName: text('signed_by_name'),
    signedAt: timestamptz('signed_at'),
    reportDocumentId: uuid('report_document_id').references(() => documents.id),
  },
  (t) => [
    ...syncIndexes('work_orders', t),
    uniqueIndex('work_orders_number_key').on(t.number),
    index('work_orders_order_idx').on(t.orderId),
    index('work_orders_service_object_idx').on(t.serviceObjectId),
    enumCheck('work_orders_status_check', t.status, WorkOrderStatus.options),
  ],
);

export const checklists = pgTable(
  'checklists',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    serviceObjectId: uuid('service_object_id')
      .notNull()
      .references(() => serviceObjects.id),
    workOrderId: uuid('work_order_id').references(() => workOrders.id),
    /** Denormalised from the work order so `orders/{id}/checklists` needs no join. */
    orderId: uuid('order_id').references(() => orders.id),
    title: text('title').notNull(),
    status: text('status').$type<ChecklistStatus>().notNull().default('open'),
    technicianName: text('technician_name'),
    completedAt: timestamptz('completed_at'),
    items: jsonb('items').$type<ChecklistItem[]>().notNull().default([]),
  },
  (t) => [
    ...syncIndexes('checklists', t),
    index('checklists_service_object_idx').on(t.serviceObjectId, t.completedAt.desc().nullsFirst()),
    index('checklists_work_order_idx').on(t.workOrderId),
    index('checklists_order_idx').on(t.orderId),
    enumCheck('checklists_status_check', t.status, ChecklistStatus.options),
  ],
);
