/**
 * Keeps the access token fresh: shortly before `expiresAt` the refresh token is traded for
 * a new session, which is stored like any other. Guarantees:
 * - at most one refresh runs at a time, in this tab and (through a Web Lock) across the tabs of the
 *   browser, because refresh tokens rotate and presenting an old one revokes the whole family;
 * - a tab that finds the stored session already rotated by another tab adopts it instead of
 *   refreshing again;
 * - a refusal (the server no longer accepts the refresh token) ends the session locally, while no
 *   connection or a server error keeps it (offline-first) and tries again later;
 * - an answer that arrives after the session ended or changed is dropped, never stored.
 */
import type { ApiClient } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { refreshToken } from '../api/auth/refresh-token';
import type { Session } from '../api/contract/auth';
import { clearSession, currentSession, onSessionChange, reloadSession, setSession } from './session-state';

/** How long before expiry the token is refreshed. */
export const refreshLeadMs = 2 * 60_000;
/** How long to wait before trying again after a refresh that failed without a refusal. */
export const refreshRetryMs = 30_000;
/** setTimeout's largest delay; a longer wait is split into several timers. */
const maxTimerMs = 2 ** 31 - 1;

export interface TokenRefreshDeps {
  /** Trades a refresh token for a new session. */
  refresh: (refreshToken: string) => Promise<Session>;
  /** The session of this tab, in memory. */
  currentSession: () => Session | null;
  /** The stored session, followed in this tab (another tab may have rotated or cleared it). */
  reloadSession: () => Session | null;
  storeSession: (session: Session) => void;
  /** The local logout: forgets the session so the guards show the login page. */
  signOutLocally: () => void;
  onSessionChange: (listener: () => void) => () => void;
  /** Runs `task` while no other tab runs one; without Web Locks it runs it at once. */
  exclusive?: (task: () => Promise<void>) => Promise<void>;
  now?: () => number;
}

export interface TokenRefresher {
  /** Refreshes now when the token is due (the one refresh in flight if there is one). */
  refreshIfDue(): Promise<void>;
  /**
   * Refreshes now whether or not the token is due, because the server refused it (the outbox got a
   * 401). Resolves true when a newer token is in effect (this refresh's, or one another tab stored
   * meanwhile), false when there is none: refused (the session ends locally) or no answer.
   */
  refreshNow(): Promise<boolean>;
  stop(): void;
}

/**
 * Milliseconds until the session should be refreshed: `refreshLeadMs` before expiry, at once when
 * that moment has passed, null when the expiry is unknown. A token this tab received at `issuedAt`
 * with less life than the lead (a very short configured TTL) waits half its life, so refreshes
 * never loop.
 */
export function refreshDelay(expiresAt: string, now: number, issuedAt?: number): number | null {
  const expiry = Date.parse(expiresAt);
  if (!Number.isFinite(expiry)) return null;
  let refreshAt = expiry - refreshLeadMs;
  if (issuedAt !== undefined && refreshAt <= issuedAt) refreshAt = issuedAt + (expiry - issuedAt) / 2;
  return Math.max(0, refreshAt - now);
}

/** True when the server refused the refresh token itself (as opposed to no answer or a server fault). */
export function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

export function createTokenRefresher(deps: TokenRefreshDeps): TokenRefresher {
  const now = deps.now ?? Date.now;
  const exclusive = deps.exclusive ?? ((task) => task());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | null = null;
  /** The session this refresher received last and when, so a fresh session is never "due" at once. */
  let issued: { refreshToken: string; at: number } | null = null;
  let isStopped = false;

  function setTimer(callback: () => void, delay: number): void {
    clearTimeout(timer);
    timer = setTimeout(callback, Math.min(delay, maxTimerMs));
  }

  function delayFor(session: Session): number | null {
    const issuedAt = session.refreshToken === issued?.refreshToken ? issued.at : undefined;
    return refreshDelay(session.expiresAt, now(), issuedAt);
  }

  function isDue(session: Session): boolean {
    return delayFor(session) === 0;
  }

  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    const session = deps.currentSession();
    if (isStopped || !session) return;
    const delay = delayFor(session);
    if (delay === null) return;
    setTimer(() => void refreshIfDue(), delay);
  }

  async function refreshUnderLock(): Promise<void> {
    const session = deps.reloadSession();
    // Signed out, or another tab rotated the token already: its session is followed and rescheduled.
    if (!session || !isDue(session)) return;
    try {
      const next = await deps.refresh(session.refreshToken);
      if (isStopped || deps.currentSession()?.refreshToken !== session.refreshToken) return;
      issued = { refreshToken: next.refreshToken, at: now() };
      deps.storeSession(next);
    } catch (error) {
      if (isStopped || deps.currentSession()?.refreshToken !== session.refreshToken) return;
      if (isRefusal(error)) deps.signOutLocally();
      else setTimer(() => void refreshIfDue(), refreshRetryMs);
    }
  }

  function refreshIfDue(): Promise<void> {
    if (isStopped) return Promise.resolve();
    const session = deps.currentSession();
    if (!session) return Promise.resolve();
    if (!isDue(session)) {
      // A timer split for a long wait, or a wake-up before the time: wait for the right moment.
      schedule();
      return Promise.resolve();
    }
    inFlight ??= exclusive(refreshUnderLock).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function refreshNow(): Promise<boolean> {
    const refused = deps.currentSession();
    if (isStopped || !refused) return false;
    let refreshed = false;
    const task = async () => {
      const session = deps.reloadSession();
      if (!session) return;
      // Another tab (or a scheduled refresh) rotated it while this tab waited for the lock.
      if (session.token !== refused.token) {
        refreshed = true;
        return;
      }
      try {
        const next = await deps.refresh(session.refreshToken);
        if (isStopped || deps.currentSession()?.refreshToken !== session.refreshToken) return;
        issued = { refreshToken: next.refreshToken, at: now() };
        deps.storeSession(next);
        refreshed = true;
      } catch (error) {
        if (!isStopped && isRefusal(error) && deps.currentSession()?.refreshToken === session.refreshToken) {
          deps.signOutLocally();
        }
      }
    };
    await (inFlight ?? Promise.resolve());
    inFlight = exclusive(task).finally(() => {
      inFlight = null;
    });
    await inFlight;
    return refreshed;
  }

  const unsubscribe = deps.onSessionChange(schedule);
  schedule();

  return {
    refreshIfDue,
    refreshNow,
    stop() {
      isStopped = true;
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

/** One lock for all tabs of this origin (Web Locks API); without it, this tab's own guard suffices. */
async function acrossTabs(task: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return task();
  await navigator.locks.request('portal-token-refresh', task);
}

/**
 * Starts refreshing the app's session for as long as the page lives. Call once at start-up, after
 * the session is restored. Coming back online or to a visible tab (timers are late after sleep)
 * checks at once whether the token is due.
 */
export function startTokenRefresh(client: ApiClient): TokenRefresher {
  const refresher = createTokenRefresher({
    refresh: (token) => refreshToken(client, token),
    currentSession,
    reloadSession,
    storeSession: setSession,
    signOutLocally: clearSession,
    onSessionChange,
    exclusive: acrossTabs,
  });
  if (typeof window === 'undefined') return refresher;
  const check = () => {
    if (document.visibilityState === 'visible') void refresher.refreshIfDue();
  };
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', check);
  return {
    refreshIfDue: refresher.refreshIfDue,
    refreshNow: refresher.refreshNow,
    stop() {
      refresher.stop();
      window.removeEventListener('online', check);
      document.removeEventListener('visibilitychange', check);
    },
  };
}
