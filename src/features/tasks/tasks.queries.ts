/**
 * Live reads of tasks from the local database (one hook per question). `undefined` while loading.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import type { TaskStatus } from '../../api/contract/tasks';
import { useDatabase } from '../../db/database-context';
import type { LocalRow } from '../../db/collection-tables';
import { selectMyOpenTasks } from './my-open-tasks';
import { effectiveTaskStatus } from './task-status';
import { rowsOfOrganisations } from '../../db/rows-of-organisations';

export type TaskRow = LocalRow<'tasks'>;

export interface TaskFilter {
  /** The organisations shown (the current one and below); null for all. */
  organisations: readonly string[] | null;
  status: TaskStatus | null;
  search: string;
  /** How many to show; "load more" raises it. */
  limit: number;
}

export interface TaskList {
  tasks: TaskRow[];
  /** How many match in total, for "load more". */
  total: number;
}

function matches(task: TaskRow, filter: TaskFilter, now: number): boolean {
  if (filter.status && effectiveTaskStatus(task, now) !== filter.status) return false;
  const search = filter.search.trim().toLocaleLowerCase('nl');
  if (!search) return true;
  return `${task.title} ${task.description ?? ''}`.toLocaleLowerCase('nl').includes(search);
}

/** Tasks of the organisations in scope, newest first, filtered by status and search. */
export function useTaskList(filter: TaskFilter): TaskList | undefined {
  const db = useDatabase();
  const organisationKey = filter.organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const rows = await rowsOfOrganisations(db.records('tasks'), filter.organisations);
    const now = Date.now();
    const matching = rows
      .filter((task) => matches(task, filter, now))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    return { tasks: matching.slice(0, filter.limit), total: matching.length };
  }, [db, organisationKey, filter.status, filter.search, filter.limit]);
}

/**
 * The tasks assigned to `userId` that are still open work, most urgent first (my-open-tasks.ts),
 * across every organisation on this device: they are the user's own, whichever company is chosen.
 * Re-read each minute as well as on every change, so a task that passes its due date moves up.
 */
export function useMyOpenTasks(userId: string): TaskRow[] | undefined {
  const db = useDatabase();
  const minute = useMinute();
  return useLiveQuery(
    async () => selectMyOpenTasks(await db.records('tasks').toArray(), userId, Date.now()),
    [db, userId, minute],
  );
}

/** One task from the local database: undefined while loading, null when it is not on this device. */
export function useTask(taskId: string): TaskRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.records('tasks').get(taskId)) ?? null, [db, taskId]);
}

export type UserRow = LocalRow<'users'>;

/** The users on this device (synced only for those who may `view users`; otherwise none). */
export function useLocalUsers(): UserRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => db.records('users').toArray(), [db]);
}

function useMinute(): number {
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / 60_000));
  useEffect(() => {
    const timer = window.setInterval(() => setMinute(Math.floor(Date.now() / 60_000)), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return minute;
}

export type MessageRow = LocalRow<'inboundMessages'>;
export type AttachmentRow = LocalRow<'documents'>;

export interface MessageList {
  messages: { message: MessageRow; attachments: AttachmentRow[] }[];
  total: number;
}

/** Messages to the service company of the organisations in scope, newest first, with their attachments. */
export function useMessageList(
  organisations: readonly string[] | null,
  search: string,
  limit: number,
): MessageList | undefined {
  const db = useDatabase();
  const organisationKey = organisations?.join(',') ?? '*';
  return useLiveQuery(async () => {
    const rows = await rowsOfOrganisations(db.records('inboundMessages'), organisations);
    const needle = search.trim().toLocaleLowerCase('nl');
    const matching = rows
      .filter(
        (message) =>
          !needle ||
          `${message.subject} ${message.body} ${message.senderName}`.toLocaleLowerCase('nl').includes(needle),
      )
      .sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : 0));
    const shown = matching.slice(0, limit);
    const attachments = await db
      .records('documents')
      .where('inboundMessageId')
      .anyOf(shown.map((message) => message.id))
      .toArray();
    return {
      messages: shown.map((message) => ({
        message,
        attachments: attachments.filter((attachment) => attachment.inboundMessageId === message.id),
      })),
      total: matching.length,
    };
  }, [db, organisationKey, search, limit]);
}
