/**
 * Portal access of contact persons (seed-spec §1: "Contacts can be invited to or removed from the
 * portal", "A customer can request a new user"). Drizzle rows stay here; callers get wire `Person`s.
 *
 * - An invitation is a single-use token (stored as its sha256) for the contact's email address; the
 *   register route turns it into a confirmed customer account of the contact's organisation, linked
 *   to the contact. Inviting again revokes the earlier open invitations of that contact, so only the
 *   newest link works.
 * - Removing access deactivates the linked account (its sessions are revoked) and revokes open
 *   invitations; the link between contact and account stays, so inviting again restores the account
 *   instead of making a second one.
 * - A request for a new user becomes an inbound message of the organisation (with its timeline
 *   item), which is where the service company's staff pick up customer requests.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Locale } from '../../../src/api/contract/common';
import type { Person, RequestUserBody } from '../../../src/api/contract/contacts';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database, Transaction } from '../db/client';
import { invitations } from '../db/schema/auth';
import { persons } from '../db/schema/contacts';
import { organisations } from '../db/schema/organisations';
import { inboundMessages } from '../db/schema/tasks';
import { writeTimelineItem } from '../timeline/timeline-writer';
import { users } from '../db/schema/users-roles';
import { wireRow } from '../db/wire-row';
import { scopeIncludes, type OrganisationScope } from '../plugins/scoping.plugin';

type Db = Database | Transaction;

/** How long an invitation link works. */
export const invitationTtlMs = 14 * 24 * 60 * 60 * 1000;

export interface PortalContact {
  id: string;
  organisationId: string;
  name: string;
  email: string | null;
  portalUserId: string | null;
}

/**
 * The live contact person `id` when its organisation lies inside `scope`, else null (404). Locks the
 * row, so two invitations of one contact at once run one after the other.
 */
export async function findContact(
  tx: Transaction,
  id: string,
  scope: OrganisationScope,
): Promise<PortalContact | null> {
  const [row] = await tx
    .select({
      id: persons.id,
      organisationId: persons.organisationId,
      name: persons.name,
      email: persons.email,
      portalUserId: persons.portalUserId,
    })
    .from(persons)
    .where(and(eq(persons.id, id), isNull(persons.deletedAt)))
    .limit(1)
    .for('update');
  return row && scopeIncludes(scope, row.organisationId) ? row : null;
}

/** The wire `Person` (it exists: the caller found it in this transaction). */
export async function loadPerson(db: Db, id: string): Promise<Person> {
  const [row] = await db.select().from(persons).where(eq(persons.id, id)).limit(1);
  if (!row) throw new Error(`person ${id} vanished inside its own transaction`);
  return wireRow(row);
}

export interface LinkedAccount {
  id: string;
  email: string;
  name: string;
  locale: Locale;
  active: boolean;
  organisationId: string | null;
}

/** The live account a contact is linked to, or null (never linked, or the account was deleted). */
export async function findLinkedAccount(tx: Transaction, userId: string): Promise<LinkedAccount | null> {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      active: users.active,
      organisationId: users.organisationId,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Revokes the contact's invitations that were neither accepted nor revoked yet. */
export async function revokeOpenInvitations(tx: Transaction, personId: string, now = new Date()) {
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(eq(invitations.personId, personId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)),
    );
}

export interface NewInvitation {
  contact: PortalContact & { email: string };
  invitedByUserId: string;
}

/**
 * Creates the contact's invitation (the earlier open ones are revoked) and marks the contact as
 * invited. Answers the plain token: it exists only here and in the mail, the table keeps its hash.
 */
export async function createInvitation(
  tx: Transaction,
  { contact, invitedByUserId }: NewInvitation,
  now = new Date(),
): Promise<string> {
  await revokeOpenInvitations(tx, contact.id, now);
  const token = generateToken();
  await tx.insert(invitations).values({
    email: contact.email.toLowerCase(),
    organisationId: contact.organisationId,
    personId: contact.id,
    tokenHash: hashToken(token),
    invitedByUserId,
    expiresAt: new Date(now.getTime() + invitationTtlMs),
    createdAt: now,
  });
  await tx.update(persons).set({ invitedAt: now, updatedAt: now }).where(eq(persons.id, contact.id));
  return token;
}

/** Switches the linked account back on (inviting a contact whose access was removed). */
export async function restoreAccount(tx: Transaction, contactId: string, userId: string, now = new Date()) {
  await tx.update(users).set({ active: true, updatedAt: now }).where(eq(users.id, userId));
  await tx.update(persons).set({ invitedAt: now, updatedAt: now }).where(eq(persons.id, contactId));
}

/** Marks the contact as no longer invited (its account, if any, is switched off by the caller). */
export async function clearInvitation(tx: Transaction, contactId: string, now = new Date()) {
  await revokeOpenInvitations(tx, contactId, now);
  await tx.update(persons).set({ invitedAt: null, updatedAt: now }).where(eq(persons.id, contactId));
}

export interface UserRequest {
  organisationId: string;
  requester: { id: string; name: string; email: string };
  request: RequestUserBody;
}

export interface RecordedUserRequest {
  inboundMessageId: string;
  timelineItemId: string;
}

/**
 * Records the request as an inbound message of the organisation, with its timeline item. Written in
 * Dutch: it is read by the service company's staff, like the other inbound messages.
 */
export async function recordUserRequest(
  tx: Transaction,
  { organisationId, requester, request }: UserRequest,
  now = new Date(),
): Promise<RecordedUserRequest> {
  const subject = `Aanvraag nieuwe portaalgebruiker: ${request.name}`;
  const lines = [
    `${requester.name} vraagt een account voor het klantportaal aan.`,
    '',
    `Naam: ${request.name}`,
    `E-mailadres: ${request.email}`,
    ...(request.phone ? [`Telefoon: ${request.phone}`] : []),
    ...(request.jobTitle ? [`Functie: ${request.jobTitle}`] : []),
    ...(request.remark ? ['', 'Opmerking:', request.remark] : []),
  ];
  const [message] = await tx
    .insert(inboundMessages)
    .values({
      organisationId,
      subject,
      body: lines.join('\n'),
      senderName: requester.name,
      senderEmail: requester.email,
      senderUserId: requester.id,
      receivedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: inboundMessages.id });
  const timelineItemId = await writeTimelineItem(
    tx,
    {
      type: 1,
      record: {
        id: message!.id,
        organisationId,
        subject,
        senderName: requester.name,
        receivedAt: now.toISOString(),
      },
    },
    {
      log: {
        group: 'status',
        message: 'Bericht ontvangen',
        author: { userId: requester.id, name: requester.name },
      },
      now,
    },
  );
  return { inboundMessageId: message!.id, timelineItemId };
}

/** True when the organisation exists and is not deleted. */
export async function organisationExists(tx: Transaction, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), isNull(organisations.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/** The name and email of the signed-in requester. */
export async function findRequester(
  tx: Transaction,
  userId: string,
): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
