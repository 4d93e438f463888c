/**
 * The timeline calls of the seed that are more than the registry's list and single read
 * (`GET /api/timeline`, `GET /api/timeline/{id}`, `GET /api/timeline/{id}/logs?group`):
 * - `GET /api/timeline/basic`: the compact list (the fields a list row shows), newest first.
 * - `GET /api/timeline/tasks`: the task items, 20 per page, newest first.
 * - `POST /api/timeline/refresh-today`: rebuilds today's items (Europe/Amsterdam) of the caller's
 *   organisations from their records: a record of today without its item gets it, a changed one its
 *   current title, an item whose record is gone is removed. Answers "Timeline is updated".
 * - `POST /api/timeline/{id}/inboundmessage/mail`: mails the message of a message item to the
 *   signed-in user, and notes it in the item's history.
 * Every item is written by `writeTimelineItem`, the same function the record's own writers use.
 */
import { and, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, Id, listEnvelope } from '../../../../src/api/contract/common';
import type { Appointment } from '../../../../src/api/contract/appointments';
import type { Invoice } from '../../../../src/api/contract/invoices';
import type { Offer } from '../../../../src/api/contract/offers';
import type { InboundMessage, Task } from '../../../../src/api/contract/tasks';
import {
  TimelineBasicItem,
  TimelineBasicQuery,
  TimelineItem,
  TimelineMessageMailed,
  TimelineRefreshed,
  TimelineTasksQuery,
} from '../../../../src/api/contract/timeline';
import { amsterdamDayStart, addDays } from '../../../../src/lib/agenda-calendar';
import type { TimelineSource } from '../../../../src/lib/timeline-entry';
import { runCommand } from '../../commands/run-command';
import type { Transaction } from '../../db/client';
import { collectionByName, recordToWire } from '../../db/collections';
import {
  appointments,
  inboundMessages,
  invoices,
  offers,
  tasks,
  timelineItems,
  users,
} from '../../db/schema/index';
import { createMailer, type OutgoingMail } from '../../mail/mailer';
import { HttpError } from '../../plugins/http-error';
import { localeFromAcceptLanguage, messageFor } from '../../plugins/messages';
import { scopeIncludes, type OrganisationScope } from '../../plugins/scoping.plugin';
import { writeTimelineItem, type TimelineWriteOptions } from '../../timeline/timeline-writer';
import { renderMessageMail } from '../../timeline/message-mail';
import { listCollection, pageSize } from '../collections/collection-reads';
import { dutchDay } from '../../../../src/lib/dutch-day';

const errorResponses = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

interface SourceTable {
  type: TimelineSource['type'];
  table: PgTable;
  collection: string;
  deletedAt: PgColumn;
  organisationId: PgColumn;
  /** When the record came to be (the item's `occurredAt`, as `timelineEntryFor` derives it). */
  moment: SQL;
}

/** Where each type's records live. */
const sources: readonly SourceTable[] = [
  {
    type: 1,
    table: inboundMessages,
    collection: 'inboundMessages',
    deletedAt: inboundMessages.deletedAt,
    organisationId: inboundMessages.organisationId,
    moment: sql`${inboundMessages.receivedAt}`,
  },
  {
    type: 2,
    table: tasks,
    collection: 'tasks',
    deletedAt: tasks.deletedAt,
    organisationId: tasks.organisationId,
    moment: sql`${tasks.createdAt}`,
  },
  {
    type: 3,
    table: appointments,
    collection: 'appointments',
    deletedAt: appointments.deletedAt,
    organisationId: appointments.organisationId,
    moment: sql`${appointments.createdAt}`,
  },
  {
    type: 4,
    table: invoices,
    collection: 'invoices',
    deletedAt: invoices.deletedAt,
    organisationId: invoices.organisationId,
    moment: sql`${invoices.createdAt}`,
  },
  {
    type: 5,
    table: offers,
    collection: 'offers',
    deletedAt: offers.deletedAt,
    organisationId: offers.organisationId,
    moment: sql`coalesce(${offers.sentAt}, ${offers.createdAt})`,
  },
];

function organisationCondition(column: PgColumn, scope: OrganisationScope): SQL | undefined {
  return scope.kind === 'all'
    ? undefined
    : scope.ids.size === 0
      ? sql`false`
      : inArray(column, [...scope.ids]);
}

/** Rebuilds the items of the records that came to be in [from, to) inside `scope`. */
async function rebuildItems(
  tx: Transaction,
  scope: OrganisationScope,
  from: Date,
  to: Date,
  changed: TimelineWriteOptions['changed'],
): Promise<{ rebuilt: number; removed: number }> {
  let rebuilt = 0;
  const live = new Set<string>();
  for (const source of sources) {
    const rows = await tx
      .select()
      .from(source.table)
      .where(
        and(
          isNull(source.deletedAt),
          sql`${source.moment} >= ${from}`,
          sql`${source.moment} < ${to}`,
          organisationCondition(source.organisationId, scope),
        ),
      );
    for (const row of rows) {
      const record = recordToWire<Task & InboundMessage & Appointment & Invoice & Offer>(
        source.collection,
        row,
      );
      live.add(await writeTimelineItem(tx, { type: source.type, record } as TimelineSource, { changed }));
      rebuilt += 1;
    }
  }
  // An item of that period whose record is gone (deleted, or never committed) goes too.
  const stale = await tx
    .select({ id: timelineItems.id, organisationId: timelineItems.organisationId })
    .from(timelineItems)
    .where(
      and(
        isNull(timelineItems.deletedAt),
        gte(timelineItems.occurredAt, from),
        lt(timelineItems.occurredAt, to),
        organisationCondition(timelineItems.organisationId, scope),
      ),
    );
  const removed = stale.filter((item) => !live.has(item.id));
  if (removed.length > 0) {
    const now = new Date();
    await tx
      .update(timelineItems)
      .set({ deletedAt: now, updatedAt: now })
      .where(
        inArray(
          timelineItems.id,
          removed.map((item) => item.id),
        ),
      );
    for (const item of removed)
      changed?.({ collection: 'timelineItems', organisationId: item.organisationId, id: item.id });
  }
  return { rebuilt, removed: removed.length };
}

