/**
 * The account rows the account flows (register, confirm, reset) read and write. Drizzle rows stay in
 * this module; callers get plain objects.
 *
 * A self-registered account starts inactive and unconfirmed (`active = false`, `confirmed_at` null):
 * login and every bearer token check require an active user, so it cannot be used until the mailed
 * confirmation link activates it.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/api/contract/common';
import type { Database, Transaction } from '../db/client';
import { invitations } from '../db/schema/auth';
import { persons } from '../db/schema/contacts';
import { roles, users } from '../db/schema/users-roles';
import { hashToken } from './tokens';

type Db = Database | Transaction;

export interface AccountRow {
  id: string;
  name: string;
  locale: Locale;
  active: boolean;
  isConfirmed: boolean;
  isDeleted: boolean;
}

/** The account with this (lower-case) email in any state, or null. */
export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      locale: users.locale,
      active: users.active,
      confirmedAt: users.confirmedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!row) return null;
  const { confirmedAt, deletedAt, ...account } = row;
  return { ...account, isConfirmed: confirmedAt !== null, isDeleted: deletedAt !== null };
}

/** Replaces the password hash. Two-factor settings are left as they are. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string, now = new Date()) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Confirms an unconfirmed account and activates it; answers false when the account is already
 * confirmed or deleted (a deactivated, confirmed account is never re-activated by an old link).
 */
export async function confirmAccount(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const confirmed = await db
    .update(users)
    .set({ confirmedAt: now, active: true, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.confirmedAt), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return confirmed.length > 0;
}

/** The id of the one live default role, or null when there is none. */
export async function findDefaultRoleId(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.isDefault, true), isNull(roles.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

export interface OpenInvitation {
  id: string;
  email: string;
  organisationId: string;
  roleId: string | null;
  personId: string | null;
}

/** The invitation behind a plain token when it is neither accepted, revoked nor expired. */
export async function findOpenInvitation(
  db: Db,
  token: string,
  now = new Date(),
): Promise<OpenInvitation | null> {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      organisationId: invitations.organisationId,
      roleId: invitations.roleId,
      personId: invitations.personId,
    })
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks an invitation accepted; false when another request accepted it first. */
export async function acceptInvitation(db: Db, invitationId: string, now = new Date()): Promise<boolean> {
  const accepted = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(eq(invitations.id, invitationId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    )
    .returning({ id: invitations.id });
  return accepted.length > 0;
}

export interface ContactMatch {
  personId: string;
  organisationId: string;
}

/**
 * A live contact person with this email who has no portal account yet: the organisation a
 * self-registration joins. Customers must belong to an organisation (a database check), and only a
 * known contact person tells us which one.
 */
export async function findUnlinkedContactPerson(db: Db, email: string): Promise<ContactMatch | null> {
  const [row] = await db
    .select({ personId: persons.id, organisationId: persons.organisationId })
    .from(persons)
    .where(
      and(
        sql`lower(${persons.email}) = ${email.toLowerCase()}`,
        isNull(persons.deletedAt),
        isNull(persons.portalUserId),
      ),
    )
    .orderBy(persons.id)
    .limit(1);
  return row ?? null;
}

/** Links a contact person to the portal account made for it. */
export async function linkContactPerson(db: Db, personId: string, userId: string, now = new Date()) {
  await db
    .update(persons)
    .set({ portalUserId: userId, updatedAt: now })
    .where(and(eq(persons.id, personId), isNull(persons.portalUserId)));
}

export interface NewCustomer {
  name: string;
  email: string;
  passwordHash: string;
  locale: Locale;
  organisationId: string;
  roleId: string | null;
  /** Invited users are confirmed by the invitation; self-registered ones start inactive. */
  isConfirmed: boolean;
}

/**
 * Creates a customer account (access level `user`) and answers its id, or null when the email is
 * taken: two registrations of one address racing each other get one account, never a 500.
 */
export async function createCustomer(
  db: Db,
  customer: NewCustomer,
  now = new Date(),
): Promise<string | null> {
  const [row] = await db
    .insert(users)
    .values({
      type: 'customer',
      accessLevel: 'user',
      name: customer.name,
      email: customer.email.toLowerCase(),
      passwordHash: customer.passwordHash,
      locale: customer.locale,
      roleId: customer.roleId,
      organisationId: customer.organisationId,
      active: customer.isConfirmed,
      confirmedAt: customer.isConfirmed ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}
