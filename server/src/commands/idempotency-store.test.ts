import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { uuidv7 } from '../../../src/lib/uuid';
import { purgeExpiredRateLimitCounters } from '../auth/rate-limit-counters';
import { idempotencyKeys, rateLimitCounters, users } from '../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../test/test-app';
import { idempotencyRetentionMs, purgeExpiredIdempotencyKeys } from './idempotency-store';

describe('purging idempotency records and rate-limit counters', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase('pglite');
  });
  afterEach(async () => {
    await database.dispose();
  });

  it('deletes only the records past their 7 days', async () => {
    const db = database.database.db;
    const [user] = await db.select({ id: users.id }).from(users).limit(1);
    const now = new Date();
    const record = (key: string, createdAt: Date) => ({
      userId: user!.id,
      key,
      method: 'POST',
      path: '/api/task',
      requestHash: 'hash',
      statusCode: 201,
      responseBody: {},
      createdAt,
      completedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + idempotencyRetentionMs),
    });
    const expired = uuidv7();
    const kept = uuidv7();
    await db
      .insert(idempotencyKeys)
      .values([
        record(expired, new Date(now.getTime() - idempotencyRetentionMs - 60_000)),
        record(kept, new Date(now.getTime() - idempotencyRetentionMs + 60_000)),
      ]);
    expect(await purgeExpiredIdempotencyKeys(db, now)).toBe(1);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user!.id));
    expect(left.map((row) => row.key)).toEqual([kept]);
  });

  it('deletes the rate-limit counters whose window has ended, and only those', async () => {
    const db = database.database.db;
    const now = new Date();
    await db.insert(rateLimitCounters).values([
      { key: 'login:ended', count: 3, resetAt: new Date(now.getTime() - 1_000) },
      { key: 'login:running', count: 2, resetAt: new Date(now.getTime() + 60_000) },
    ]);
    expect(await purgeExpiredRateLimitCounters(db, now)).toBe(1);
    const left = await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key)).toContain('login:running');
    expect(left.map((row) => row.key)).not.toContain('login:ended');
  });
});
