/**
 * Task and message writes as commands: the new record appears at once, marked pending,
 * and its outbox entry carries the request with the id chosen here, so a resent request names the
 * same record and the server applies it once.
 *
 * A new task or message also lays its timeline item over the local database (timeline-entry.ts), so
 * the timeline shows it offline. The server derives the same item, under the same id, in the
 * transaction that stores the record, so the pulled item replaces the local one and never doubles it.
 */
import type { Document } from '../../api/contract/documents';
import type {
  CreateInboundMessageBody,
  CreateTaskBody,
  InboundMessage,
  Task,
  UpdateInboundMessageBody,
  UpdateTaskAssigneeBody,
} from '../../api/contract/tasks';
import type { TimelineItem } from '../../api/contract/timeline';
import type { PortalDatabase } from '../../db/portal-database';
import { timelineEntryFor, timelineItemIdFor, type TimelineSource } from '../../lib/timeline-entry';
import { uuidv7 } from '../../lib/uuid';
import { runLocalCommand } from '../../sync/local-command';

/** The timeline item of a record made on this device, stamped like the record itself. */
function localTimelineItem(source: TimelineSource, now: string): TimelineItem {
  return { ...timelineEntryFor(source), createdAt: now, updatedAt: now };
}

export interface NewTask {
  organisationId: string;
  title: string;
  description: string;
  /** ISO timestamp, or null. */
  dueAt: string | null;
  /** Who the task is for (a user of the organisation or staff), or null for nobody yet. */
  assigneeUserId?: string | null;
}

/**
 * Stores the task locally and queues its creation. `add` semantics: the id is new, so two devices
 * creating tasks offline never collide.
 */
