/**
 * The login page's submit: the login call and the post-login step, or the way to the two-factor
 * step. The login page loads this module when the user starts typing or submits, not before: it
 * brings the wire contract's validation (zod) and the permission rules, which the form itself does
 * not need to be shown.
 */
import type { ApiClient } from '../api/api-client';
import { login } from '../api/auth/login';
import { authPaths } from './auth-paths';
import { completeLogin } from './post-login';
import { redirectParam } from './redirect-path';

/** Where to go after the answer: the two-factor step, or (signed in) `returnTo` or the home path. */
export async function signIn(
  client: ApiClient,
  credentials: { email: string; password: string },
  returnTo: string | null,
): Promise<{ path: string; replace: boolean }> {
  const answer = await login(client, credentials);
  if ('twoFactor' in answer) {
    const query = returnTo ? `?${new URLSearchParams({ [redirectParam]: returnTo })}` : '';
    return { path: `${authPaths.twoFactor.href(answer.twoFactor.id)}${query}`, replace: false };
  }
  return { path: completeLogin(answer, returnTo), replace: true };
}
