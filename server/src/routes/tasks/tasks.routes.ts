/**
 * Task writes (seed-spec §7), the first commands of the outbox: `POST /api/task` creates a task,
 * `PUT /api/task/{id}/assignee` changes who it is for, and `POST /api/task/inboundmessage` records a
 * message to the service company. Reads of both come from the collection registry (`GET /api/task`,
 * `GET /api/inbound-messages`) and task-reads.routes.ts (`task/my-open`, `task/client`).
 *
 * Both run through `runCommand`, so an `Idempotency-Key` makes a retried outbox entry take effect
 * once, and the change goes out as a realtime hint after the commit. The client picks the record id
 * (UUIDv7, made offline): an id that is already taken answers 409, whatever record holds it, and is
 * checked by the insert itself (`on conflict do nothing`), so two racing creates cannot both win.
 * The organisation must be inside the caller's scope (403 otherwise, like an organisation filter);
 * a named device must belong to that organisation and an assignee be one of its users or staff (422
 * on the field).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id, itemEnvelope } from '../../../../src/api/contract/common';
import {
  CreateInboundMessageBody,
  CreateTaskBody,
  InboundMessage,
  InboundMessageSaved,
  Task,
  UpdateInboundMessageBody,
  UpdateTaskAssigneeBody,
} from '../../../../src/api/contract/tasks';
import { runCommand } from '../../commands/run-command';
import type { Transaction } from '../../db/client';
import { recordToWire } from '../../db/collections';
import { inboundMessages, serviceObjects, tasks, users } from '../../db/schema/index';
import { fieldRefusal, HttpError } from '../../plugins/http-error';
import { messageFor } from '../../plugins/messages';
import {
  assertOrganisationExists,
  assertOrganisationInScope,
  scopeIncludes,
} from '../../plugins/scoping.plugin';
import { writeTimelineItem } from '../../timeline/timeline-writer';
import { assertAssigneeAllowed } from './task-assignee';

const errorResponses = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/task',
    {
      config: { permission: ['create', 'tasks'] },
      schema: {
        tags: ['tasks'],
        summary: 'Create a task (idempotent with an Idempotency-Key header)',
        body: CreateTaskBody,
        response: { 201: itemEnvelope(Task), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertOrganisationInScope(request, body.organisationId);
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        await assertOrganisationExists(request, tx, body.organisationId);
        if (body.serviceObjectId !== undefined) {
          const [device] = await tx
            .select({ id: serviceObjects.id })
            .from(serviceObjects)
            .where(
              and(
                eq(serviceObjects.id, body.serviceObjectId),
                eq(serviceObjects.organisationId, body.organisationId),
                isNull(serviceObjects.deletedAt),
              ),
            );
          if (!device) throw fieldRefusal(request, 'serviceObjectId', 'serviceObjectNotInOrganisation');
        }
        if (body.assigneeUserId !== undefined) {
          await assertAssigneeAllowed(request, tx, body.assigneeUserId, body.organisationId);
        }
        const [row] = await tx
          .insert(tasks)
          .values({
            id: body.id,
            organisationId: body.organisationId,
            title: body.title,
            description: body.description ?? null,
            status: 'open',
            dueAt: body.dueAt === undefined ? null : new Date(body.dueAt),
            createdByUserId: auth.user.id,
            serviceObjectId: body.serviceObjectId ?? null,
            isClientTask: body.isClientTask ?? false,
            assigneeUserId: body.assigneeUserId ?? null,
          })
          .onConflictDoNothing({ target: tasks.id })
          .returning();
        if (!row) throw new HttpError(409, 'recordIdTaken');
        changed({ collection: 'tasks', organisationId: row.organisationId, id: row.id });
        const task = recordToWire<Task>('tasks', row);
        await writeTimelineItem(
          tx,
          { type: 2, record: task },
          {
            log: { group: 'status', message: 'Taak aangemaakt', author: await authorOf(tx, auth.user.id) },
            changed,
          },
        );
        return { status: 201, body: { data: task } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.put(
    '/api/task/:id/assignee',
    {
      config: { permission: ['update', 'tasks'] },
      schema: {
        tags: ['tasks'],
        summary: 'Assign a task to a user, or to nobody (idempotent with an Idempotency-Key header)',
        params: z.object({ id: Id }),
        body: UpdateTaskAssigneeBody,
        response: { 200: itemEnvelope(Task), 404: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await request.organisationScope();
      const { assigneeUserId } = request.body;
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const [current] = await tx
          .select({ organisationId: tasks.organisationId })
          .from(tasks)
          .where(and(eq(tasks.id, request.params.id), isNull(tasks.deletedAt)));
        if (!current || !scopeIncludes(scope, current.organisationId)) throw new HttpError(404, 'notFound');
        if (assigneeUserId !== null) {
          await assertAssigneeAllowed(request, tx, assigneeUserId, current.organisationId);
        }
        const [row] = await tx
          .update(tasks)
          .set({ assigneeUserId, updatedAt: new Date() })
          .where(eq(tasks.id, request.params.id))
          .returning();
        if (!row) throw new HttpError(404, 'notFound');
        changed({ collection: 'tasks', organisationId: row.organisationId, id: row.id });
        const task = recordToWire<Task>('tasks', row);
        const assignee = assigneeUserId === null ? null : await authorOf(tx, assigneeUserId);
        await writeTimelineItem(
          tx,
          { type: 2, record: task },
          {
            log: {
              group: 'status',
              message: assignee ? `Toegewezen aan ${assignee.name}` : 'Niet meer toegewezen',
              author: await authorOf(tx, auth.user.id),
            },
            changed,
          },
        );
        return { status: 200, body: { data: task } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/task/inboundmessage',
    {
      config: { permission: ['create', 'tasks'] },
      schema: {
        tags: ['inboundMessages'],
        summary: 'Send a message to the service company (idempotent with an Idempotency-Key header)',
        body: CreateInboundMessageBody,
        response: { 201: itemEnvelope(InboundMessage), ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await assertOrganisationInScope(request, body.organisationId);
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        await assertOrganisationExists(request, tx, body.organisationId);
        const [sender] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, auth.user.id));
        if (!sender) throw new HttpError(401, 'unauthenticated');
        const [row] = await tx
          .insert(inboundMessages)
          .values({
            id: body.id,
            organisationId: body.organisationId,
            subject: body.subject,
            body: body.body,
            senderName: sender.name,
            senderEmail: sender.email,
            senderUserId: auth.user.id,
            receivedAt: new Date(),
          })
          .onConflictDoNothing({ target: inboundMessages.id })
          .returning();
        if (!row) throw new HttpError(409, 'recordIdTaken');
        changed({ collection: 'inboundMessages', organisationId: row.organisationId, id: row.id });
        const message = recordToWire<InboundMessage>('inboundMessages', row);
        await writeTimelineItem(
          tx,
          { type: 1, record: message },
          {
            log: {
              group: 'status',
              message: 'Bericht ontvangen',
              author: { userId: auth.user.id, name: sender.name },
            },
            changed,
          },
        );
        return { status: 201, body: { data: message } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.put(
    '/api/timeline/inboundmessage/:id',
    {
      config: { permission: ['update', 'tasks'] },
      schema: {
        tags: ['inboundMessages'],
        summary: 'Correct a message: its sender, or staff (idempotent with an Idempotency-Key header)',
        params: z.object({ id: Id }),
        body: UpdateInboundMessageBody,
        response: { 200: InboundMessageSaved, 404: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await request.organisationScope();
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const [current] = await tx
          .select({
            organisationId: inboundMessages.organisationId,
            senderUserId: inboundMessages.senderUserId,
          })
          .from(inboundMessages)
          .where(and(eq(inboundMessages.id, request.params.id), isNull(inboundMessages.deletedAt)));
        if (!current || !scopeIncludes(scope, current.organisationId)) throw new HttpError(404, 'notFound');
        if (auth.user.type !== 'employee' && current.senderUserId !== auth.user.id) {
          throw new HttpError(403, 'notYourMessage');
        }
        const [row] = await tx
          .update(inboundMessages)
          .set({ subject: request.body.subject, body: request.body.body, updatedAt: new Date() })
          .where(eq(inboundMessages.id, request.params.id))
          .returning();
        if (!row) throw new HttpError(404, 'notFound');
        changed({ collection: 'inboundMessages', organisationId: row.organisationId, id: row.id });
        const message = recordToWire<InboundMessage>('inboundMessages', row);
        await writeTimelineItem(
          tx,
          { type: 1, record: message },
          {
            log: {
              group: 'comment',
              message: 'Bericht gecorrigeerd',
              author: await authorOf(tx, auth.user.id),
            },
            changed,
          },
        );
        return { status: 200, body: { message: messageFor(request, 'messageSaved'), data: message } };
      });
      return reply.code(result.status).send(result.body);
    },
  );
};

/** The user as the author of a timeline log line. */
async function authorOf(tx: Transaction, userId: string): Promise<{ userId: string; name: string }> {
  const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return { userId, name: user?.name ?? '' };
}

export default taskRoutes;
