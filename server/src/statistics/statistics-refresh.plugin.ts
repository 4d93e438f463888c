/**
 * Keeps the statistics rows current while nobody writes: when the app becomes ready and then every
 * minute, the rows whose `valid_until` has passed (a new day in the Netherlands, or an open task past
 * its due moment) and the organisations without a row are recomputed, and the rows written are
 * announced as realtime hints, so an open dashboard follows midnight without a reload. Reads of the
 * statistics recompute stale rows themselves as well (the registry's `beforeRead`), so a figure is
 * at most a minute late only for a dashboard that reads nothing in between.
 *
 * Several processes may refresh the same rows; the refresh is idempotent and writes only what
 * changed. A failed refresh is logged and retried on the next tick.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refreshStaleStatistics, statisticsCollection, type StatisticsRowChange } from './refresh-statistics';

export const statisticsRefreshIntervalMs = 60 * 1000;

/** Announces rows a refresh wrote outside a command; a publishing failure is only logged. */
export function announceStatistics(app: FastifyInstance, written: readonly StatisticsRowChange[]): void {
  const byOrganisation = new Map<string, string[]>();
  for (const row of written) {
    byOrganisation.set(row.organisationId, [...(byOrganisation.get(row.organisationId) ?? []), row.id]);
  }
  for (const [organisationId, ids] of byOrganisation) {
    void Promise.resolve()
      .then(() => app.realtime.publish(statisticsCollection, organisationId, ids))
      .catch((error: unknown) => app.log.warn({ err: error }, 'publishing a realtime hint failed'));
  }
}

async function statisticsRefreshPlugin(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  const refresh = async () => {
    // One refresh at a time per process: a slow one is not overtaken by the next tick.
    if (running) return;
    running = true;
    try {
      const written = await refreshStaleStatistics(app.db, 'all');
      announceStatistics(app, written);
      if (written.length > 0) app.log.debug({ rows: written.length }, 'refreshed stale statistics');
    } catch (error) {
      app.log.warn({ err: error }, 'refreshing the statistics failed');
    } finally {
      running = false;
    }
  };

  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => void refresh(), statisticsRefreshIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}

export default fp(statisticsRefreshPlugin, {
  name: 'statistics-refresh',
  fastify: '5.x',
  dependencies: ['realtime'],
});
