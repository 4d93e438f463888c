/**
 * The idempotency records of outbox commands (table `idempotency_keys`, product.md §3): per user and
 * `Idempotency-Key`, the request's fingerprint and, once the effect committed, the answer to replay.
 *
 * Records are written only inside the command's own transaction (see run-command.ts), so a record
 * exists exactly when its effect committed; nothing here ever stores a refused (4xx) request.
 * They are kept for `idempotencyRetentionMs` (at least the 7 days the outbox may retry) and purged later.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { idempotencyKeys } from '../db/schema/index';

/** How long an answer can be replayed: 7 days, the longest an outbox entry waits. */
export const idempotencyRetentionMs = 7 * 24 * 60 * 60 * 1000;

export interface RequestFingerprint {
  method: string;
  /** The URL path the request was sent to (query included in the hash, not here). */
  path: string;
  /** sha256 of method, URL and canonical JSON body. */
  hash: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type IdempotencyRecord =
  | { state: 'completed'; requestHash: string; answer: StoredAnswer }
  | { state: 'pending'; requestHash: string };

/**
 * JSON with object keys sorted at every level, so `{a,b}` and `{b,a}` fingerprint alike. Dates and
 * other values with `toJSON` serialise as JSON.stringify would; `undefined` members are dropped.
 */
export function canonicalJson(value: unknown): string {
  if (value !== null && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function')
    return canonicalJson((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function fingerprintRequest(method: string, url: string, body: unknown): RequestFingerprint {
  const hash = createHash('sha256')
    .update(`${method.toUpperCase()}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
  return { method: method.toUpperCase(), path: url.split('?')[0] ?? url, hash };
}

export async function findIdempotencyRecord(
  tx: Transaction,
  userId: string,
  key: string,
): Promise<IdempotencyRecord | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.completedAt === null || row.statusCode === null)
    return { state: 'pending', requestHash: row.requestHash };
  return {
    state: 'completed',
    requestHash: row.requestHash,
    answer: { status: row.statusCode, body: row.responseBody ?? undefined },
  };
}

/**
 * Claims `key` for this transaction with a pending record. Answers false when a record already
 * exists. On PostgreSQL a concurrent claimer of the same key waits here on the primary key until the
 * other transaction ends, so two effects can never both commit under one key.
 */
export async function claimIdempotencyKey(
  tx: Transaction,
  userId: string,
  key: string,
  fingerprint: RequestFingerprint,
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      userId,
      key,
      method: fingerprint.method,
      path: fingerprint.path,
      requestHash: fingerprint.hash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + idempotencyRetentionMs),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}

/** Stores the answer of the claimed key, in the same transaction as the effect. */
export async function completeIdempotencyKey(
  tx: Transaction,
  userId: string,
  key: string,
  answer: StoredAnswer,
  now: Date,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, responseBody: answer.body ?? null, completedAt: now })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/** Deletes records past their retention; answers how many. */
export async function purgeExpiredIdempotencyKeys(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
