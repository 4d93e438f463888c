/**
 * "Mijn open taken" (product.md §10): which tasks are the signed-in user's open work, and in which
 * order. The same rule as the server's `task/my-open`, applied to the synced tasks so the screen and
 * the menu badge work offline: assigned to the user, open, overdue or awaiting a response (overdue
 * derived from the due date and the clock), overdue first, then the earliest due (none last), then
 * the newest.
 */
import type { Task, TaskStatus } from '../../api/contract/tasks';
import { effectiveTaskStatus } from './task-status';

type MyOpenCandidate = Pick<Task, 'id' | 'status' | 'dueAt' | 'assigneeUserId' | 'createdAt'>;

const openStatuses: ReadonlySet<TaskStatus> = new Set(['open', 'overdue', 'awaiting_response']);

export function isMyOpenTask(task: MyOpenCandidate, userId: string, now: number): boolean {
  return task.assigneeUserId === userId && openStatuses.has(effectiveTaskStatus(task, now));
}

/** The user's open tasks from `tasks`, most urgent first; `tasks` is left as it was. */
export function selectMyOpenTasks<T extends MyOpenCandidate>(
  tasks: readonly T[],
  userId: string,
  now: number,
): T[] {
  const rank = (task: T) => (effectiveTaskStatus(task, now) === 'overdue' ? 0 : 1);
  const due = (task: T) => (task.dueAt === null ? Number.POSITIVE_INFINITY : Date.parse(task.dueAt));
  return tasks
    .filter((task) => isMyOpenTask(task, userId, now))
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        due(a) - due(b) ||
        (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0) ||
        (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
    );
}
