/**
 * The fixed-window counters in `rate_limit_counters`, shared by every API process (product.md §2:
 * never in process memory): the login throttle and the public sticker route count hits here. Each hit
 * is one upsert that restarts an expired window at 1, so concurrent processes never lose a count, and
 * the count it answers is this hit's own place in the window: no two callers ever see the same count.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { rateLimitCounters } from '../db/schema/platform';

export interface CountedHit {
  /** The count including this hit. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
  /** When the window this hit was counted in ends; names that window for `giveBackHit`. */
  resetAt: Date;
}

/** Counts one hit on `key` in a window of `windowMs`; answers the count so far and the ms left. */
export async function countHit(
  db: Database | Transaction,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<CountedHit> {
  const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  return {
    current: row.count,
    ttl: Math.max(0, row.resetAt.getTime() - now.getTime()),
    resetAt: row.resetAt,
  };
}

/**
 * Takes back one hit counted by `countHit` in the window ending at `resetAt`, in one conditional
 * update. A window that has since restarted (another `resetAt`) is left alone, so giving back never
 * lowers the count of a window the hit was not counted in, and the count never goes below zero.
 */
export async function giveBackHit(db: Database | Transaction, key: string, resetAt: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(
        eq(rateLimitCounters.key, key),
        eq(rateLimitCounters.resetAt, resetAt),
        gt(rateLimitCounters.count, 0),
      ),
    );
}

/**
 * Deletes counters whose window ended before `now` (login throttling and the public sticker route
 * both write them); an expired counter starts afresh on its next hit anyway, so nothing is lost.
 */
export async function purgeExpiredRateLimitCounters(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`)
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}
