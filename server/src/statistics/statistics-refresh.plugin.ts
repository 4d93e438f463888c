/**
 * Keeps the statistics rows current:
 * - after a command: `app.statistics.refreshSoon(ids)` recomputes the organisations the command
 *   queued, once writes have paused for `quietMs` (at most `maxWaitMs` after the first), so a burst of
 *   writes costs one refresh and the refresh stays off the path of the write's answer, its realtime
 *   hints and the change reads they cause;
 * - while nobody writes: when the app becomes ready and then every minute, the rows whose
 *   `valid_until` has passed (a new day in the Netherlands, or an open task past its due moment), the
 *   queued organisations (a process stopped before its refresh) and the organisations without a row.
 * The rows written are announced as realtime hints, so an open dashboard follows without a reload.
 * Reads of the statistics recompute stale and queued rows themselves as well (the registry's
 * `beforeRead`), so no read answers figures that miss a committed write.
 *
 * Several processes may refresh the same rows; the refresh is idempotent and writes only what
 * changed. A failed refresh is logged; its queue entries stay for the next tick.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  refreshStaleStatistics,
  refreshStatistics,
  statisticsCollection,
  type StatisticsRowChange,
} from './refresh-statistics';

export const statisticsRefreshIntervalMs = 60 * 1000;

/** How long writes must pause before the organisations they queued are refreshed (ms). */
const quietMs = 250;
/** The longest a queued organisation waits for its refresh while writes go on (ms). */
const maxWaitMs = 1_000;

export interface StatisticsRefresher {
  /** Recomputes these organisations' rows soon (they were queued by a committed write). */
  refreshSoon(organisationIds: readonly string[]): void;
  /** Resolves when no refresh is waiting or running (tests, shutdown). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    statistics: StatisticsRefresher;
  }
}

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

  // The organisations queued by this process's commands, refreshed together after a pause.
  const pending = new Set<string>();
  let soonTimer: NodeJS.Timeout | undefined;
  let firstPendingAt = 0;
  let closing = false;
  let soonRunning: Promise<void> = Promise.resolve();
  const refreshPending = () => {
    soonTimer = undefined;
    const ids = [...pending];
    pending.clear();
    if (ids.length === 0) return;
    // Straight to the refresh, without asking which of them are stale first: a committed write queued
    // each of them, and the refresh reads their queue entries itself, inside its transaction.
    soonRunning = soonRunning.then(async () => {
      try {
        announceStatistics(app, await app.db.transaction((tx) => refreshStatistics(tx, ids)));
      } catch (error) {
        app.log.warn({ err: error }, 'refreshing the statistics after a write failed');
      }
    });
  };
  const refresher: StatisticsRefresher = {
    refreshSoon(organisationIds) {
      if (closing || organisationIds.length === 0) return;
      if (pending.size === 0) firstPendingAt = Date.now();
      for (const id of organisationIds) pending.add(id);
      if (soonTimer) clearTimeout(soonTimer);
      soonTimer = setTimeout(refreshPending, Math.min(quietMs, firstPendingAt + maxWaitMs - Date.now()));
    },
    async settled() {
      while (soonTimer || pending.size > 0) {
        if (soonTimer) clearTimeout(soonTimer);
        refreshPending();
      }
      await soonRunning;
    },
  };
  app.decorate('statistics', refresher);

  app.addHook('onReady', async () => {
    await refresh();
    timer = setInterval(() => void refresh(), statisticsRefreshIntervalMs);
    timer.unref();
  });
  // Before the database closes: what this process queued is refreshed now, not left to another.
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    closing = true;
    await refresher.settled();
  });
}

export default fp(statisticsRefreshPlugin, {
  name: 'statistics-refresh',
  fastify: '5.x',
  dependencies: ['realtime'],
});
