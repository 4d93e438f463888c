/**
 * The second login step for users with TOTP on: a short-lived challenge issued by a correct password,
 * completed once by a valid code. A challenge allows a few attempts, so guessing six digits is not an
 * option, and can be consumed only once.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createGuardrails, verify } from 'otplib';
import type { Database } from '../db/client';
import { twoFactorChallenges } from '../db/schema/auth';
import { users } from '../db/schema/users-roles';
import type { ClientInfo } from './session.repository';

const challengeTtlMs = 5 * 60_000;
export const maxTwoFactorAttempts = 5;

export interface TwoFactorChallengeIssued {
  id: string;
  expiresAt: Date;
}

export async function issueTwoFactorChallenge(
  db: Database,
  userId: string,
  client: ClientInfo = {},
  now = new Date(),
): Promise<TwoFactorChallengeIssued> {
  const expiresAt = new Date(now.getTime() + challengeTtlMs);
  const [row] = await db
    .insert(twoFactorChallenges)
    .values({ userId, expiresAt, userAgent: client.userAgent?.slice(0, 500) ?? null, ip: client.ip ?? null })
    .returning({ id: twoFactorChallenges.id });
  if (!row) throw new Error('two-factor challenge was not stored');
  return { id: row.id, expiresAt };
}

/** The user a challenge was issued to (whatever its state), or null when no challenge has this id. */
export async function findChallengeUserId(db: Database, challengeId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, challengeId))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * otplib 13 refuses secrets under 128 bits by default. Authenticator apps commonly use 80-bit secrets
 * (the product's demo secret JBSWY3DPEHPK3PXP is one), so 80 bits is the floor we accept.
 */
export const totpGuardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

/** True for a TOTP code of `secret` in the current 30 s step or one step either side (clock drift). */
export async function isValidTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30, guardrails: totpGuardrails }).catch(
    () => ({ valid: false }),
  );
  return result.valid;
}

/**
 * Completes a challenge: the user id when the challenge is open (not expired, not consumed, attempts
 * left) and the code is valid; null otherwise. Every call counts as an attempt, and the challenge is
 * consumed by the same conditional update that checks it, so it cannot be used twice.
 */
export async function completeTwoFactorChallenge(
  db: Database,
  challengeId: string,
  code: string,
  now = new Date(),
): Promise<string | null> {
  const open = and(
    eq(twoFactorChallenges.id, challengeId),
    isNull(twoFactorChallenges.consumedAt),
    gt(twoFactorChallenges.expiresAt, now),
    lt(twoFactorChallenges.attempts, maxTwoFactorAttempts),
  );
  const [challenge] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(open)
    .returning({ userId: twoFactorChallenges.userId });
  if (!challenge) return null;

  const [user] = await db
    .select({ secret: users.twoFactorSecret })
    .from(users)
    .where(and(eq(users.id, challenge.userId), eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  if (!user?.secret || !(await isValidTotp(user.secret, code))) return null;

  const consumed = await db
    .update(twoFactorChallenges)
    .set({ consumedAt: now })
    .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.consumedAt)))
    .returning({ id: twoFactorChallenges.id });
  return consumed.length > 0 ? challenge.userId : null;
}
