/**
 * Sessions: issuing, resolving, revoking and rotating the opaque tokens of product.md §3. Only sha256
 * hashes of tokens are stored (see tokens.ts). The sessions table is the shared state, so any number
 * of API processes agree on who is logged in (product.md §2).
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { uuidv7 } from '../../../src/lib/uuid';
import type { Database, Transaction } from '../db/client';
import { sessions } from '../db/schema/auth';
import { users } from '../db/schema/users-roles';
import type { AuthContext } from './auth-context';
import { generateToken, hashToken } from './tokens';

export interface SessionLifetimes {
  tokenTtlMinutes: number;
  refreshTokenTtlDays: number;
}

export interface ClientInfo {
  userAgent?: string | undefined;
  ip?: string | undefined;
}

export interface IssuedSession {
  sessionId: string;
  token: string;
  refreshToken: string;
  expiresAt: Date;
}

const minute = 60_000;
const day = 24 * 60 * minute;

export interface IssueOptions {
  /** Preset when a rotation already recorded the id of the session replacing it. */
  sessionId?: string;
  /** Links the sessions of one refresh chain; a new login starts a new family. */
  familyId?: string;
  now?: Date;
}

/**
 * Issues a new session for `userId`. The plain tokens exist only in the returned value; the caller
 * hands them to the client once.
 */
export async function issueSession(
  db: Database,
  userId: string,
  lifetimes: SessionLifetimes,
  client: ClientInfo = {},
  { sessionId = uuidv7(), familyId = uuidv7(), now = new Date() }: IssueOptions = {},
): Promise<IssuedSession> {
  const token = generateToken();
  const refreshToken = generateToken();
  const expiresAt = new Date(now.getTime() + lifetimes.tokenTtlMinutes * minute);
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    tokenHash: hashToken(token),
    refreshTokenHash: hashToken(refreshToken),
    familyId,
    expiresAt,
    refreshExpiresAt: new Date(now.getTime() + lifetimes.refreshTokenTtlDays * day),
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    ip: client.ip ?? null,
    createdAt: now,
  });
  return { sessionId, token, refreshToken, expiresAt };
}

/**
 * The caller behind an access-token hash: a session that is neither revoked nor expired, of a user
 * who is active and not deleted. Anything else is null (the auth plugin answers 401).
 */
export async function findSessionByTokenHash(db: Database, tokenHash: string, now = new Date()) {
  return (await findLiveSession(db, tokenHash, now))?.auth ?? null;
}

/** `findSessionByTokenHash` with the moment the session expires, for a cache to check on later use. */
export async function findLiveSession(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<{ auth: AuthContext; expiresAt: Date } | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      type: users.type,
      accessLevel: users.accessLevel,
      organisationId: users.organisationId,
      roleId: users.roleId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.active, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const auth: AuthContext = {
    sessionId: row.sessionId,
    user: {
      id: row.userId,
      type: row.type,
      accessLevel: row.accessLevel,
      organisationId: row.organisationId,
      roleId: row.roleId,
    },
  };
  return { auth, expiresAt: row.expiresAt };
}

/** Revokes one session (logout). Revoking an already revoked session changes nothing. */
export async function revokeSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export type RefreshOutcome =
  { kind: 'rotated'; userId: string; session: IssuedSession } | { kind: 'invalid' } | { kind: 'reused' };

/**
 * Exchanges a refresh token for a new session (rotation). The old session is revoked in the same
 * statement that checks it, so two concurrent refreshes with one token cannot both succeed. Presenting
 * a refresh token whose session was already revoked is treated as theft: the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
  lifetimes: SessionLifetimes,
  client: ClientInfo = {},
  now: Date = new Date(),
): Promise<RefreshOutcome> {
  const refreshTokenHash = hashToken(refreshToken);
  const replacementId = uuidv7();
  const claimed = await db
    .update(sessions)
    .set({ revokedAt: now, replacedBySessionId: replacementId })
    .where(
      and(
        eq(sessions.refreshTokenHash, refreshTokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.refreshExpiresAt, now),
      ),
    )
    .returning({ userId: sessions.userId, familyId: sessions.familyId });
  const old = claimed[0];

  if (!old) {
    const known = await db
      .select({ familyId: sessions.familyId, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.refreshTokenHash, refreshTokenHash))
      .limit(1);
    const reused = known[0];
    if (reused?.revokedAt) {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.familyId, reused.familyId), isNull(sessions.revokedAt)));
      return { kind: 'reused' };
    }
    return { kind: 'invalid' };
  }

  const active = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, old.userId), eq(users.active, true), isNull(users.deletedAt)))
    .limit(1);
  if (active.length === 0) return { kind: 'invalid' };

  const session = await issueSession(db, old.userId, lifetimes, client, {
    sessionId: replacementId,
    familyId: old.familyId,
    now,
  });
  return { kind: 'rotated', userId: old.userId, session };
}

/** Revokes every open session of a user (after a password reset: whoever had the old one is out). */
export async function revokeUserSessions(
  db: Database | Transaction,
  userId: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
