/**
 * Keeps the idempotency table small: records past their retention (7 days) are deleted when the app
 * becomes ready and then once an hour, never more often; rate-limit counters whose window ended go
 * with them. Several processes may purge the same rows; a delete of already deleted rows is
 * harmless. A failed purge is logged and retried next hour.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredRateLimitCounters } from '../auth/rate-limit-counters';
import { purgeExpiredIdempotencyKeys } from './idempotency-store';

export const idempotencyPurgeIntervalMs = 60 * 60 * 1000;

async function idempotencyPurgePlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;

  const purge = async () => {
    try {
      const purged = await purgeExpiredIdempotencyKeys(app.db);
      if (purged > 0) app.log.info({ purged }, 'purged expired idempotency records');
      const counters = await purgeExpiredRateLimitCounters(app.db);
      if (counters > 0) app.log.info({ counters }, 'purged expired rate-limit counters');
    } catch (error) {
      app.log.warn({ err: error }, 'purging idempotency records failed');
    }
  };

  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), idempotencyPurgeIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(idempotencyPurgePlugin, { name: 'idempotency-purge', fastify: '5.x' });
