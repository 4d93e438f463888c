/**
 * Where a session is stored (session-storage.ts reads and writes it), and a first look at whether one
 * is there at all. The look validates nothing and has no dependencies, so the start-up code can
 * decide between the signed-out login page and the whole app before loading either.
 */
export const tokenCookieName = 'portal_token';
export const tokenKey = 'session.token';
export const sessionKey = 'session';

/**
 * False when this browser holds no trace of a session (no token cookie, no stored token, no stored
 * session): then the user is certainly signed out. True means only "maybe": restoring the session
 * (session-state.ts) checks it in full.
 */
export function mayHaveStoredSession(): boolean {
  const hasCookie = document.cookie.split('; ').some((part) => part.startsWith(`${tokenCookieName}=`));
  return hasCookie || localStorage.getItem(tokenKey) !== null || localStorage.getItem(sessionKey) !== null;
}
