/**
 * `GET /api/orders/{id}/serviceobjects`: the devices an order concerns, through its
 * order-serviceobjects links, as device records (newest first, like every list). It needs both
 * `view serviceobjects` (the records it answers) and `view orders` (whose links it follows); an
 * order outside the caller's organisations answers 404, as if it did not exist.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, listEnvelope } from '../../../../src/api/contract/common';
import { OrderDeviceListQuery } from '../../../../src/api/contract/orders';
import { ServiceObject } from '../../../../src/api/contract/service-objects';
import { collectionByName } from '../../db/collections';
import { orders, orderServiceObjects, serviceObjects } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes } from '../../plugins/scoping.plugin';
import { listCollection, pageSize } from '../collections/collection-reads';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const orderDeviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const devicesCollection = collectionByName('serviceObjects')!;

  app.get(
    '/api/orders/:id/serviceobjects',
    {
      config: { permission: ['view', 'serviceobjects'] },
      schema: {
        tags: ['orders'],
        summary: 'The devices of one order',
        params: z.object({ id: z.string() }),
        querystring: OrderDeviceListQuery,
        response: {
          200: listEnvelope(ServiceObject),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      if (!(await request.abilities()).can('view', 'orders')) throw new HttpError(403, 'permissionDenied');
      const orderId = request.params.id;
      // A path id that is not a UUID names no order: 404, never a database cast error.
      if (!uuidPattern.test(orderId)) throw new HttpError(404, 'notFound');
      const scope = await request.organisationScope();
      const [order] = await app.db
        .select({ organisationId: orders.organisationId })
        .from(orders)
        .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
      if (!order || !scopeIncludes(scope, order.organisationId)) throw new HttpError(404, 'notFound');
      const linkedDevices = app.db
        .select({ id: orderServiceObjects.serviceObjectId })
        .from(orderServiceObjects)
        .where(and(eq(orderServiceObjects.orderId, orderId), isNull(orderServiceObjects.deletedAt)));
      const page = await listCollection(app.db, devicesCollection, scope, {
        page: request.query.page,
        perPage: pageSize(devicesCollection, request.query),
        query: {},
        where: [inArray(serviceObjects.id, linkedDevices)],
      });
      // The registry's toWire produced these records from the collection's wire schema.
      return page as typeof page & { data: ServiceObject[] };
    },
  );
};

export default orderDeviceRoutes;
