/**
 * Server-only auth state (never synced, never on the wire): sessions, two-factor challenges and the
 * single-use tokens of password reset, account confirmation and invitations.
 *
 * Every secret is stored as a SHA-256 hash (hex) of the opaque value handed to the client, so a
 * leaked database does not yield usable tokens. Lookups are by hash, hence the unique indexes.
 */
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidv7 } from '../../../../src/lib/uuid';
import { persons } from './contacts';
import { organisations } from './organisations';
import { timestamptz } from './columns';
import { roles, users } from './users-roles';

function serverRowId() {
  return uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
}

/**
 * One row per issued access token. Refresh rotates: the used row is revoked and a new row joins the
 * same `family_id`; presenting a refresh token of a revoked row again revokes the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serverRowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    refreshTokenHash: text('refresh_token_hash').notNull(),
    familyId: uuid('family_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    refreshExpiresAt: timestamptz('refresh_expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** The session that replaced this one on refresh (rotation chain). */
    replacedBySessionId: uuid('replaced_by_session_id'),
    lastUsedAt: timestamptz('last_used_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    uniqueIndex('sessions_refresh_token_hash_key').on(t.refreshTokenHash),
    index('sessions_family_idx').on(t.familyId),
    index('sessions_user_idx').on(t.userId),
  ],
);

/** The pending second step of a login for a user with TOTP on (`session-two-factor-auth/{id}`). */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serverRowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/**
 * The last TOTP time step (floor(unix seconds / 30)) whose code a user got accepted, at login or when
 * turning two-factor on. A code is accepted only for a step strictly greater (RFC 6238 §5.2: a
 * verifier must not accept the same one-time password twice), and the row is raised by one
 * conditional upsert, so two requests with the same code cannot both win. A table of its own rather
 * than a column of `users`: a login must not count as a change of the synced user row.
 */
export const totpAcceptedSteps = pgTable('totp_accepted_steps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull(),
});

/** Password reset: single use (`used_at`), valid 60 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serverRowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Account confirmation (`confirm-account {token}`): single use. */
export const accountConfirmationTokens = pgTable(
  'account_confirmation_tokens',
  {
    id: serverRowId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_confirmation_tokens_token_hash_key').on(t.tokenHash),
    index('account_confirmation_tokens_user_idx').on(t.userId),
  ],
);

/** An invitation to the portal, usually of a contact person (`register {invitationToken}`). */
export const invitations = pgTable(
  'invitations',
  {
    id: serverRowId(),
    email: text('email').notNull(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id),
    roleId: uuid('role_id').references(() => roles.id),
    personId: uuid('person_id').references(() => persons.id),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    revokedAt: timestamptz('revoked_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_hash_key').on(t.tokenHash),
    index('invitations_email_idx').on(t.email),
    index('invitations_organisation_idx').on(t.organisationId),
  ],
);
