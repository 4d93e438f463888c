/**
 * The post-login step (product.md §3) shared by login, two-factor, registration and account
 * confirmation: store the session, pick the current organisation, apply the account's language and
 * answer where to go. The answer already holds the user, so nothing is fetched again; the abilities
 * follow from the stored user. The organisation is the customer's own company at once (staff: all
 * customers); the whole visible tree for the switcher follows from the first sync (the
 * `organisations` collection), so a slow or failing call never holds up the login.
 */
import type { Session } from '../api/contract/auth';
import type { Locale } from '../api/contract/common';
import { activateLocale, activeLocale } from '../i18n/i18n-setup';
import { homePathFor } from '../permissions/home-path';
import { pickInitialOrganisation } from './current-organisation';
import { setSession } from './session-state';

/** Returns the path to navigate to: the page that sent the user to login, else their home path. */
export function completeLogin(session: Session, returnTo: string | null): string {
  setSession(session);
  pickInitialOrganisation(session.user);
  applyAccountLocale(session.user.locale);
  return returnTo ?? homePathFor(session.user);
}

/**
 * The language saved in the account (profile page, language switch) follows the user to every
 * device: it replaces this device's choice and is stored as the new one. It activates in the
 * background, so the login never waits for a catalog; should the English catalog fail to load
 * (offline, not cached yet), the interface simply stays in the language it had.
 */
function applyAccountLocale(locale: Locale): void {
  if (locale === activeLocale()) return;
  activateLocale(locale).catch(() => undefined);
}
