/**
 * The words of the activity log: a label for every action the server records and every kind of
 * subject, as message descriptors (pure data, translated by the screen), and the colour an action's
 * badge takes. `Record` over the contract's lists, so a new action cannot reach the screen unlabelled.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActivityAction, ActivitySubjectType } from '../../api/contract/activity-logs';

export const activityActionLabels: Record<ActivityAction, MessageDescriptor> = {
  signed_in: msg`Ingelogd`,
  sign_in_failed: msg`Inloggen mislukt`,
  signed_out: msg`Uitgelogd`,
  two_factor_enabled: msg`Tweestapsverificatie aangezet`,
  two_factor_disabled: msg`Tweestapsverificatie uitgezet`,
  password_changed: msg`Wachtwoord gewijzigd`,
  password_reset: msg`Wachtwoord hersteld`,
  user_registered: msg`Account aangemaakt`,
  account_confirmed: msg`Account bevestigd`,
  offer_accepted: msg`Offerte geaccepteerd`,
  offer_declined: msg`Offerte afgewezen`,
  document_uploaded: msg`Document geüpload`,
  document_deleted: msg`Document verwijderd`,
  document_restored: msg`Document teruggezet`,
  photo_uploaded: msg`Foto toegevoegd`,
  user_role_changed: msg`Rol van gebruiker gewijzigd`,
  user_activated: msg`Gebruiker ingeschakeld`,
  user_deactivated: msg`Gebruiker uitgeschakeld`,
  permissions_updated: msg`Rechten gewijzigd`,
  role_created: msg`Rol aangemaakt`,
  role_updated: msg`Rol gewijzigd`,
  role_activated: msg`Rol ingeschakeld`,
  role_deactivated: msg`Rol uitgeschakeld`,
  role_deleted: msg`Rol verwijderd`,
  invitation_sent: msg`Uitnodiging verstuurd`,
  access_removed: msg`Toegang ingetrokken`,
  access_restored: msg`Toegang hersteld`,
  user_requested: msg`Nieuwe gebruiker aangevraagd`,
  report_exported: msg`Rapportage geëxporteerd`,
};

export const activitySubjectLabels: Record<ActivitySubjectType, MessageDescriptor> = {
  user: msg`Gebruiker`,
  role: msg`Rol`,
  offer: msg`Offerte`,
  document: msg`Document`,
  photo: msg`Foto`,
  contact: msg`Contactpersoon`,
  message: msg`Bericht`,
  report: msg`Rapportage`,
};

/** Attention where it is due: failed sign-ins and access taken away stand out, the rest stays calm. */
export function activityActionColor(action: string): string {
  switch (action) {
    case 'sign_in_failed':
      return 'red';
    case 'access_removed':
    case 'user_deactivated':
    case 'role_deactivated':
    case 'role_deleted':
    case 'document_deleted':
    case 'two_factor_disabled':
      return 'orange';
    case 'offer_accepted':
      return 'green';
    default:
      return 'gray';
  }
}

export function isKnownAction(action: string): action is ActivityAction {
  return Object.hasOwn(activityActionLabels, action);
}

export function isKnownSubjectType(type: string): type is ActivitySubjectType {
  return Object.hasOwn(activitySubjectLabels, type);
}
