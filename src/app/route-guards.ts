/**
 * The route guards, as data-router loaders so they run before anything renders:
 * signed out on an app page → the login page (remembering where the user was going);
 * signed in on the login pages → the user's home path; `/` → the last visited screen when the user
 * may still view it, else the home path. The shell layout also follows the session
 * while it is shown, for a session that ends later (logout, a 401).
 */
import { redirect } from 'react-router-dom';
import { homePathFor } from '../permissions/home-path';
import { lastScreenToRestore } from '../session/last-screen';
import { currentSession } from '../session/session-state';
import { paths } from './paths';

export function requireSession({ request }: { request: Request }) {
  if (currentSession()) return null;
  const url = new URL(request.url);
  throw redirect(paths.login.href(`${url.pathname}${url.search}`));
}

export function redirectSignedIn() {
  const session = currentSession();
  if (session) throw redirect(homePathFor(session.user));
  return null;
}

/**
 * `/` has no page of its own (it is the installed app's start URL): it continues on the last visited
 * screen, else the user's home path, or the login page.
 */
export function redirectFromRoot() {
  const session = currentSession();
  if (!session) throw redirect(paths.login.href());
  throw redirect(lastScreenToRestore(session.user) ?? homePathFor(session.user));
}
