import { describe, expect, it } from 'vitest';
import type { Task } from '../../api/contract/tasks';
import { isMyOpenTask, selectMyOpenTasks } from './my-open-tasks';

const me = '0190a000-0000-7000-8000-0000000000a1';
const colleague = '0190a000-0000-7000-8000-0000000000a2';
const now = Date.parse('2026-06-15T10:00:00Z');

function task(
  id: string,
  fields: Partial<Task>,
): Pick<Task, 'id' | 'status' | 'dueAt' | 'assigneeUserId' | 'createdAt'> {
  return {
    id,
    status: 'open',
    dueAt: null,
    assigneeUserId: me,
    createdAt: '2026-06-01T08:00:00Z',
    ...fields,
  };
}

describe('selectMyOpenTasks', () => {
  it('keeps only the user’s open, overdue and awaiting tasks, never done ones or a colleague’s', () => {
    const tasks = [
      task('a', {}),
      task('b', { status: 'done' }),
      task('c', { assigneeUserId: colleague }),
      task('d', { assigneeUserId: null }),
      task('e', { status: 'awaiting_response' }),
      task('f', { status: 'overdue' }),
    ];
    expect(
      selectMyOpenTasks(tasks, me, now)
        .map((t) => t.id)
        .sort(),
    ).toEqual(['a', 'e', 'f']);
  });

  it('puts overdue first (an open task past its due date counts), then the earliest due, none last', () => {
    const tasks = [
      task('no-due', {}),
      task('due-later', { dueAt: '2026-07-01T15:00:00Z' }),
      task('past-due', { dueAt: '2026-06-10T15:00:00Z' }),
      task('due-soon', { dueAt: '2026-06-16T15:00:00Z', status: 'awaiting_response' }),
      task('long-past-due', { dueAt: '2026-05-01T15:00:00Z' }),
    ];
    expect(selectMyOpenTasks(tasks, me, now).map((t) => t.id)).toEqual([
      'long-past-due',
      'past-due',
      'due-soon',
      'due-later',
      'no-due',
    ]);
  });

  it('orders tasks without a due date newest first', () => {
    const tasks = [
      task('old', { createdAt: '2026-01-01T00:00:00Z' }),
      task('new', { createdAt: '2026-06-01T00:00:00Z' }),
    ];
    expect(selectMyOpenTasks(tasks, me, now).map((t) => t.id)).toEqual(['new', 'old']);
  });

  it('sees an open task turn overdue when its due date passes, without a write', () => {
    const due = task('x', { dueAt: '2026-06-15T12:00:00Z' });
    expect(isMyOpenTask(due, me, now)).toBe(true);
    expect(selectMyOpenTasks([task('y', {}), due], me, Date.parse('2026-06-15T13:00:00Z'))[0]!.id).toBe('x');
  });
});
