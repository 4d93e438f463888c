/**
 * The second login step for users with TOTP on: a short-lived challenge issued by a correct password,
 * completed once by a valid code. A challenge allows a few attempts, so guessing six digits is not an
 * option, and can be consumed only once. A code is accepted once per user, ever: its time step must
 * lie beyond the last one accepted (`totp_accepted_steps`), so a code seen over a shoulder or replayed
 * from a proxy log cannot open a second session within its validity window.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createGuardrails, verify } from 'otplib';
import type { Database, Transaction } from '../db/client';
import { totpAcceptedSteps, twoFactorChallenges } from '../db/schema/auth';
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

/**
 * The time step (floor(unix seconds / 30)) at which `code` is a TOTP code of `secret`, looking at the
 * current step and one step either side (clock drift); null when it is none of them.
 */
export async function matchTotpStep(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30, guardrails: totpGuardrails }).catch(
    () => ({ valid: false as const }),
  );
  // otplib answers the matched step for the TOTP strategy (the default); HOTP results have none.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Records `step` as the user's last accepted TOTP step when it lies beyond the last one; answers
 * whether it did. One conditional upsert: of two requests with the same code (same step) exactly one
 * raises the row, whatever the interleaving, and an older step never lowers it.
 */
export async function acceptTotpStep(
  db: Database | Transaction,
  userId: string,
  step: number,
): Promise<boolean> {
  const accepted = await db
    .insert(totpAcceptedSteps)
    .values({ userId, lastStep: step })
    .onConflictDoUpdate({
      target: totpAcceptedSteps.userId,
      set: { lastStep: sql`excluded.last_step` },
      setWhere: lt(totpAcceptedSteps.lastStep, sql`excluded.last_step`),
    })
    .returning({ userId: totpAcceptedSteps.userId });
  return accepted.length > 0;
}

/** Thrown inside the completing transaction to undo the challenge's consumption. */
class CodeAlreadyUsed extends Error {}

/**
 * Completes a challenge: the user id when the challenge is open (not expired, not consumed, attempts
 * left) and the code is valid for a time step beyond the last one accepted; null otherwise. Every call
 * counts as an attempt. Consuming the challenge and accepting the step commit together: a code used
 * before (on any challenge) consumes nothing, and of two requests racing on one challenge or one code,
 * only one succeeds.
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
  const step = user?.secret ? await matchTotpStep(user.secret, code) : null;
  if (step === null) return null;

  return db
    .transaction(async (tx) => {
      const consumed = await tx
        .update(twoFactorChallenges)
        .set({ consumedAt: now })
        .where(and(eq(twoFactorChallenges.id, challengeId), isNull(twoFactorChallenges.consumedAt)))
        .returning({ id: twoFactorChallenges.id });
      if (consumed.length === 0) return null;
      if (!(await acceptTotpStep(tx, challenge.userId, step))) throw new CodeAlreadyUsed();
      return challenge.userId;
    })
    .catch((error: unknown) => {
      if (error instanceof CodeAlreadyUsed) return null;
      throw error;
    });
}
