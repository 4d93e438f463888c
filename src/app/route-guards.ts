/**
 * The route guards, as data-router loaders so they run before anything renders:
 * signed out on an app page → the login page (remembering where the user was going);
 * signed in on the login pages → the user's home path; `/` → the last visited screen when the user
 * may still view it, else the home path. The shell layout also follows the session
 * while it is shown, for a session that ends later (logout, a 401).
 */
import { redirect } from 'react-router-dom';
import type { User } from '../api/contract/auth';
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
  throw redirect(rootTargetFor(session.user));
}

function rootTargetFor(user: User): string {
  return lastScreenToRestore(user) ?? homePathFor(user);
}

/**
 * The path of the screen a signed-in start at `pathname` shows: `pathname` itself, but for `/`,
 * which goes where `redirectFromRoot` sends it. Its chunks and first reads can begin before the
 * router has run (route-preload.ts, landing-reads.ts).
 */
export function signedInLandingPath(user: User, pathname: string): string {
  return pathname === '/' ? new URL(rootTargetFor(user), 'http://app.invalid').pathname : pathname;
}
