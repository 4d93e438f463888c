/**
 * Throttles password guessing with fixed-window counters in the database (product.md §2: counters
 * live in the database so every API process sees the same count). Each failed login counts against
 * its account and its client address; once a limit is reached the caller gets 429 with Retry-After
 * until the window ends.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/platform';
import { HttpError } from '../plugins/http-error';

export interface ThrottleRule {
  /** Counter key, e.g. `login:email:klant@bakkerij-dejong.example`. */
  key: string;
  limit: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60_000;

/** The rules for one login or two-factor attempt: per account and per client address. */
export function loginThrottleRules(account: string, ip: string): ThrottleRule[] {
  return [
    { key: `login:account:${account.toLowerCase()}`, limit: 10, windowMs: fifteenMinutes },
    { key: `login:ip:${ip}`, limit: 100, windowMs: fifteenMinutes },
  ];
}

function throttled(retryAfterSeconds: number): HttpError {
  return new HttpError(429, 'tooManyRequests', undefined, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * Refuses with 429 (and Retry-After) when a rule's counter has already reached its limit in the
 * current window. Successful logins are never counted, so a busy account is never locked out by use.
 */
export async function assertNotThrottled(
  db: Database,
  rules: ThrottleRule[],
  now = new Date(),
): Promise<void> {
  const counters = await db
    .select()
    .from(rateLimitCounters)
    .where(
      inArray(
        rateLimitCounters.key,
        rules.map((rule) => rule.key),
      ),
    );
  let retryAfterSeconds = 0;
  for (const counter of counters) {
    const rule = rules.find((candidate) => candidate.key === counter.key);
    if (!rule || counter.resetAt <= now || counter.count < rule.limit) continue;
    retryAfterSeconds = Math.max(
      retryAfterSeconds,
      Math.ceil((counter.resetAt.getTime() - now.getTime()) / 1000),
    );
  }
  if (retryAfterSeconds > 0) throw throttled(retryAfterSeconds);
}

/**
 * Counts one failed attempt against every rule. Each counter is one upsert, so concurrent processes
 * never lose a count; a counter whose window has ended restarts at 1.
 */
export async function recordFailedAttempt(
  db: Database,
  rules: ThrottleRule[],
  now = new Date(),
): Promise<void> {
  for (const rule of rules) {
    const expired = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
    await db
      .insert(rateLimitCounters)
      .values({ key: rule.key, count: 1, resetAt: new Date(now.getTime() + rule.windowMs) })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimitCounters.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      });
  }
}
