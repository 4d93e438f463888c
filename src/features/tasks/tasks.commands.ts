/**
 * Task writes as commands (issue 4): the new task appears at once, marked pending, and its outbox
 * entry carries `POST /api/task` with the id chosen here, so a resent request names the same task
 * and the server applies it once.
 */
import type { CreateTaskBody, Task } from '../../api/contract/tasks';
import type { PortalDatabase } from '../../db/portal-database';
import { uuidv7 } from '../../lib/uuid';
import { runLocalCommand } from '../../sync/local-command';

export interface NewTask {
  organisationId: string;
  title: string;
  description: string;
  /** ISO timestamp, or null. */
  dueAt: string | null;
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
  };
  const task: Task = {
    id,
    organisationId: input.organisationId,
    title: body.title,
    description: description || null,
    status: 'open',
    dueAt: input.dueAt,
    assigneeUserId: null,
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
    effects: [{ collection: 'tasks', id, change: { kind: 'put', record: task } }],
  });
  return task;
}
