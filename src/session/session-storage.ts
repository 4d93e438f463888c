/**
 * Where a session lives between page loads (seed-spec §4 and §9). The user is signed in exactly when
 * a token and the user's data are both stored and the token has not expired.
 * - The token goes into a cookie that expires at the token's `expiresAt`.
 * - When the cookie cannot be written (cookies disabled) or `expiresAt` is missing or invalid, the
 *   token goes into local storage instead, with its own expiry: `expiresAt` when valid, else one day.
 * - The user, refresh token and expiry go into local storage, so the app starts offline.
 */
import { User, type Session } from '../api/contract/auth';
import { sessionKey, tokenCookieName, tokenKey, type CookieJar } from './session-keys';
const oneDayMs = 24 * 60 * 60 * 1000;

export interface SessionStorageBackend {
  cookies: CookieJar;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
}

/** What a page load restores: the session as the server sent it. */
export type StoredSession = Session;

interface StoredFallbackToken {
  token: string;
  expiresAt: number;
}

function validExpiry(expiresAt: string | null | undefined, now: number): number | null {
  if (!expiresAt) return null;
  const time = Date.parse(expiresAt);
  return Number.isFinite(time) && time > now ? time : null;
}

function readJson(storage: SessionStorageBackend['storage'], key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function createSessionStorage(backend: SessionStorageBackend) {
  const { cookies, storage, now } = backend;

  function clear(): void {
    cookies.remove(tokenCookieName);
    storage.removeItem(tokenKey);
    storage.removeItem(sessionKey);
  }

  function readToken(): string | null {
    const fromCookie = cookies.get(tokenCookieName);
    if (fromCookie) return fromCookie;
    const fallback = readJson(storage, tokenKey) as Partial<StoredFallbackToken> | null;
    if (!fallback || typeof fallback.token !== 'string' || typeof fallback.expiresAt !== 'number')
      return null;
    if (fallback.expiresAt <= now()) {
      storage.removeItem(tokenKey);
      return null;
    }
    return fallback.token;
  }

  return {
    /** Stores a fresh session, replacing any previous one. */
    save(session: Session): void {
      const expiry = validExpiry(session.expiresAt, now());
      storage.removeItem(tokenKey);
      cookies.remove(tokenCookieName);
      if (expiry !== null) cookies.set(tokenCookieName, session.token, new Date(expiry));
      if (cookies.get(tokenCookieName) !== session.token) {
        const fallback: StoredFallbackToken = { token: session.token, expiresAt: expiry ?? now() + oneDayMs };
        storage.setItem(tokenKey, JSON.stringify(fallback));
      }
      const { token: _token, ...rest } = session;
      storage.setItem(sessionKey, JSON.stringify(rest));
    },

    /**
     * The stored session, or null when signed out. A token without valid user data (or user data
     * without a token, once the token expired) counts as signed out and is cleared.
     */
    load(): StoredSession | null {
      const token = readToken();
      const stored = readJson(storage, sessionKey) as Record<string, unknown> | null;
      const user = User.safeParse(stored?.user);
      if (!token || !user.success || typeof stored?.refreshToken !== 'string') {
        if (token || stored) clear();
        return null;
      }
      return {
        token,
        user: user.data,
        refreshToken: stored.refreshToken,
        expiresAt: typeof stored.expiresAt === 'string' ? stored.expiresAt : '',
      };
    },

    /**
     * The stored refresh token, read without side effects (an expired token is not cleared), so a tab
     * can tell whether another tab rotated or ended the session.
     */
    storedRefreshToken(): string | null {
      const stored = readJson(storage, sessionKey) as Record<string, unknown> | null;
      return typeof stored?.refreshToken === 'string' ? stored.refreshToken : null;
    },

    clear,
  };
}

export type SessionStorage = ReturnType<typeof createSessionStorage>;
