/**
 * Turning TOTP on and off from the profile page, without a column of its own for the pending secret.
 *
 * Invariant: `users.two_factor_secret` with `two_factor_enabled = false` is a PENDING secret: shown to
 * the user once by setup, never asked for at login (login asks for a code only when both are set), and
 * made active by `enable` with a valid code of that very secret. Setup never replaces the secret of an
 * enabled user, so an active second factor cannot be swapped without first turning it off (which asks
 * for the password).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { generateSecret, generateURI } from 'otplib';
import type { Database } from '../db/client';
import { users } from '../db/schema/users-roles';
import { acceptTotpStep, matchTotpStep } from './two-factor.repository';

/** The issuer the authenticator app shows above the code. */
export const totpIssuer = 'Koelservice Portaal';

/** 20 random bytes (160 bits, RFC 4226's recommendation), base32: 32 characters. */
const secretBytes = 20;

export interface PendingTwoFactor {
  secret: string;
  otpauthUrl: string;
}

export interface TwoFactorState {
  email: string;
  twoFactorEnabled: boolean;
  twoFactorSecret: string | null;
}

async function readState(db: Database, userId: string): Promise<TwoFactorState | null> {
  const rows = await db
    .select({
      email: users.email,
      twoFactorEnabled: users.twoFactorEnabled,
      twoFactorSecret: users.twoFactorSecret,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Stores a new random secret as pending and answers it with its otpauth URL (labelled with the user's
 * email), or null when two-factor is already on. A second setup replaces an earlier pending secret, so
 * only the QR code shown last can be confirmed.
 */
export async function startTwoFactorSetup(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<PendingTwoFactor | null> {
  const secret = generateSecret({ length: secretBytes });
  const [stored] = await db
    .update(users)
    .set({ twoFactorSecret: secret, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false), isNull(users.deletedAt)))
    .returning({ email: users.email });
  if (!stored) return null;
  return { secret, otpauthUrl: generateURI({ issuer: totpIssuer, label: stored.email, secret }) };
}

export type EnableOutcome = 'enabled' | 'alreadyEnabled' | 'noPendingSetup' | 'invalidCode';

/**
 * Turns two-factor on when `code` is valid for the pending secret. The update names the secret the
 * code was checked against, so a setup started meanwhile (a new secret) makes this one fail instead
 * of enabling a secret the user never saw. The code's time step is accepted like a login's
 * (two-factor.repository.ts), so the code that turned two-factor on cannot also open a session, and a
 * code used before is refused as invalid.
 */
export async function enableTwoFactor(
  db: Database,
  userId: string,
  code: string,
  now = new Date(),
): Promise<EnableOutcome> {
  const state = await readState(db, userId);
  if (state?.twoFactorEnabled) return 'alreadyEnabled';
  const secret = state?.twoFactorSecret;
  if (!secret) return 'noPendingSetup';
  const step = await matchTotpStep(secret, code);
  if (step === null || !(await acceptTotpStep(db, userId, step))) return 'invalidCode';
  const enabled = await db
    .update(users)
    .set({ twoFactorEnabled: true, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false), eq(users.twoFactorSecret, secret)))
    .returning({ id: users.id });
  return enabled.length > 0 ? 'enabled' : 'noPendingSetup';
}

/**
 * Turns two-factor off and forgets the secret (active or pending); doing it twice changes nothing.
 * Answers whether two-factor was on (the row is locked between the read and the update).
 */
export async function disableTwoFactor(db: Database, userId: string, now = new Date()): Promise<boolean> {
  const [state] = await db
    .select({ twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await db
    .update(users)
    .set({ twoFactorEnabled: false, twoFactorSecret: null, updatedAt: now })
    .where(eq(users.id, userId));
  return state?.twoFactorEnabled === true;
}
