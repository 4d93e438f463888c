import { describe, expect, it } from 'vitest';
import { CreateTaskBody, Task } from '../../api/contract/tasks';
import { freshDatabase } from '../../sync/sync-test-fixtures';
import { createTask } from './tasks.commands';

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
});
