/**
 * The one writer of the activity log (product.md §10): every entry is made here, by the route that
 * performs the action, with the transaction that performs it.
 *
 * Guarantees:
 * - Same transaction: `tx` is the action's own (a command's effect, or the route's transaction), so an
 *   action that rolls back leaves no entry and an entry never exists without its action. A refusal
 *   that must leave a trace (a failed sign-in) commits its entry in a transaction of its own before
 *   the refusal is thrown.
 * - Who: the signed-in caller (id and name as they are now), unless the entry names its actor (the
 *   sign-in steps and account flows, which run before there is a caller); when: the transaction's
 *   time; where from: `request.ip`, which honours TRUST_PROXY.
 * - Append-only: this module only inserts. The database refuses UPDATE and DELETE of an entry
 *   (migration 0007), so a trace cannot be edited away, not even by the server.
 * - Announced: inside a command, pass its `changed` and the entry goes out with the command's realtime
 *   hints. Entries written outside a command (sign-in, sign-out, account flows, exports) are not
 *   announced: they happen at every login, and devices pick them up with their next pull.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ActivityAction, ActivitySubjectType } from '../../../src/api/contract/activity-logs';
import type { CommandChange } from '../commands/run-command';
import type { Database, Transaction } from '../db/client';
import { activityLogs } from '../db/schema/activity-logs';
import { users } from '../db/schema/users-roles';

type Db = Database | Transaction;

/** Labels, names and descriptions are cut to this length: a failed sign-in stores what a stranger typed. */
const maxTextLength = 500;

export interface ActivitySubject {
  type: ActivitySubjectType;
  id: string | null;
  /** What the subject is called now (a user's name, an offer's number, a file name). */
  label: string | null;
}

export interface ActivityActor {
  /** Null when no account is known (a failed sign-in with an unknown address). */
  userId: string | null;
  name: string;
}

export interface ActivityEntry {
  action: ActivityAction;
  subject: ActivitySubject;
  /** The organisation the action concerns; null for staff-only matters (roles, staff accounts). */
  organisationId: string | null;
  /** A Dutch sentence with the details the action name does not carry. */
  description: string;
  /** Who acted, when it is not the signed-in caller. */
  actor?: ActivityActor;
}

export interface RecordedActivity {
  id: string;
  organisationId: string | null;
}

/** A user as the log names them: the actor of their own account's actions and its subject. */
export interface ActivityUser {
  id: string;
  name: string;
  organisationId: string | null;
}

/** A user account as the subject of an entry. */
export function userSubject(user: { id: string; name: string }): ActivitySubject {
  return { type: 'user', id: user.id, label: user.name };
}

/** A permission selection as a description lists it: `view invoices, respond offers`. */
export function permissionSummary(permissions: readonly { title: string; group: string }[]): string {
  return permissions.map((permission) => `${permission.title} ${permission.group}`).join(', ');
}

function clip(text: string): string {
  return text.length > maxTextLength ? text.slice(0, maxTextLength) : text;
}

/** The user `userId` (deleted or not: the log names who acted even after they left), or null. */
export async function findActivityUser(db: Db, userId: string): Promise<ActivityUser | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The live account (active or not) a sign-in attempt named by its address, or null. */
export async function findAttemptedAccount(db: Db, email: string): Promise<ActivityUser | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, organisationId: users.organisationId })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** The actor of an entry: the one it names, else the signed-in caller. */
async function actorOf(tx: Db, request: FastifyRequest, entry: ActivityEntry): Promise<ActivityActor> {
  if (entry.actor) return entry.actor;
  const userId = request.auth?.user.id;
  if (!userId) throw new Error(`recordActivity(${entry.action}): no signed-in caller and no actor named`);
  const user = await findActivityUser(tx, userId);
  return { userId, name: user?.name ?? '' };
}

/**
 * Appends one entry for `entry.action` in `tx`, the transaction of the action itself. With `changed`
 * (a command's), the entry is announced with the command's realtime hints after the commit.
 */
export async function recordActivity(
  tx: Db,
  request: FastifyRequest,
  entry: ActivityEntry,
  changed?: (change: CommandChange) => void,
): Promise<RecordedActivity> {
  const actor = await actorOf(tx, request, entry);
  const [row] = await tx
    .insert(activityLogs)
    .values({
      organisationId: entry.organisationId,
      actorUserId: actor.userId,
      actorName: clip(actor.name),
      action: entry.action,
      subjectType: entry.subject.type,
      subjectId: entry.subject.id,
      subjectLabel: entry.subject.label === null ? null : clip(entry.subject.label),
      description: clip(entry.description),
      clientAddress: request.ip || null,
    })
    .returning({ id: activityLogs.id, organisationId: activityLogs.organisationId });
  if (!row) throw new Error(`the activity log entry ${entry.action} was not written`);
  changed?.({ collection: 'activityLogs', organisationId: row.organisationId, id: row.id });
  return row;
}

/**
 * An action on one's own account (signing in or out, a password or two-factor change, registering):
 * `user` is both the actor and the subject, and the entry belongs to the user's organisation.
 */
export function recordAccountActivity(
  tx: Db,
  request: FastifyRequest,
  user: ActivityUser,
  action: ActivityAction,
  description: string,
): Promise<RecordedActivity> {
  return recordActivity(tx, request, {
    action,
    actor: { userId: user.id, name: user.name },
    subject: { type: 'user', id: user.id, label: user.name },
    organisationId: user.organisationId,
    description,
  });
}

/** `recordAccountActivity` for the user `userId`, looked up in `tx`. */
export async function recordAccountActivityOf(
  tx: Db,
  request: FastifyRequest,
  userId: string,
  action: ActivityAction,
  description: string,
): Promise<RecordedActivity> {
  const user = await findActivityUser(tx, userId);
  if (!user) throw new Error(`recordAccountActivityOf(${action}): user ${userId} does not exist`);
  return recordAccountActivity(tx, request, user, action, description);
}

/**
 * A failed password sign-in: the attempted account when one has this address (active or not),
 * otherwise no user and the address itself as name and label. Only the log learns which it was (the
 * description says it); the client gets the same 401 either way, and both paths cost the same two
 * statements. `hadActiveAccount`: the address belongs to an account that may sign in.
 */
export async function recordFailedSignIn(
  tx: Db,
  request: FastifyRequest,
  email: string,
  hadActiveAccount: boolean,
): Promise<RecordedActivity> {
  const account = await findAttemptedAccount(tx, email);
  if (account) {
    const description = hadActiveAccount ? 'Onjuist wachtwoord' : 'Account is uitgeschakeld';
    return recordAccountActivity(tx, request, account, 'sign_in_failed', description);
  }
  return recordActivity(tx, request, {
    action: 'sign_in_failed',
    actor: { userId: null, name: email },
    subject: { type: 'user', id: null, label: email },
    organisationId: null,
    description: 'Onbekend e-mailadres',
  });
}
