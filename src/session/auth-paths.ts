/**
 * The routes of the signed-out pages as typed href builders. They live in session/ because its own
 * pages link to each other (and session/ may not import app/); app/paths.ts takes them into the one
 * table of routes. Mail links from the server use the same paths and query parameters.
 */
import { redirectParam } from './redirect-path';

/** The query parameters of the mail links: `/register?invitation=…`, `/reset-password?token=…`. */
export const invitationParam = 'invitation';
export const tokenParam = 'token';

function withQuery(path: string, name: string, value: string | undefined): string {
  return value ? `${path}?${new URLSearchParams({ [name]: value })}` : path;
}

export const authPaths = {
  login: {
    pattern: '/login',
    /** `redirectTo` brings the user back to the page that sent them to login. */
    href: (redirectTo?: string) =>
      redirectTo && redirectTo !== '/'
        ? `/login?${redirectParam}=${encodeURIComponent(redirectTo)}`
        : '/login',
  },
  twoFactor: {
    pattern: '/login/two-factor/:challengeId',
    href: (challengeId: string) => `/login/two-factor/${encodeURIComponent(challengeId)}`,
  },
  register: {
    pattern: '/register',
    /** The link of an invitation mail ("invite to portal") carries its token. */
    href: (invitation?: string) => withQuery('/register', invitationParam, invitation),
  },
  confirmAccount: {
    pattern: '/confirm-account',
    href: (token: string) => withQuery('/confirm-account', tokenParam, token),
  },
  requestPasswordReset: {
    pattern: '/reset-password/request',
    href: () => '/reset-password/request',
  },
  resetPassword: {
    pattern: '/reset-password',
    href: (token: string) => withQuery('/reset-password', tokenParam, token),
  },
} as const;
