/**
 * Server-only shared state that must live in the database so any number of API processes agree
 * (product.md §2): the demo mailbox, idempotency records of outbox mutations and rate-limit counters.
 */
import { integer, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../../../src/lib/uuid';
import { timestamptz } from './columns';
import { users } from './users-roles';

/** Mail "sent" in demo mode; readable at `GET /api/dev/mail`. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: uuid('id')
      .primaryKey()
      .$defaultFn(() => uuidv7()),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('dev_mail_to_created_idx').on(t.to, t.createdAt.desc().nullsFirst())],
);

/**
 * One row per `Idempotency-Key` of a user. While `completed_at` is null the request is in flight (a
 * retry gets 409); afterwards a retry with the same `request_hash` replays the stored answer, and a
 * different body under the same key is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: jsonb('response_body'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters keyed by e.g. `login:ip:1.2.3.4`; a row past `reset_at` counts as empty. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    resetAt: timestamptz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
