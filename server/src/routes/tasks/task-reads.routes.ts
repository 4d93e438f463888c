/**
 * The task lists of the seed that are more than a filter on `GET /api/task`:
 * - `GET /api/task/my-open`: the caller's own open work (product.md §10), the tasks assigned to them
 *   that are open, overdue or awaiting a response, overdue first, then by due date (none last), then
 *   newest first. Guarded by `view my_open_tasks`, still inside the caller's organisations.
 * - `GET /api/task/client?relationId=...`: the client tasks, the ones the customer must act on
 *   (`isClientTask`, the same meaning as in the contract); `relationId` outside the caller's
 *   organisations answers 403 like any organisation filter (scoping plugin).
 * Both read live, never from the list cache: whether a task is overdue depends on the clock.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, listEnvelope } from '../../../../src/api/contract/common';
import {
  ClientTaskListQuery,
  MyOpenTaskListQuery,
  myOpenTaskStatuses,
  Task,
} from '../../../../src/api/contract/tasks';
import { collectionByName, taskStatusCondition } from '../../db/collections';
import { tasks } from '../../db/schema/index';
import { listCollection, pageSize } from '../collections/collection-reads';

const errorResponses = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

const taskReadRoutes: FastifyPluginAsyncZod = async (app) => {
  const tasksCollection = collectionByName('tasks')!;

  app.get(
    '/api/task/my-open',
    {
      config: { permission: ['view', 'my_open_tasks'] },
      schema: {
        tags: ['tasks'],
        summary: 'My open tasks: open, overdue and awaiting response, assigned to me, overdue first',
        querystring: MyOpenTaskListQuery,
        response: { 200: listEnvelope(Task), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const pastDue = sql`(${tasks.dueAt} is not null and ${tasks.dueAt} < now())`;
      const isOverdue = sql`(${tasks.status} = 'overdue' or (${tasks.status} = 'open' and ${pastDue}))`;
      const page = await listCollection(app.db, tasksCollection, await request.organisationScope(), {
        page: query.page,
        perPage: pageSize(tasksCollection, query),
        query: {},
        where: [eq(tasks.assigneeUserId, request.auth!.user.id), taskStatusCondition(myOpenTaskStatuses)],
        orderBy: [
          sql`case when ${isOverdue} then 0 else 1 end`,
          sql`${tasks.dueAt} asc nulls last`,
          sql`${tasks.createdAt} desc`,
        ],
      });
      // The registry's toWire produced these records from the collection's wire schema.
      return page as typeof page & { data: Task[] };
    },
  );

  app.get(
    '/api/task/client',
    {
      config: { permission: ['view', 'tasks'] },
      schema: {
        tags: ['tasks'],
        summary: 'The client tasks (the customer must act on them) of one or all visible organisations',
        querystring: ClientTaskListQuery,
        response: { 200: listEnvelope(Task), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await listCollection(app.db, tasksCollection, await request.organisationScope(), {
        page: query.page,
        perPage: pageSize(tasksCollection, query),
        query: { relationId: query.relationId, status: query.status, isClientTask: true },
      });
      // The registry's toWire produced these records from the collection's wire schema.
      return page as typeof page & { data: Task[] };
    },
  );
};

export default taskReadRoutes;
