/**
 * The generic read routes, built from the collection registry (server/src/db/collections.ts). For
 * every collection:
 * - `GET /api/<path>`: a page of records, or with `updatedSince=<cursor>` the changes after it;
 * - `GET /api/<path>/{id}`: one record, 404 when unknown or outside the caller's organisations;
 * - its nested lists, e.g. `GET /api/orders/{id}/workorders`.
 * Neither authorization nor scoping is done here by hand: each route's config names the `view`
 * permission of its collection's group, which the auth plugin checks (403), the reads add the
 * caller's organisation scope to every query, and the scoping plugin has already refused
 * organisation parameters outside it (403).
 */
import { eq } from 'drizzle-orm';
import type { FastifyContextConfig } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, itemEnvelope, listEnvelope, syncEnvelope } from '../../../../src/api/contract/common';
import { collections, type CollectionDef } from '../../db/collections';
import { HttpError } from '../../plugins/http-error';
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

interface ParsedListQuery {
  page: number;
  perPage?: number;
  limit?: number;
  updatedSince?: string;
}

const collectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const listPages = new ListPageCache(app.database.changes);
  const syncTotals = new SyncTotals(app.database.changes);

  function registerList(def: CollectionDef, route: string, parent?: CollectionDef['nested'][number]) {
    // A list page is serialized here, by the route's own schema, so the text can be kept and sent again.
    const serializeListPage = serializerCompiler({
      schema: listEnvelope(def.wire),
      method: 'GET',
      url: `/api/${route}`,
      httpStatus: '200',
    });
    app.get(
      `/api/${route}`,
      {
        config: readAccess(def),
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
          return page;
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
        const item = await readCollectionItem(
          app.db,
          def,
          await request.organisationScope(),
          requireUuid(request.params.id),
        );
        if (item === null) throw new HttpError(404, 'notFound');
        return { data: item };
      },
    );
  }
};

export default collectionRoutes;
