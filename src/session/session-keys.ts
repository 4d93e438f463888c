/**
 * Where a session is stored (session-storage.ts reads and writes it), the browser's cookies, and a
 * first look at whether a session is there at all. The look validates nothing and has no
 * dependencies, so the start-up code can decide between the signed-out login page and the whole app
 * before loading either.
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
  return (
    documentCookieJar.get(tokenCookieName) !== null ||
    localStorage.getItem(tokenKey) !== null ||
    localStorage.getItem(sessionKey) !== null
  );
}

/** Cookies by name: the browser's (`documentCookieJar`), or a test's. */
export interface CookieJar {
  get(name: string): string | null;
  set(name: string, value: string, expires: Date): void;
  remove(name: string): void;
}

/** The browser's cookies. Secure on https; SameSite=Strict because only this app reads the token. */
export const documentCookieJar: CookieJar = {
  get(name) {
    if (typeof document === 'undefined') return null;
    for (const part of document.cookie.split('; ')) {
      const separator = part.indexOf('=');
      if (separator > 0 && part.slice(0, separator) === name) return decoded(part.slice(separator + 1));
    }
    return null;
  },
  set(name, value, expires) {
    if (typeof document === 'undefined') return;
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Path=/; SameSite=Strict${secure}`;
  },
  remove(name) {
    if (typeof document === 'undefined') return;
    document.cookie = `${name}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Strict`;
  },
};

/** A cookie's value as this app wrote it; one written otherwise (not percent-encoded) as it is. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
