/**
 * Tasks and inbound messages (product.md §5). A client task is one the customer must act on. An
 * inbound message may be turned into a task (`taskId`).
 *
 * `overdue` means open and past `dueAt`. The server reports it at read time, but passing a due date
 * is not a change that sync delivers: clients derive it too when they show a stored task.
 */
import { z } from 'zod';
import {
  Id,
  ListQuery,
  OrganisationRecord,
  PlainListQuery,
  QueryBoolean,
  Timestamp,
  queryArray,
} from './common';

export const TaskStatus = z.enum(['open', 'done', 'overdue', 'awaiting_response']);
export type TaskStatus = z.infer<typeof TaskStatus>;

export const Task = OrganisationRecord.extend({
  title: z.string(),
  description: z.string().nullable(),
  status: TaskStatus,
  dueAt: Timestamp.nullable(),
  assigneeUserId: Id.nullable(),
  createdByUserId: Id.nullable(),
  serviceObjectId: Id.nullable(),
  isClientTask: z.boolean(),
  completedAt: Timestamp.nullable(),
});
export type Task = z.infer<typeof Task>;

export const InboundMessage = OrganisationRecord.extend({
  subject: z.string(),
  body: z.string(),
  senderName: z.string(),
  senderEmail: z.string().nullable(),
  senderUserId: Id.nullable(),
  receivedAt: Timestamp,
  taskId: Id.nullable(),
});
export type InboundMessage = z.infer<typeof InboundMessage>;

/** `task?relationId=...&assigneeUserId=...`: every task of the visible organisations. */
export const TaskListQuery = ListQuery.extend({
  relationId: Id.optional(),
  status: queryArray(TaskStatus).optional(),
  isClientTask: QueryBoolean.optional(),
  serviceobjectid: Id.optional(),
  assigneeUserId: Id.optional(),
});
export type TaskListQuery = z.infer<typeof TaskListQuery>;

/** `task/client?relationId=...`: the client tasks (the customer must act) of the visible organisations. */
export const ClientTaskListQuery = PlainListQuery.extend({
  relationId: Id.optional(),
  status: queryArray(TaskStatus).optional(),
});
export type ClientTaskListQuery = z.infer<typeof ClientTaskListQuery>;

/** `task/my-open`: the caller's own open work; computed per request (it depends on the clock). */
export const MyOpenTaskListQuery = PlainListQuery;
export type MyOpenTaskListQuery = z.infer<typeof MyOpenTaskListQuery>;

/** The statuses "Mijn open taken" lists, most urgent first (product.md §10). */
export const myOpenTaskStatuses = [
  'overdue',
  'open',
  'awaiting_response',
] as const satisfies readonly TaskStatus[];

export const InboundMessageListQuery = ListQuery.extend({
  relationId: Id.optional(),
  taskId: Id.optional(),
});
export type InboundMessageListQuery = z.infer<typeof InboundMessageListQuery>;

/**
 * `POST /api/task`: create a task. The client chooses the id (a UUIDv7 made offline), so a retried
 * command names the same record; the server refuses an id that is already taken (409). The task
 * starts `open`, created by the caller. `serviceObjectId` must be a device of `organisationId`;
 * `assigneeUserId`, when given, a user of `organisationId` or staff (422 otherwise).
 */
export const CreateTaskBody = z.strictObject({
  id: Id,
  organisationId: Id,
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000).optional(),
  dueAt: Timestamp.optional(),
  serviceObjectId: Id.optional(),
  isClientTask: z.boolean().optional(),
  assigneeUserId: Id.optional(),
});
export type CreateTaskBody = z.infer<typeof CreateTaskBody>;

/**
 * `PUT /api/task/{id}/assignee`: assign the task to someone else, or to nobody (`null`). The whole
 * assignee is sent, so two offline changes resolve as last writer wins, never as a mix. The same
 * rule as at creation: a user of the task's organisation or staff.
 */
export const UpdateTaskAssigneeBody = z.strictObject({ assigneeUserId: Id.nullable() });
export type UpdateTaskAssigneeBody = z.infer<typeof UpdateTaskAssigneeBody>;

/**
 * `POST /api/task/inboundmessage`: a message from the portal user to the service company, recorded
 * as an inbound message of `organisationId` with the caller as sender.
 */
export const CreateInboundMessageBody = z.strictObject({
  id: Id,
  organisationId: Id,
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
});
export type CreateInboundMessageBody = z.infer<typeof CreateInboundMessageBody>;

/**
 * `PUT /api/timeline/inboundmessage/{id}`: the sender corrects a message (staff may correct any).
 * Answers the message with "Message saved".
 */
export const UpdateInboundMessageBody = z.strictObject({
  subject: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(10_000),
});
export type UpdateInboundMessageBody = z.infer<typeof UpdateInboundMessageBody>;

export const InboundMessageSaved = z.object({ message: z.string(), data: InboundMessage });
