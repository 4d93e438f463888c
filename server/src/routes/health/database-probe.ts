/**
 * Whether the database answers, known without making the caller wait on it. A health check that runs
 * its own query waits behind every query already queued (PGlite runs one at a time; a PostgreSQL pool
 * has a few connections), so under load it would answer late, exactly when a load balancer needs it.
 *
 * Guarantees:
 * - at most one probe query runs at a time, and a new one starts only when the last one started more
 *   than `refreshMs` ago, so polling the health route adds at most one query per `refreshMs`;
 * - `status()` waits for the probe it starts at most `waitMs`, then answers from what is known;
 * - the database counts as down when the last finished probe failed, or when a probe has been
 *   pending longer than `timeoutMs` (a database that takes that long to answer `select 1` is not ready);
 * - before any probe has finished it counts as up: the server only starts once its database answered.
 */
export interface DatabaseProbeOptions {
  /** Runs the probe query; a rejection means the database is down. */
  check: () => Promise<unknown>;
  /** How long a probe result stays current; default 1 s. */
  refreshMs?: number;
  /** How long `status()` waits for a probe it started; default 50 ms. */
  waitMs?: number;
  /** A probe pending this long counts as a failure; default 2 s. */
  timeoutMs?: number;
  /** Told why a probe failed (the health route logs it). */
  onFailure?: (error: unknown) => void;
  /** The clock, for tests; default `performance.now`. */
  now?: () => number;
}

export interface DatabaseProbe {
  /** True when the database counts as up (see the module's guarantees). */
  status(): Promise<boolean>;
}

export function createDatabaseProbe(options: DatabaseProbeOptions): DatabaseProbe {
  const { check, refreshMs = 1_000, waitMs = 50, timeoutMs = 2_000 } = options;
  const now = options.now ?? (() => performance.now());
  let lastOk = true;
  let startedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<void> | undefined;

  function start(): Promise<void> {
    startedAt = now();
    const probe = check().then(
      () => {
        lastOk = true;
      },
      (error: unknown) => {
        lastOk = false;
        options.onFailure?.(error);
      },
    );
    pending = probe.finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async status() {
      if (pending === undefined && now() - startedAt >= refreshMs) {
        const probe = start();
        let timer: NodeJS.Timeout | undefined;
        const waited = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        });
        await Promise.race([probe, waited]);
        clearTimeout(timer);
      }
      const isOverdue = pending !== undefined && now() - startedAt > timeoutMs;
      return lastOk && !isOverdue;
    },
  };
}
