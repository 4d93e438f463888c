/**
 * The page to return to after login (`/login?redirectTo=/invoices`). Honoured only when it is a path
 * inside this app, so a crafted login link cannot send a user to another site once they sign in.
 */
export const redirectParam = 'redirectTo';

export function safeRedirectPath(redirectTo: string | null | undefined): string | null {
  if (
    !redirectTo ||
    !redirectTo.startsWith('/') ||
    redirectTo.startsWith('//') ||
    redirectTo.startsWith('/\\')
  ) {
    return null;
  }
  if (redirectTo === '/login' || redirectTo.startsWith('/login/') || redirectTo.startsWith('/login?'))
    return null;
  return redirectTo;
}
