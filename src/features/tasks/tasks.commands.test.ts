import { describe, expect, it } from 'vitest';
import {
  CreateInboundMessageBody,
  CreateTaskBody,
  InboundMessage,
  Task,
  UpdateInboundMessageBody,
  UpdateTaskAssigneeBody,
} from '../../api/contract/tasks';
import { TimelineItem } from '../../api/contract/timeline';
import { timelineItemIdFor } from '../../lib/timeline-entry';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { assignTask, createTask, editMessage, sendMessage } from './tasks.commands';

describe('createTask', () => {
  it('stores the task as pending and queues a request the server contract accepts, in one go', async () => {
    const db = freshDatabase();
    const task = await createTask(
      db,
      '0190a000-0000-7000-8000-0000000000a1',
      {
        organisationId: '0190a000-0000-7000-8000-0000000000b1',
        title: '  Filter vervangen  ',
        description: '',
        dueAt: '2026-12-01T16:00:00.000Z',
      },
      'Taak: Filter vervangen',
    );

    expect(Task.parse(task)).toMatchObject({ title: 'Filter vervangen', status: 'open' });
    expect(await db.records('tasks').get(task.id)).toMatchObject({
      title: 'Filter vervangen',
      syncPending: 1,
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({
      command: 'createTask',
      state: 'pending',
      request: { method: 'post', path: 'task' },
    });
    expect(CreateTaskBody.parse(entry!.request.json)).toEqual({
      id: task.id,
      organisationId: '0190a000-0000-7000-8000-0000000000b1',
      title: 'Filter vervangen',
      dueAt: '2026-12-01T16:00:00.000Z',
    });
  });

  it('puts the task on the timeline at once, under the id the server gives its item, in the same entry', async () => {
    const db = freshDatabase();
    const task = await createTask(
      db,
      '0190a000-0000-7000-8000-0000000000a1',
      {
        organisationId: '0190a000-0000-7000-8000-0000000000b1',
        title: 'Filter vervangen',
        description: 'Koelcel 2\nLet op: sleutel bij de balie',
        dueAt: null,
      },
      'Taak: Filter vervangen',
    );

    const item = await db.records('timelineItems').get(timelineItemIdFor(task.id));
    expect(TimelineItem.parse(item)).toEqual({
      id: timelineItemIdFor(task.id),
      organisationId: '0190a000-0000-7000-8000-0000000000b1',
      type: 2,
      title: 'Filter vervangen',
      summary: 'Koelcel 2',
      occurredAt: task.createdAt,
      refId: task.id,
      createdAt: task.createdAt,
      updatedAt: task.createdAt,
    });
    expect(item?.syncPending).toBe(1);
    const [entry] = await db.outbox.toArray();
    expect(await db.outbox.count()).toBe(1);
    expect(entry!.refs).toEqual([`tasks:${task.id}`, `timelineItems:${timelineItemIdFor(task.id)}`]);
  });
});

describe('task assignees', () => {
  const userId = '0190a000-0000-7000-8000-0000000000a1';
  const organisationId = '0190a000-0000-7000-8000-0000000000b1';

  it('creates a task for its assignee, in the record and in the queued request', async () => {
    const db = freshDatabase();
    const task = await createTask(
      db,
      userId,
      { organisationId, title: 'Koelcel nalopen', description: '', dueAt: null, assigneeUserId: userId },
      'Taak: Koelcel nalopen',
    );
    expect(task.assigneeUserId).toBe(userId);
    expect((await db.records('tasks').get(task.id))?.assigneeUserId).toBe(userId);
    const [entry] = await db.outbox.toArray();
    expect(CreateTaskBody.parse(entry!.request.json)).toMatchObject({ assigneeUserId: userId });
  });

  it('leaves the assignee out of the request when there is none', async () => {
    const db = freshDatabase();
    await createTask(db, userId, { organisationId, title: 'x', description: '', dueAt: null }, 'x');
    const [entry] = await db.outbox.toArray();
    expect(entry!.request.json).not.toHaveProperty('assigneeUserId');
  });

  it('changes the assignee at once and queues the whole assignee, also to clear it', async () => {
    const db = freshDatabase();
    const task = await createTask(
      db,
      userId,
      { organisationId, title: 'x', description: '', dueAt: null },
      'x',
    );
    const colleague = '0190a000-0000-7000-8000-0000000000a2';
    await assignTask(db, userId, task.id, colleague, 'Toegewezen');
    expect(await db.records('tasks').get(task.id)).toMatchObject({ assigneeUserId: colleague, title: 'x' });
    await assignTask(db, userId, task.id, null, 'Niemand');
    expect((await db.records('tasks').get(task.id))?.assigneeUserId).toBeNull();
    const entries = (await db.outbox.toArray()).filter((entry) => entry.command === 'assignTask');
    expect(entries.map((entry) => entry.request)).toMatchObject([
      { method: 'put', path: `task/${task.id}/assignee` },
      { method: 'put', path: `task/${task.id}/assignee` },
    ]);
    expect(entries.map((entry) => UpdateTaskAssigneeBody.parse(entry.request.json))).toEqual([
      { assigneeUserId: colleague },
      { assigneeUserId: null },
    ]);
  });
});

describe('sendMessage', () => {
  it('queues the message and, after it, the upload of its attachments kept as blobs, in one go', async () => {
    const db = freshDatabase();
    const file = new File(['%PDF-1.7'], 'storing.pdf', { type: 'application/pdf' });

    const message = await sendMessage(
      db,
      {
        id: '0190a000-0000-7000-8000-0000000000a1',
        name: 'Anne de Jong',
        email: 'klant@bakkerij-dejong.example',
      },
      {
        organisationId: '0190a000-0000-7000-8000-0000000000b1',
        subject: ' Storing ',
        body: 'Koelcel 2 piept.',
        files: [file],
      },
      { message: 'Bericht: Storing', attachments: '1 bijlage bij: Storing' },
    );

    expect(InboundMessage.parse(message)).toMatchObject({ subject: 'Storing', senderName: 'Anne de Jong' });
    const [first, second] = await db.outbox.orderBy('seq').toArray();
    expect(CreateInboundMessageBody.parse(first!.request.json)).toMatchObject({
      id: message.id,
      subject: 'Storing',
    });
    expect(second!.request).toMatchObject({ method: 'post', path: `documents/message/${message.id}` });
    expect(second!.request.files?.[0]).toMatchObject({ field: 'files[]', name: 'storing.pdf' });
    const documentIds = JSON.parse(second!.request.fields!.documentIds!) as string[];
    expect(await db.records('documents').get(documentIds[0]!)).toMatchObject({
      name: 'storing.pdf',
      inboundMessageId: message.id,
      syncPending: 1,
    });
  });

  it('queues only the message when there are no attachments', async () => {
    const db = freshDatabase();
    await sendMessage(
      db,
      { id: 'u1', name: 'Anne', email: null },
      {
        organisationId: '0190a000-0000-7000-8000-0000000000b1',
        subject: 'Vraag',
        body: 'Wanneer komt de monteur?',
        files: [],
      },
      { message: 'Bericht: Vraag', attachments: '' },
    );
    expect(await db.outbox.count()).toBe(1);
  });

  it("puts the message on the timeline at once, titled by its subject, with the message's entry", async () => {
    const db = freshDatabase();
    const message = await sendMessage(
      db,
      { id: '0190a000-0000-7000-8000-0000000000a1', name: 'Anne de Jong', email: null },
      {
        organisationId: '0190a000-0000-7000-8000-0000000000b1',
        subject: ' Storing ',
        body: 'Koelcel 2 piept.',
        files: [new File(['%PDF-1.7'], 'storing.pdf', { type: 'application/pdf' })],
      },
      { message: 'Bericht: Storing', attachments: '1 bijlage bij: Storing' },
    );

    const item = await db.records('timelineItems').get(timelineItemIdFor(message.id));
    expect(TimelineItem.parse(item)).toMatchObject({
      type: 1,
      title: 'Storing',
      summary: 'Anne de Jong',
      occurredAt: message.receivedAt,
      refId: message.id,
    });
    expect(item?.syncPending).toBe(1);
    const [first, second] = await db.outbox.orderBy('seq').toArray();
    expect(first!.refs).toContain(`timelineItems:${timelineItemIdFor(message.id)}`);
    expect(second!.refs.some((ref) => ref.startsWith('timelineItems:'))).toBe(false);
  });
});

describe('editMessage', () => {
  it('shows the correction at once and queues the PUT the server contract accepts', async () => {
    const db = freshDatabase();
    const message = await sendMessage(
      db,
      { id: 'u1', name: 'Anne', email: null },
      {
        organisationId: '0190a000-0000-7000-8000-0000000000b1',
        subject: 'Storing',
        body: 'Piept.',
        files: [],
      },
      { message: 'Bericht: Storing', attachments: '' },
    );

    await editMessage(
      db,
      'u1',
      message.id,
      { subject: ' Storing koelcel 2 ', body: 'Piept sinds vanochtend.' },
      'Bericht gewijzigd',
    );

    expect(await db.records('inboundMessages').get(message.id)).toMatchObject({
      subject: 'Storing koelcel 2',
      syncPending: 1,
    });
    const [, edit] = await db.outbox.orderBy('seq').toArray();
    expect(edit!.request).toMatchObject({ method: 'put', path: `timeline/inboundmessage/${message.id}` });
    expect(UpdateInboundMessageBody.parse(edit!.request.json)).toEqual({
      subject: 'Storing koelcel 2',
      body: 'Piept sinds vanochtend.',
    });
    expect(await db.records('timelineItems').get(timelineItemIdFor(message.id))).toMatchObject({
      title: 'Storing koelcel 2',
      summary: 'Anne',
      syncPending: 1,
    });
  });

  it('leaves the timeline alone when the message has no item on this device', async () => {
    const db = freshDatabase();
    const messageId = '0190a000-0000-7000-8000-0000000000c1';
    await editMessage(db, 'u1', messageId, { subject: 'Nieuw', body: 'Tekst' }, 'Bericht gewijzigd');
    expect(await db.records('timelineItems').count()).toBe(0);
    const [entry] = await db.outbox.toArray();
    expect(entry!.request.path).toBe(`timeline/inboundmessage/${messageId}`);
  });
});
