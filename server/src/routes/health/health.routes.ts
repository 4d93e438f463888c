/**
 * `GET /api/health`: public liveness and readiness in one. 200 while the database counts as up, 503
 * otherwise, so a load balancer takes a process without its database out of rotation.
 *
 * It must stay fast when the server is busy, since that is when it is asked: it never queues behind
 * other queries (the database state comes from `database-probe.ts`, which bounds both how long an
 * answer waits and how often it queries) and it is exempt from overload shedding (`overload.plugin.ts`).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDatabaseProbe } from './database-probe';

const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']) }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probe = createDatabaseProbe({
    check: () => app.db.execute(sql`select 1`),
    onFailure: (error) => app.log.error({ err: error }, 'health check: database unavailable'),
  });

  app.get(
    '/api/health',
    {
      config: { public: true, overloadExempt: true },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are up',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const kind = app.database.kind;
      if (await probe.status()) return { status: 'ok' as const, database: { ok: true, kind } };
      return reply.code(503).send({ status: 'unavailable', database: { ok: false, kind } });
    },
  );
};

export default healthRoutes;
