/**
 * The single-use tokens mailed by the account flows: password reset (60 minutes) and account
 * confirmation (24 hours). Like session tokens, only their sha256 is stored (tokens.ts). A token is
 * consumed by the same conditional update that checks it, so two requests racing with one token cannot
 * both succeed.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { accountConfirmationTokens, passwordResetTokens } from '../db/schema/auth';
import { generateToken, hashToken } from './tokens';

export const passwordResetTtlMs = 60 * 60_000;
export const accountConfirmationTtlMs = 24 * 60 * 60_000;

export type AccountTokenKind = 'passwordReset' | 'accountConfirmation';

const tables = { passwordReset: passwordResetTokens, accountConfirmation: accountConfirmationTokens };
const lifetimes: Record<AccountTokenKind, number> = {
  passwordReset: passwordResetTtlMs,
  accountConfirmation: accountConfirmationTtlMs,
};

/** Stores a new token of `kind` for `userId` and answers the plain token (for the mail link only). */
export async function issueAccountToken(
  db: Database | Transaction,
  kind: AccountTokenKind,
  userId: string,
  now = new Date(),
): Promise<string> {
  const token = generateToken();
  await db.insert(tables[kind]).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimes[kind]),
    createdAt: now,
  });
  return token;
}

/**
 * Consumes a token of `kind`: the user id when the token exists, is unused and has not expired; null
 * otherwise. After this call the token can never be used again.
 */
export async function consumeAccountToken(
  db: Database | Transaction,
  kind: AccountTokenKind,
  token: string,
  now = new Date(),
): Promise<string | null> {
  const table = tables[kind];
  const [row] = await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.tokenHash, hashToken(token)), isNull(table.usedAt), gt(table.expiresAt, now)))
    .returning({ userId: table.userId });
  return row?.userId ?? null;
}

/**
 * Marks every open token of `kind` of `userId` used: after a successful reset, older reset links in
 * the mailbox stop working too.
 */
export async function invalidateAccountTokens(
  db: Database | Transaction,
  kind: AccountTokenKind,
  userId: string,
  now = new Date(),
): Promise<void> {
  const table = tables[kind];
  await db
    .update(table)
    .set({ usedAt: now })
    .where(and(eq(table.userId, userId), isNull(table.usedAt)));
}