export async function createTask(
  db: PortalDatabase,
  userId: string,
  input: NewTask,
  summary: string,
): Promise<Task> {
  const now = new Date().toISOString();
  const id = uuidv7();
  const description = input.description.trim();
  const body: CreateTaskBody = {
    id,
    organisationId: input.organisationId,
    title: input.title.trim(),
    ...(description ? { description } : {}),
    ...(input.dueAt ? { dueAt: input.dueAt } : {}),
    ...(input.assigneeUserId ? { assigneeUserId: input.assigneeUserId } : {}),
  };
  const task: Task = {
    id,
    organisationId: input.organisationId,
    title: body.title,
    description: description || null,
    status: 'open',
    dueAt: input.dueAt,
    assigneeUserId: input.assigneeUserId ?? null,
    createdByUserId: userId,
    serviceObjectId: null,
    isClientTask: false,
    completedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await runLocalCommand(db, userId, {
    command: 'createTask',
    summary,
    request: { method: 'post', path: 'task', json: body },
    effects: [
      { collection: 'tasks', id, change: { kind: 'put', record: task } },
      {
        collection: 'timelineItems',
        id: timelineItemIdFor(id),
        change: { kind: 'put', record: localTimelineItem({ type: 2, record: task }, now) },
      },
    ],
  });
  return task;
}

/**
 * Gives the task to `assigneeUserId`, or to nobody (`PUT /api/task/{id}/assignee`): it shows at once
 * (and so moves in or out of "Mijn open taken"). A patch of the one field, so a pulled change to the
 * task's other fields stays visible; the request carries the whole assignee, so of two devices that
 * changed it offline the last one sent wins, never a mix.
 */
export async function assignTask(
  db: PortalDatabase,
  userId: string,
  taskId: string,
  assigneeUserId: string | null,
  summary: string,
): Promise<void> {
  const body: UpdateTaskAssigneeBody = { assigneeUserId };
  await runLocalCommand(db, userId, {
    command: 'assignTask',
    summary,
    request: { method: 'put', path: `task/${taskId}/assignee`, json: body },
    effects: [
      {
        collection: 'tasks',
        id: taskId,
        change: { kind: 'patch', patch: { assigneeUserId, updatedAt: new Date().toISOString() } },
      },
    ],
  });
}

export interface NewMessage {
  organisationId: string;
  subject: string;
  body: string;
  /** Attachments, already checked against the upload limits. */
  files: readonly File[];
}

/**
 * Stores a message to the service company and its attachments locally and queues them: the message
 * (`POST /api/task/inboundmessage`) and, when there are files, their upload as a second entry
 * (`POST /api/documents/message/{id}`) that the outbox sends only after the first. Both commit in
 * one transaction, so the message never appears without its attachments queued. The files wait in
 * IndexedDB as blobs until the server has them.
 */
export async function sendMessage(
  db: PortalDatabase,
  user: { id: string; name: string; email: string | null },
  input: NewMessage,
  summaries: { message: string; attachments: string },
): Promise<InboundMessage> {
  const now = new Date().toISOString();
  const id = uuidv7();
  const body: CreateInboundMessageBody = {
    id,
    organisationId: input.organisationId,
    subject: input.subject.trim(),
    body: input.body.trim(),
  };
  const message: InboundMessage = {
    ...body,
    senderName: user.name,
    senderEmail: user.email,
    senderUserId: user.id,
    receivedAt: now,
    taskId: null,
    createdAt: now,
    updatedAt: now,
  };
  const documents: Document[] = input.files.map((file) => ({
    id: uuidv7(),
    organisationId: input.organisationId,
    folderId: null,
    name: file.name,
    contentType: file.type || 'application/octet-stream',
    sizeBytes: file.size,
    orderId: null,
    offerId: null,
    serviceObjectId: null,
    inboundMessageId: id,
    uploadedByUserId: user.id,
    createdAt: now,
    updatedAt: now,
  }));
  await db.transaction(
    'rw',
    [db.outbox, db.records('inboundMessages'), db.records('timelineItems'), db.records('documents')],
    async () => {
      await runLocalCommand(db, user.id, {
        command: 'sendMessage',
        summary: summaries.message,
        request: { method: 'post', path: 'task/inboundmessage', json: body },
        effects: [
          { collection: 'inboundMessages', id, change: { kind: 'put', record: message } },
          {
            collection: 'timelineItems',
            id: timelineItemIdFor(id),
            change: { kind: 'put', record: localTimelineItem({ type: 1, record: message }, now) },
          },
        ],
      });
      if (documents.length === 0) return;
      await runLocalCommand(db, user.id, {
        command: 'uploadMessageAttachments',
        summary: summaries.attachments,
        request: {
          method: 'post',
          path: `documents/message/${id}`,
          fields: { documentIds: JSON.stringify(documents.map((document) => document.id)) },
          files: input.files.map((file) => ({
            field: 'files[]',
            name: file.name,
            type: file.type,
            blob: file,
          })),
        },
        effects: documents.map((document) => ({
          collection: 'documents',
          id: document.id,
          change: { kind: 'put', record: document },
        })),
      });
    },
  );
  return message;
}

/**
 * Corrects a sent message (`PUT /api/timeline/inboundmessage/{id}`): the new text shows at once;
 * a patch, so a pulled change to other fields is kept under it until the server has the correction.
 * The message's timeline item takes the new subject as its title (a message's item is titled by
 * its subject, timeline-entry.ts); a patch changes nothing when the item is not on this device.
 */
export async function editMessage(
  db: PortalDatabase,
  userId: string,
  messageId: string,
  input: UpdateInboundMessageBody,
  summary: string,
): Promise<void> {
  const body: UpdateInboundMessageBody = { subject: input.subject.trim(), body: input.body.trim() };
  await runLocalCommand(db, userId, {
    command: 'editMessage',
    summary,
    request: { method: 'put', path: `timeline/inboundmessage/${messageId}`, json: body },
    effects: [
      {
        collection: 'inboundMessages',
        id: messageId,
        change: { kind: 'patch', patch: { ...body, updatedAt: new Date().toISOString() } },
      },
      {
        collection: 'timelineItems',
        id: timelineItemIdFor(messageId),
        change: { kind: 'patch', patch: { title: body.subject } },
      },
    ],
  });
}
