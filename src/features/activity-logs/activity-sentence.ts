/**
 * An activity-log entry as one readable sentence, built from who acted, the action and what it was
 * done to ("Anne de Jong heeft offerte OF2026-0012 geaccepteerd"), as a message descriptor (pure data,
 * translated by the screen). `Record` over the contract's actions, so a new action cannot reach the
 * screen without a sentence.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityAction, ActivityLog } from '../../api/contract/activity-logs';
import { isKnownAction } from './activity-labels';

type SentenceEntry = Pick<ActivityLog, 'action' | 'actorName' | 'subjectType' | 'subjectLabel'>;

interface SentenceParts {
  actor: string;
  /** The subject's label; an action whose sentence names its subject has none without one. */
  subject: string;
  subjectType: string;
}

/**
 * Per action: the sentence, or null when it names a subject the entry has no label for. Sentences
 * about one's own account need no subject: the actor is the account.
 */
const sentences: Record<ActivityAction, (parts: SentenceParts) => MessageDescriptor | null> = {
  signed_in: ({ actor }) => msg`${actor} is ingelogd`,
  sign_in_failed: ({ subject }) => msg`Inloggen mislukt voor ${subject}`,
  signed_out: ({ actor }) => msg`${actor} is uitgelogd`,
  two_factor_enabled: ({ actor }) => msg`${actor} heeft tweestapsverificatie aangezet`,
  two_factor_disabled: ({ actor }) => msg`${actor} heeft tweestapsverificatie uitgezet`,
  password_changed: ({ actor }) => msg`${actor} heeft het wachtwoord gewijzigd`,
  password_reset: ({ actor }) => msg`${actor} heeft het wachtwoord hersteld`,
  user_registered: ({ actor }) => msg`${actor} heeft een account aangemaakt`,
  account_confirmed: ({ actor }) => msg`${actor} heeft het account bevestigd`,
  offer_accepted: ({ actor, subject }) => msg`${actor} heeft offerte ${subject} geaccepteerd`,
  offer_declined: ({ actor, subject }) => msg`${actor} heeft offerte ${subject} afgewezen`,
  document_uploaded: ({ actor, subject }) => msg`${actor} heeft document ${subject} geüpload`,
  document_deleted: ({ actor, subject }) => msg`${actor} heeft document ${subject} verwijderd`,
  document_restored: ({ actor, subject }) => msg`${actor} heeft document ${subject} teruggezet`,
  photo_uploaded: ({ actor, subject }) => msg`${actor} heeft foto ${subject} toegevoegd`,
  user_role_changed: ({ actor, subject }) => msg`${actor} heeft de rol van ${subject} gewijzigd`,
  user_activated: ({ actor, subject }) => msg`${actor} heeft gebruiker ${subject} ingeschakeld`,
  user_deactivated: ({ actor, subject }) => msg`${actor} heeft gebruiker ${subject} uitgeschakeld`,
  permissions_updated: ({ actor, subject, subjectType }) =>
    subjectType === 'role'
      ? msg`${actor} heeft de rechten van de rol ${subject} gewijzigd`
      : msg`${actor} heeft de rechten van ${subject} gewijzigd`,
  role_created: ({ actor, subject }) => msg`${actor} heeft de rol ${subject} aangemaakt`,
  role_updated: ({ actor, subject }) => msg`${actor} heeft de rol ${subject} gewijzigd`,
  role_activated: ({ actor, subject }) => msg`${actor} heeft de rol ${subject} ingeschakeld`,
  role_deactivated: ({ actor, subject }) => msg`${actor} heeft de rol ${subject} uitgeschakeld`,
  role_deleted: ({ actor, subject }) => msg`${actor} heeft de rol ${subject} verwijderd`,
  invitation_sent: ({ actor, subject }) => msg`${actor} heeft ${subject} uitgenodigd`,
  access_removed: ({ actor, subject }) => msg`${actor} heeft de toegang van ${subject} ingetrokken`,
  access_restored: ({ actor, subject }) => msg`${actor} heeft de toegang van ${subject} hersteld`,
  user_requested: ({ actor, subject }) => msg`${actor} heeft een account aangevraagd voor ${subject}`,
  report_exported: ({ actor, subject }) => msg`${actor} heeft ${subject} geëxporteerd`,
};

/** The actions whose sentence reads without a subject label (the actor's own account). */
const withoutSubject: ReadonlySet<ActivityAction> = new Set([
  'signed_in',
  'signed_out',
  'two_factor_enabled',
  'two_factor_disabled',
  'password_changed',
  'password_reset',
  'user_registered',
  'account_confirmed',
]);

/**
 * The sentence of `entry`; null for an action this PWA does not know (another backend's) and for one
 * whose subject has no label, where the screen shows the action's label and description instead. A
 * failed sign-in names the attempted account, or the typed address when no account has it.
 */
export function activitySentence(entry: SentenceEntry): MessageDescriptor | null {
  if (!isKnownAction(entry.action)) return null;
  const label = entry.subjectLabel?.trim() || null;
  const subject = label ?? (entry.action === 'sign_in_failed' ? entry.actorName : null);
  if (subject === null && !withoutSubject.has(entry.action)) return null;
  return sentences[entry.action]({
    actor: entry.actorName,
    subject: subject ?? '',
    subjectType: entry.subjectType,
  });
}
