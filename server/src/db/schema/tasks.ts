/**
 * Tasks and inbound messages. A client task (`is_client_task`) is one the customer must act on; an
 * inbound message (mail or portal message from the customer) may be turned into a task.
 * Stored `status` is one of open/done/awaiting_response; `overdue` is derived (open and past due)
 * but allowed here so a back-office import can set it explicitly.
 */
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { TaskStatus } from '../../../../src/api/contract/tasks';
import { organisationId } from './organisations';
import { serviceObjects } from './service-objects';
import { enumCheck, syncColumns, syncIndexes, timestamptz } from './columns';
import { users } from './users-roles';

export const tasks = pgTable(
  'tasks',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    title: text('title').notNull(),
    description: text('description'),
    status: text('status').$type<TaskStatus>().notNull().default('open'),
    dueAt: timestamptz('due_at'),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id),
    createdByUserId: uuid('created_by_user_id').references(() => users.id),
    serviceObjectId: uuid('service_object_id').references(() => serviceObjects.id),
    isClientTask: boolean('is_client_task').notNull().default(false),
    completedAt: timestamptz('completed_at'),
  },
  (t) => [
    ...syncIndexes('tasks', t),
    index('tasks_organisation_status_idx').on(t.organisationId, t.status, t.dueAt),
    index('tasks_assignee_status_idx').on(t.assigneeUserId, t.status),
    enumCheck('tasks_status_check', t.status, TaskStatus.options),
  ],
);

export const inboundMessages = pgTable(
  'inbound_messages',
  {
    ...syncColumns(),
    organisationId: organisationId(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email'),
    senderUserId: uuid('sender_user_id').references(() => users.id),
    receivedAt: timestamptz('received_at').notNull(),
    taskId: uuid('task_id').references(() => tasks.id),
  },
  (t) => [...syncIndexes('inbound_messages', t), index('inbound_messages_task_idx').on(t.taskId)],
);
