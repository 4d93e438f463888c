/**
 * Throttles password guessing with fixed-window counters in the database (product.md §2: counters
 * live in the database so every API process sees the same count). Each failed login counts against
 * its account and its client address, each failed two-factor code against the account and the
 * address, and each request that may send an account mail against the email and the address; once a
 * limit is reached the caller gets 429 with Retry-After until the window ends.
 *
 * The one mechanism: an attempt RESERVES its slot with the atomic upsert (`countHit`) before any
 * password or code is checked, and is refused when its own slot lies beyond the limit. Concurrent
 * attempts each get a distinct count, so however many arrive at once, at most `limit` of them are
 * ever checked in a window. An attempt that turns out not to be a failure (a correct password, a
 * refusal for another reason) gives its slot back (`releaseAttempt`), so successful logins never
 * count and a busy account is never locked out by use.
 */
import type { Database, Transaction } from '../db/client';
import { HttpError } from '../plugins/http-error';
import { countHit, giveBackHit } from './rate-limit-counters';

export interface ThrottleRule {
  /** Counter key, e.g. `login:account:klant@bakkerij-dejong.example`. */
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

/** Wrong two-factor codes per account (whatever the challenge or address) in 15 minutes. */
export const twoFactorLimits = { perAccount: 10 } as const;

/**
 * The rules for one two-factor code of `userId` (null when the challenge names no account): per
 * account, so spreading guesses over many challenges or addresses does not help, and per address.
 */
export function twoFactorThrottleRules(userId: string | null, ip: string): ThrottleRule[] {
  const perAddress = addressThrottleRule(ip);
  if (!userId) return [perAddress];
  return [
    { key: `two-factor:user:${userId}`, limit: twoFactorLimits.perAccount, windowMs: fifteenMinutes },
    perAddress,
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

/** The slots one attempt holds: one per rule, each naming the window it was counted in. */
export interface ReservedAttempt {
  readonly slots: readonly { key: string; resetAt: Date }[];
}

type Db = Database | Transaction;

/**
 * Reserves one slot per rule for an attempt about to be checked. Refuses with 429 (Retry-After: the
 * longest wait of the rules exceeded) when any reserved slot lies beyond its rule's limit; the slots
 * of a refused attempt are given back, so refusals never extend a block. The caller keeps the answer
 * and either lets it stand (a failure: it counts) or gives it back with `releaseAttempt`.
 */
export async function reserveAttempt(
  db: Db,
  rules: readonly ThrottleRule[],
  now = new Date(),
): Promise<ReservedAttempt> {
  const slots: { key: string; resetAt: Date }[] = [];
  let isOverLimit = false;
  let retryAfterMs = 0;
  for (const rule of rules) {
    const hit = await countHit(db, rule.key, rule.windowMs, now);
    slots.push({ key: rule.key, resetAt: hit.resetAt });
    if (hit.current > rule.limit) {
      isOverLimit = true;
      retryAfterMs = Math.max(retryAfterMs, hit.ttl);
    }
  }
  const reserved: ReservedAttempt = { slots };
  if (isOverLimit) {
    await releaseAttempt(db, reserved);
    throw new HttpError(429, 'tooManyRequests', undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
  return reserved;
}

/** Gives back the slots of an attempt that was no failure (each one conditional, see giveBackHit). */
export async function releaseAttempt(db: Db, attempt: ReservedAttempt): Promise<void> {
  for (const slot of attempt.slots) await giveBackHit(db, slot.key, slot.resetAt);
}

/**
 * Runs `check` holding a reserved slot per rule. The slots stay counted only when `check` answers
 * `countsAsFailure: true`; any other answer, and any error thrown (e.g. 503 from the password hasher
 * under load), gives them back. A request counted for every call (account mails) just calls
 * `reserveAttempt` and keeps the slots.
 */
export async function throttledAttempt<T>(
  db: Db,
  rules: readonly ThrottleRule[],
  check: () => Promise<{ countsAsFailure: boolean; result: T }>,
): Promise<T> {
  const reserved = await reserveAttempt(db, rules);
  let outcome: { countsAsFailure: boolean; result: T };
  try {
    outcome = await check();
  } catch (error) {
    await releaseAttempt(db, reserved);
    throw error;
  }
  if (!outcome.countsAsFailure) await releaseAttempt(db, reserved);
  return outcome.result;
}
