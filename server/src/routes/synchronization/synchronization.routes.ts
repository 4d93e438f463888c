/**
 * The back-office synchronization calls of the seed:
 * - `POST /api/synchronization/run {organizationId}`: starts a run of the organisation's export
 *   (202 with the queued run; 409 while one is queued or running; 403 outside the caller's scope).
 *   Needs `update dashboard`, the permission of the dashboard's "Synchroniseren" button.
 * - `GET /api/synchronization/status/organization?organizationId=`: the organisation's latest run,
 *   or null before the first. Anyone who may see the organisation may see when it last synchronized.
 * The run itself is the job of `SynchronizationRunner`; its progress also syncs to the PWA as the
 * `synchronizationRuns` collection.
 */
import { resolve, join } from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../src/api/contract/common';
import {
  StartSynchronizationBody,
  SynchronizationRun,
  SynchronizationStatusQuery,
} from '../../../../src/api/contract/sync';
import { SynchronizationRunner } from '../../backoffice/synchronization-runner';
import { recordToWire } from '../../db/collections';
import { organisations, synchronizationRuns } from '../../db/schema/index';
import { fieldRefusal } from '../../plugins/http-error';
import { assertOrganisationInScope } from '../../plugins/scoping.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs back-office synchronizations; one instance per app. */
    synchronization: SynchronizationRunner;
  }
}

const errorResponses = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

const synchronizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const runner = new SynchronizationRunner({
    db: app.db,
    realtime: app.realtime,
    log: app.log,
    importDir: app.env.BACKOFFICE_IMPORT_DIR ?? join(resolve(app.env.DATA_DIR), 'backoffice-import'),
    demo: app.env.isDemoMode,
  });
  app.decorate('synchronization', runner);
  app.addHook('onReady', () => runner.recoverInterrupted());
  app.addHook('onClose', () => runner.idle());

  app.post(
    '/api/synchronization/run',
    {
      config: { permission: ['update', 'dashboard'] },
      schema: {
        tags: ['synchronization'],
        summary: "Start a synchronization of the organisation's records from the back office",
        body: StartSynchronizationBody,
        response: { 202: z.object({ data: SynchronizationRun }), 409: ErrorBody, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.body;
      await assertOrganisationInScope(request, organizationId);
      const [organisation] = await app.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(and(eq(organisations.id, organizationId), isNull(organisations.deletedAt)));
      if (!organisation) throw fieldRefusal(request, 'organizationId', 'invalidValue');
      const run = await runner.start(organizationId, request.auth!.user.id);
      return reply.code(202).send({ data: run });
    },
  );

  app.get(
    '/api/synchronization/status/organization',
    {
      config: { permission: ['view', 'dashboard'] },
      schema: {
        tags: ['synchronization'],
        summary: "The organisation's latest synchronization run, or null before the first",
        querystring: SynchronizationStatusQuery,
        response: { 200: z.object({ data: SynchronizationRun.nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = request.query;
      await assertOrganisationInScope(request, organizationId);
      const [row] = await app.db
        .select()
        .from(synchronizationRuns)
        .where(
          and(eq(synchronizationRuns.organisationId, organizationId), isNull(synchronizationRuns.deletedAt)),
        )
        .orderBy(desc(synchronizationRuns.createdAt), desc(synchronizationRuns.id))
        .limit(1);
      return { data: row ? recordToWire<SynchronizationRun>('synchronizationRuns', row) : null };
    },
  );
};

// Not encapsulated: `app.synchronization` is the app's runner (shutdown waits for it, tests drive it).
export default fp(synchronizationRoutes, { name: 'synchronization-routes' });
