/**
 * Where a contact person stands with the portal, read from the synced contact (and, for users who
 * also see the user administration, the linked account). The server links a contact to an account
 * (`portalUserId`) when the invitation is accepted; `invitedAt` is set by an invitation or a
 * restore and cleared when access is removed, so a linked contact without it has lost access.
 * An account switched off in the user administration counts as removed too: inviting restores it.
 */
import type { Person } from '../../api/contract/contacts';

export type PortalAccess =
  /** Has an account that is switched on. */
  | 'active'
  /** Was invited and has not registered yet; the link works for 14 days. */
  | 'invited'
  /** Was invited more than 14 days ago and never registered: the link no longer works. */
  | 'invitationExpired'
  /** Had an account, whose access was removed (or which was switched off). */
  | 'removed'
  /** Never invited. */
  | 'none';

/** How long an invitation link works (the server's `invitationTtlMs`). */
export const invitationValidMs = 14 * 24 * 60 * 60 * 1000;

export function portalAccessOf(
  person: Pick<Person, 'portalUserId' | 'invitedAt'>,
  linkedAccount: { active: boolean } | undefined,
  now: number,
): PortalAccess {
  if (person.portalUserId !== null) {
    if (person.invitedAt === null || linkedAccount?.active === false) return 'removed';
    return 'active';
  }
  if (person.invitedAt === null) return 'none';
  return now - Date.parse(person.invitedAt) > invitationValidMs ? 'invitationExpired' : 'invited';
}

/** Whether an invitation (a first one, a new link, or restoring removed access) makes sense. */
export function canBeInvited(access: PortalAccess): boolean {
  return access !== 'active';
}

/** Whether there is access, or an open invitation, to take away. */
export function canLoseAccess(access: PortalAccess): boolean {
  return access === 'active' || access === 'invited' || access === 'invitationExpired';
}

/**
 * A `tel:` link for a phone number as people type it ("06 - 123 456 78", "+31 (0)20 ..."): digits
 * and a leading plus only, the Dutch trunk "(0)" after a country code dropped; null when too few
 * digits remain to dial.
 */
export function telHref(phone: string): string | null {
  const withoutTrunk = phone.trim().replace(/^(\+\d{1,3})\s*\(0\)/, '$1');
  const digits = withoutTrunk.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return `tel:${withoutTrunk.startsWith('+') ? '+' : ''}${digits}`;
}
