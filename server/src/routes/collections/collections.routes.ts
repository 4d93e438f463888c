/**
 * The generic read routes, built from the collection registry (server/src/db/collections.ts). For
 * every collection:
 * - `GET /api/<path>`: a page of records, or with `updatedSince=<cursor>` the changes after it;
 * - `GET /api/<path>/{id}`: one record, 404 when unknown or outside the caller's organisations;
 * - its nested lists, e.g. `GET /api/orders/{id}/workorders` (one whose registry entry names its
 *   parent answers 404 for a parent the caller cannot see, like that parent's single read).
 * A derived collection's `beforeRead` (the statistics) runs before each of these reads, so stale rows
 * are brought up to date before they are answered.
 * Neither authorization nor scoping is done here by hand: each route's config names the `view`
 * permission of its collection's group, which the auth plugin checks (403), the reads add the
 * caller's organisation scope to every query, and the scoping plugin has already refused
 * organisation parameters outside it (403).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyContextConfig } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, itemEnvelope, listEnvelope, syncEnvelope } from '../../../../src/api/contract/common';
import type { Database } from '../../db/client';
import { collections, type CollectionDef, type NestedRoute } from '../../db/collections';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes, type OrganisationScope } from '../../plugins/scoping.plugin';
import { compileWireSerializer } from '../../plugins/wire-serializer';
import { listCollection, pageSize, readCollectionItem, syncCollection } from './collection-reads';
import { ListPageCache } from './list-page-cache';
import { SyncTotals } from './sync-totals';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID names no record: 404, never a database cast error. */
const IdParams = z.object({ id: z.string() });

function requireUuid(id: string): string {
  if (!uuidPattern.test(id)) throw new HttpError(404, 'notFound');
  return id;
}

/** The route config guarding a read of `def`: its group's `view` permission, or none. */
function readAccess(def: CollectionDef): FastifyContextConfig {
  return def.permissionGroup === null ? {} : { permission: ['view', def.permissionGroup] };
}

/** A nested route's guard: its own group's `view` permission when it names one, else the collection's. */
function nestedReadAccess(def: CollectionDef, nested: NestedRoute): FastifyContextConfig {
  return nested.permissionGroup ? { permission: ['view', nested.permissionGroup] } : readAccess(def);
}

/** Whether the parent record `id` is live and inside `scope`; a nested route without `parent` always is. */
async function isParentVisible(
  db: Database,
  nested: NestedRoute,
  scope: OrganisationScope,
  id: string,
): Promise<boolean> {
  if (!nested.parent) return true;
  const { table, organisationColumn } = nested.parent;
  const [row] = await db
    .select({ organisationId: organisationColumn })
    .from(table as PgTable)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .limit(1);
  return row !== undefined && scopeIncludes(scope, String(row.organisationId));
}

interface ParsedListQuery {
  page: number;
  perPage?: number;
  limit?: number;
  updatedSince?: string;
}

const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const listPages = new ListPageCache(app.database.changes);
  const syncTotals = new SyncTotals(app.database.changes);

  /** A derived collection's `beforeRead` (stale rows recomputed), its writes announced as hints. */
  async function prepareRead(def: CollectionDef, scope: OrganisationScope): Promise<void> {
    if (!def.beforeRead) return;
    const written = await def.beforeRead(app.db, scope);
    const byOrganisation = new Map<string, string[]>();
    for (const row of written)
      byOrganisation.set(row.organisationId, [...(byOrganisation.get(row.organisationId) ?? []), row.id]);
    for (const [organisationId, ids] of byOrganisation) {
      void Promise.resolve()
        .then(() => app.realtime.publish(def.name, organisationId, ids))
        .catch((error: unknown) =>
          app.log.warn({ err: error, collection: def.name }, 'publishing a realtime hint failed'),
        );
    }
  }

  function registerList(def: CollectionDef, route: string, parent?: NestedRoute) {
    // A list page is serialized here, by the route's own schema, so the text can be kept and sent again.
    const serializeListPage = compileWireSerializer({
      schema: listEnvelope(def.wire),
      method: 'GET',
      url: `/api/${route}`,
      httpStatus: '200',
    });
    // A change page by the envelope it always has: the route's union would check its records against
    // the list envelope first and, when one is a tombstone, every record again against this one.
    const serializeSyncPage = compileWireSerializer({
      schema: syncEnvelope(def.wire),
      method: 'GET',
      url: `/api/${route}`,
      httpStatus: '200',
    });
    app.get(
      `/api/${route}`,
      {
        config: parent ? nestedReadAccess(def, parent) : readAccess(def),
        schema: {
          tags: [def.name],
          summary: parent ? `List the ${def.name} of one ${route.split('/')[0]}` : `List ${def.name}`,
          querystring: def.query,
          ...(parent ? { params: IdParams } : {}),
          response: {
            200: z.union([listEnvelope(def.wire), syncEnvelope(def.wire)]),
            401: ErrorBody,
            403: ErrorBody,
            404: ErrorBody,
            422: ErrorBody,
          },
        },
      },
      async (request, reply) => {
        const query = request.query as ParsedListQuery & Record<string, unknown>;
        const parentId = parent ? requireUuid((request.params as { id: string }).id) : undefined;
        const where = parent && parentId ? [eq(parent.column, parentId)] : [];
        const scope = await request.organisationScope();
        await prepareRead(def, scope);
        if (parent && parentId && !(await isParentVisible(app.db, parent, scope, parentId)))
          throw new HttpError(404, 'notFound');
        const listRequest = { page: query.page, perPage: pageSize(def, query), query, where };
        if (query.updatedSince !== undefined) {
          const read = { route, parentId, scope, query };
          const version = await syncTotals.version();
          const total = syncTotals.known(read, version);
          const page = await syncCollection(app.db, def, scope, listRequest, query.updatedSince, total);
          const { cursor, hasMore } = page.meta.sync;
          if (hasMore) {
            const next = { ...read, query: { ...query, updatedSince: cursor } };
            syncTotals.remember(next, version, page.meta.pagination.total - page.data.length);
          }
          return reply.type('application/json; charset=utf-8').send(serializeSyncPage(page) as never);
        }
        const json = await listPages.read(def, { route, parentId, scope, query }, async () =>
          serializeListPage(await listCollection(app.db, def, scope, listRequest)),
        );
        // Already serialized by the route's schema: Fastify sends a string with a JSON type as it is.
        return reply.type('application/json; charset=utf-8').send(json as never);
      },
    );
  }

  for (const def of collections) {
    registerList(def, def.path);
    for (const nested of def.nested) registerList(def, nested.route, nested);

    app.get(
      `/api/${def.path}/:id`,
      {
        config: readAccess(def),
        schema: {
          tags: [def.name],
          summary: `Read one of ${def.name}`,
          params: IdParams,
          response: { 200: itemEnvelope(def.wire), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
        },
      },
      async (request) => {
        const scope = await request.organisationScope();
        await prepareRead(def, scope);
        const item = await readCollectionItem(app.db, def, scope, requireUuid(request.params.id));
        if (item === null) throw new HttpError(404, 'notFound');
        return { data: item };
      },
    );
  }
};

export default collectionRoutes;