const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  const itemsCollection = collectionByName('timelineItems')!;
  const mailer = createMailer(app.env, app.db, app.log);
  app.addHook('onClose', () => mailer.flush());

  app.get(
    '/api/timeline/basic',
    {
      config: { permission: ['view', 'timeline'] },
      schema: {
        tags: ['timeline'],
        summary: 'The compact timeline of one or all visible organisations, newest first',
        querystring: TimelineBasicQuery,
        response: { 200: listEnvelope(TimelineBasicItem), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await listCollection(app.db, itemsCollection, await request.organisationScope(), {
        page: query.page,
        perPage: pageSize(itemsCollection, query),
        query: { organizationId: query.organizationId, type: query.type },
        orderBy: [desc(timelineItems.occurredAt)],
      });
      const data = (page.data as TimelineItem[]).map(
        ({ id, organisationId, type, title, occurredAt, refId }): TimelineBasicItem => ({
          id,
          organisationId,
          type,
          title,
          occurredAt,
          refId,
        }),
      );
      return { ...page, data };
    },
  );

  app.get(
    '/api/timeline/tasks',
    {
      config: { permission: ['view', 'timeline'] },
      schema: {
        tags: ['timeline'],
        summary: 'The task items of the timeline, 20 per page, newest first',
        querystring: TimelineTasksQuery,
        response: { 200: listEnvelope(TimelineItem), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query;
      const page = await listCollection(app.db, itemsCollection, await request.organisationScope(), {
        page: query.page,
        perPage: Math.min(query.perPage ?? query.limit ?? 20, 100),
        query: { organizationId: query.organizationId, type: [2] },
        orderBy: [desc(timelineItems.occurredAt)],
      });
      // The registry's toWire produced these records from the collection's wire schema.
      return page as typeof page & { data: TimelineItem[] };
    },
  );

  app.post(
    '/api/timeline/refresh-today',
    {
      config: { permission: ['update', 'timeline'] },
      schema: {
        tags: ['timeline'],
        summary: "Rebuild today's timeline items of the visible organisations from their records",
        response: { 200: TimelineRefreshed, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await request.organisationScope();
      const today = dutchDay(new Date());
      const from = amsterdamDayStart(today);
      const to = amsterdamDayStart(addDays(today, 1));
      const result = await runCommand(request, async ({ tx, changed }) => {
        const counts = await rebuildItems(tx, scope, from, to, changed);
        return { status: 200, body: { message: messageFor(request, 'timelineUpdated'), data: counts } };
      });
      return reply.code(result.status).send(result.body);
    },
  );

  app.post(
    '/api/timeline/:id/inboundmessage/mail',
    {
      config: { permission: ['view', 'timeline'] },
      schema: {
        tags: ['timeline'],
        summary: 'Mail the message of a message item to the signed-in user',
        params: z.object({ id: Id }),
        response: { 200: TimelineMessageMailed, 404: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await request.organisationScope();
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      // Set only by the effect: a replayed request answers again but does not mail again.
      let mail: OutgoingMail | undefined;
      const result = await runCommand(request, async ({ tx, auth, changed }) => {
        const [item] = await tx
          .select()
          .from(timelineItems)
          .where(and(eq(timelineItems.id, request.params.id), isNull(timelineItems.deletedAt)));
        if (!item || !scopeIncludes(scope, item.organisationId)) throw new HttpError(404, 'notFound');
        if (item.type !== 1 || item.refId === null) throw new HttpError(422, 'notAMessageItem');
        const [message] = await tx
          .select()
          .from(inboundMessages)
          .where(and(eq(inboundMessages.id, item.refId), isNull(inboundMessages.deletedAt)));
        if (!message) throw new HttpError(404, 'notFound');
        const [user] = await tx
          .select({ name: users.name, email: users.email })
          .from(users)
          .where(eq(users.id, auth.user.id));
        if (!user) throw new HttpError(401, 'unauthenticated');
        await writeTimelineItem(
          tx,
          { type: 1, record: recordToWire<InboundMessage>('inboundMessages', message) },
          {
            log: {
              group: 'mail',
              message: `Gemaild naar ${user.email}`,
              author: { userId: auth.user.id, name: user.name },
            },
            changed,
          },
        );
        mail = renderMessageMail({ locale, to: user.email, message });
        return { status: 200, body: { message: messageFor(request, 'messageMailed') } };
      });
      // Handed to the mailer once the history line is committed.
      if (mail) await mailer.send(mail);
      return reply.code(result.status).send(result.body);
    },
  );
};

export default timelineRoutes;
