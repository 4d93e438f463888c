/**
 * A store for @fastify/rate-limit that keeps its counters in the database (`rate_limit_counters`,
 * the table the login throttle uses), because product.md §2 wants rate-limit counters shared by
 * every API process, never in process memory. Fixed windows: each hit is one upsert that restarts
 * an expired window at 1 and answers the count and the time left, so concurrent processes never
 * lose a count.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client';
import { countHit } from '../../auth/rate-limit-counters';

/** The store class @fastify/rate-limit instantiates, bound to `db`. */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Keys carry their route's prefix (see the key generators), so one store serves every route.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
