/**
 * The statistics totals of the seed's calls (product.md §10), beyond the synced rows that the registry
 * serves at `organizations/statistics` (collections.ts):
 * - `GET /api/statistics/{organisationId}/aggregated`: every figure of the organisation with its child
 *   companies;
 * - `GET /api/statistics/{organisationId}/open-numbers[?includeChildren=false]`: the open counts and
 *   amounts, with the child companies unless asked otherwise.
 * Both need `view dashboard` (the auth plugin). An organisation outside the caller's organisations, an
 * unknown or removed one and a malformed id answer 404, as a record outside the scope does; an
 * undeclared query parameter answers 422.
 *
 * Guarantees: the totals are sums of the organisations' stored rows (src/lib/statistics.ts
 * `sumStatistics`, the same function the PWA adds the synced rows up with), and rows the clock made
 * stale are recomputed first, so a total never holds for an earlier day.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody, itemEnvelope } from '../../../../src/api/contract/common';
import {
  AggregatedStatistics,
  AggregatedStatisticsQuery,
  OpenNumbersAnswer,
  OpenNumbersQuery,
  type OrganisationStatistics,
} from '../../../../src/api/contract/statistics';
import { openNumbersOf, sumStatistics } from '../../../../src/lib/statistics';
import type { Database } from '../../db/client';
import { collectionByName } from '../../db/collections';
import { organisationStatistics } from '../../db/schema/index';
import { HttpError } from '../../plugins/http-error';
import { scopeIncludes, type OrganisationScope } from '../../plugins/scoping.plugin';
import { refreshStaleStatistics } from '../../statistics/refresh-statistics';
import { announceStatistics } from '../../statistics/statistics-refresh.plugin';
import { organisationSubtree } from '../device-duties/device-duties.repository';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statisticsRows = collectionByName('organisationStatistics');
if (!statisticsRows) throw new Error('the organisationStatistics collection is not registered');

const IdParams = z.strictObject({ id: z.string() });

interface Totals {
  organisationIds: string[];
  totals: NonNullable<ReturnType<typeof sumStatistics>>;
}

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The organisation (with its live descendants when `withChildren`) and the sum of their rows,
   * stale rows recomputed first. 404 for an id the caller may not see or that names no live organisation.
   */
  async function totalsOf(
    db: Database,
    scope: OrganisationScope,
    id: string,
    withChildren: boolean,
  ): Promise<Totals> {
    if (!uuidPattern.test(id) || !scopeIncludes(scope, id)) throw new HttpError(404, 'notFound');
    const subtree = (await organisationSubtree(db, id)).filter((member) => scopeIncludes(scope, member));
    if (!subtree.includes(id)) throw new HttpError(404, 'notFound');
    const organisationIds = withChildren ? [id, ...subtree.filter((member) => member !== id)] : [id];
    announceStatistics(app, await refreshStaleStatistics(db, organisationIds));
    const rows = await db
      .select()
      .from(organisationStatistics)
      .where(
        and(
          inArray(organisationStatistics.organisationId, organisationIds),
          isNull(organisationStatistics.deletedAt),
        ),
      );
    const totals = sumStatistics(rows.map((row) => statisticsRows!.toWire(row) as OrganisationStatistics));
    // The refresh above wrote a row for every live organisation that lacked one.
    if (!totals) throw new HttpError(404, 'notFound');
    return { organisationIds, totals };
  }

  app.get(
    '/api/statistics/:id/aggregated',
    {
      config: { permission: ['view', 'dashboard'] },
      schema: {
        tags: ['organisationStatistics'],
        summary: 'Every statistics figure of an organisation with its child companies',
        params: IdParams,
        querystring: AggregatedStatisticsQuery,
        response: {
          200: itemEnvelope(AggregatedStatistics),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { organisationIds, totals } = await totalsOf(app.db, await request.organisationScope(), id, true);
      return { data: { organisationId: id, organisationIds, includesChildren: true, ...totals } };
    },
  );

  app.get(
    '/api/statistics/:id/open-numbers',
    {
      config: { permission: ['view', 'dashboard'] },
      schema: {
        tags: ['organisationStatistics'],
        summary: 'The open counts and amounts of an organisation, with its child companies by default',
        params: IdParams,
        querystring: OpenNumbersQuery,
        response: {
          200: itemEnvelope(OpenNumbersAnswer),
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          422: ErrorBody,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const includesChildren = request.query.includeChildren ?? true;
      const { organisationIds, totals } = await totalsOf(
        app.db,
        await request.organisationScope(),
        id,
        includesChildren,
      );
      const { day, weekStart, weekEnd, computedAt, validUntil } = totals;
      return {
        data: {
          organisationId: id,
          organisationIds,
          includesChildren,
          day,
          weekStart,
          weekEnd,
          computedAt,
          validUntil,
          ...openNumbersOf(totals),
        },
      };
    },
  );
};

export default statisticsRoutes;
