/**
 * The signed-in user's own account as the profile page changes it: name, language and password.
 * Drizzle rows stay here; the routes answer the wire `User` through loadUserProfile.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Locale } from '../../../src/api/contract/common';
import type { Database, Transaction } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users } from '../db/schema/users-roles';
import { setPasswordHash } from './account.repository';
import { invalidateAccountTokens } from './account-tokens.repository';

type Db = Database | Transaction;

export interface ProfileChanges {
  name?: string | undefined;
  locale?: Locale | undefined;
}

/** Changes the fields given (none given changes nothing); true when the user exists and is live. */
export async function updateProfile(
  db: Db,
  userId: string,
  changes: ProfileChanges,
  now = new Date(),
): Promise<boolean> {
  const set = {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.locale !== undefined && { locale: changes.locale }),
  };
  if (Object.keys(set).length === 0) return true;
  const updated = await db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return updated.length > 0;
}

export interface PasswordHolder {
  email: string;
  passwordHash: string | null;
}

/** What checking the user's own password needs: the hash, and the email the throttle counts on. */
export async function findPasswordHolder(db: Db, userId: string): Promise<PasswordHolder | null> {
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Revokes every open session of the user except `keepSessionId` (the device making the change). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}

/**
 * Sets a new password in one transaction: the hash, no open reset link left that could set another,
 * and every other session revoked, so whoever knew the old password is out everywhere but here.
 */
export async function changePassword(
  db: Database,
  userId: string,
  passwordHash: string,
  keepSessionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, passwordHash);
    await invalidateAccountTokens(tx, 'passwordReset', userId);
    await revokeOtherSessions(tx, userId, keepSessionId);
  });
}
