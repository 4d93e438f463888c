/**
 * Throttles password guessing with fixed-window counters in the database (product.md §2: counters
 * live in the database so every API process sees the same count). Each failed login counts against
 * its account and its client address, each failed two-factor code against the address, and each
 * request that may send an account mail against the email and the address; once a limit is reached
 * the caller gets 429 with Retry-After until the window ends.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/platform';
import { countHit } from './rate-limit-counters';
import { HttpError } from '../plugins/http-error';

export interface ThrottleRule {
  /** Counter key, e.g. `login:email:klant@bakkerij-dejong.example`. */
  key: string;
  limit: number;
  windowMs: number;
}

const fifteenMinutes = 15 * 60_000;

/** Failed logins per account (email, known or not) and per client address in 15 minutes. */
export const loginLimits = { perAccount: 10, perAddress: 100 } as const;

/**
 * The per-address rule alone: one client guessing across many accounts, or guessing two-factor
 * codes, is stopped even though no single account reaches its limit.
 */
export function addressThrottleRule(ip: string): ThrottleRule {
  return { key: `login:ip:${ip}`, limit: loginLimits.perAddress, windowMs: fifteenMinutes };
}

/** The rules for one login attempt: per account and per client address. */
export function loginThrottleRules(account: string, ip: string): ThrottleRule[] {
  return [
    {
      key: `login:account:${account.toLowerCase()}`,
      limit: loginLimits.perAccount,
      windowMs: fifteenMinutes,
    },
    addressThrottleRule(ip),
  ];
}

const oneHour = 60 * 60_000;

/** Account mails (reset, register) per address and per client address in an hour. */
export const accountMailLimits = { perEmail: 5, perAddress: 30 } as const;

/**
 * The rules for a request that may send an account mail (reset request, register). Every request
 * counts, whether or not the address is known, so the 429 reveals nothing and nobody can flood a
 * mailbox or the mail server.
 */
export function accountMailThrottleRules(email: string, ip: string): ThrottleRule[] {
  return [
    {
      key: `account-mail:email:${email.toLowerCase()}`,
      limit: accountMailLimits.perEmail,
      windowMs: oneHour,
    },
    { key: `account-mail:ip:${ip}`, limit: accountMailLimits.perAddress, windowMs: oneHour },
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
 * Counts one failed attempt (or, for account mails, one request) against every rule. Each counter is one upsert, so concurrent processes
 * never lose a count; a counter whose window has ended restarts at 1.
 */
export async function recordFailedAttempt(
  db: Database,
  rules: ThrottleRule[],
  now = new Date(),
): Promise<void> {
  for (const rule of rules) await countHit(db, rule.key, rule.windowMs, now);
}
