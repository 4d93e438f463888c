/**
 * `GET /api/health`: public liveness and readiness in one. 200 when the database answers a query,
 * 503 otherwise, so a load balancer takes a process without its database out of rotation.
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']) }),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database are up',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (request, reply) => {
      const kind = app.database.kind;
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: { ok: true, kind } };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable', database: { ok: false, kind } });
      }
    },
  );
};

export default healthRoutes;
