/**
 * Portal access writes of the contacts screen as commands (seed-spec §1 "contacts can be
 * invited to or removed from the portal", "a customer can request a new user"). Each stores its
 * local change and its outbox entry in one transaction; the outbox sends it with its
 * `Idempotency-Key`, so a resend invites (and mails) once; a refusal lands in the sync screen's
 * "not accepted" list with the server's message.
 *
 * Invite and remove are patches of the contact's `invitedAt` (the field the server changes), laid
 * over pulled versions until the server answers with the contact as it then is. When the linked
 * account is on this device (users who see the user administration), its `active` flag changes
 * too, as on the server; an account that is not here is left alone, never created.
 */
import type { RequestUserBody } from '../../api/contract/contacts';
import type { OutboxEffect, OutboxEntry } from '../../db/outbox-entry';
import type { PortalDatabase } from '../../db/portal-database';
import { runLocalCommand } from '../../sync/local-command';
import type { UserRequestDraft } from './request-user-rules';
import type { LinkedAccount, PersonRow } from './contacts.queries';

function accountEffect(account: LinkedAccount | undefined, active: boolean): OutboxEffect[] {
  if (!account || account.active === active) return [];
  return [{ collection: 'users', id: account.id, change: { kind: 'patch', patch: { active } } }];
}

/**
 * Invites the contact (`POST /api/contacts/{id}/invite`): a first invitation, a new link (the server
 * revokes the earlier one) or, for a contact whose access was removed, restoring their account. The
 * mail goes out in the language of the request, which is the user's.
 */
export async function inviteContact(
  db: PortalDatabase,
  userId: string,
  person: Pick<PersonRow, 'id'>,
  account: LinkedAccount | undefined,
  summary: string,
  now: () => Date = () => new Date(),
): Promise<OutboxEntry> {
  return runLocalCommand(db, userId, {
    command: 'inviteContact',
    summary,
    request: { method: 'post', path: `contacts/${encodeURIComponent(person.id)}/invite` },
    effects: [
      {
        collection: 'persons',
        id: person.id,
        change: { kind: 'patch', patch: { invitedAt: now().toISOString() } },
      },
      ...accountEffect(account, true),
    ],
  });
}

/**
 * Removes the contact's portal access (`POST /api/contacts/{id}/remove`): their account is switched
 * off and open invitations are revoked. The caller asked for confirmation first.
 */
export async function removeContactAccess(
  db: PortalDatabase,
  userId: string,
  person: Pick<PersonRow, 'id'>,
  account: LinkedAccount | undefined,
  summary: string,
): Promise<OutboxEntry> {
  return runLocalCommand(db, userId, {
    command: 'removeContactAccess',
    summary,
    request: { method: 'post', path: `contacts/${encodeURIComponent(person.id)}/remove` },
    effects: [
      { collection: 'persons', id: person.id, change: { kind: 'patch', patch: { invitedAt: null } } },
      ...accountEffect(account, false),
    ],
  });
}

/** The command name of a request for a new user, by which the screen finds its waiting requests. */
export const requestUserCommand = 'requestPortalUser';

/**
 * Asks the service company for a new portal user of `draft.organisationId`
 * (`POST /api/contacts/request-user?organizationId=`). It changes no synced record here (the
 * server files it as a message to its staff), so the entry itself is what the screen shows until
 * the server has it. The caller checked the draft with `userRequestProblems`.
 */
export async function requestPortalUser(
  db: PortalDatabase,
  userId: string,
  draft: UserRequestDraft,
  summary: string,
): Promise<OutboxEntry> {
  const phone = draft.phone.trim();
  const jobTitle = draft.jobTitle.trim();
  const remark = draft.remark.trim();
  const body: RequestUserBody = {
    name: draft.name.trim(),
    email: draft.email.trim(),
    ...(phone ? { phone } : {}),
    ...(jobTitle ? { jobTitle } : {}),
    ...(remark ? { remark } : {}),
  };
  return runLocalCommand(db, userId, {
    command: requestUserCommand,
    summary,
    request: {
      method: 'post',
      path: `contacts/request-user?organizationId=${encodeURIComponent(draft.organisationId)}`,
      json: body,
    },
    effects: [],
  });
}

/** What a waiting request for a new user shows: who was asked for. */
export function requestedUserOf(entry: Pick<OutboxEntry, 'request'>): { name: string; email: string } {
  const json = entry.request.json;
  const record = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return {
    name: typeof record.name === 'string' ? record.name : '',
    email: typeof record.email === 'string' ? record.email : '',
  };
}
