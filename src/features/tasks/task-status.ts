/**
 * Task states (product.md §5). `overdue` is not something sync delivers when a due date passes: a
 * stored open task past its due date is shown as overdue by the same rule the server applies.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Task, TaskStatus } from '../../api/contract/tasks';

export function effectiveTaskStatus(
  task: Pick<Task, 'status' | 'dueAt'>,
  now: number = Date.now(),
): TaskStatus {
  if (task.status === 'open' && task.dueAt !== null && Date.parse(task.dueAt) < now) return 'overdue';
  return task.status;
}

export const taskStatusLabels: Record<TaskStatus, MessageDescriptor> = {
  open: msg`Open`,
  done: msg`Afgerond`,
  overdue: msg`Verlopen`,
  awaiting_response: msg`Wacht op reactie`,
};

export const taskStatusColors: Record<TaskStatus, string> = {
  open: 'blue',
  done: 'green',
  overdue: 'red',
  awaiting_response: 'orange',
};

export const taskStatuses: readonly TaskStatus[] = ['open', 'overdue', 'awaiting_response', 'done'];
