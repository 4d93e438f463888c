/**
 * The post-login step (product.md §3) shared by login, two-factor, registration and account
 * confirmation: store the session, pick the current organisation and answer where to go. The answer
 * already holds the user, so nothing is fetched again; the abilities follow from the stored user.
 * The organisation is the customer's own company at once (staff: all customers); the shell that
 * opens next fetches the whole visible tree for the switcher (`refreshVisibleOrganisations`), so a
 * slow or failing organisations call never holds up the login.
 */
import type { Session } from '../api/contract/auth';
import { homePathFor } from '../permissions/home-path';
import { pickInitialOrganisation } from './current-organisation';
import { setSession } from './session-state';

/** Returns the path to navigate to: the page that sent the user to login, else their home path. */
export function completeLogin(session: Session, returnTo: string | null): string {
  setSession(session);
  pickInitialOrganisation(session.user);
  return returnTo ?? homePathFor(session.user);
}
