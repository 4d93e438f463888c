import { i18n } from '@lingui/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import type { Session } from '../api/contract/auth';
import { messages } from '../i18n/locales/nl/messages.po';
import { buildSession } from './session-test-fixtures';
import {
  createTokenRefresher,
  isRefusal,
  refreshDelay,
  refreshLeadMs,
  refreshRetryMs,
  type TokenRefresher,
} from './token-refresh';

const minute = 60_000;
const start = Date.parse('2026-11-22T10:00:00.000Z');

beforeAll(() => i18n.loadAndActivate({ locale: 'nl', messages }));

function sessionExpiringIn(ms: number, n = 1): Session {
  return {
    ...buildSession(),
    token: `token-${n}`,
    refreshToken: `refresh-${n}`,
    expiresAt: new Date(Date.now() + ms).toISOString(),
  };
}

/** A tab's session in memory, a shared "storage" another tab may change, and a stubbed server. */
function harness(initial: Session | null) {
  let session = initial;
  let stored = initial;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  let issued = 1;
  const refresh = vi.fn(async (_refreshToken: string) => {
    await Promise.resolve();
    issued += 1;
    return sessionExpiringIn(60 * minute, issued);
  });
  const signOutLocally = vi.fn(() => {
    session = null;
    stored = null;
    emit();
  });
  const refresher = createTokenRefresher({
    refresh,
    currentSession: () => session,
    reloadSession: () => {
      if (stored !== session) {
        session = stored;
        emit();
      }
      return session;
    },
    storeSession: (next) => {
      session = next;
      stored = next;
      emit();
    },
    signOutLocally,
    onSessionChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  });
  return {
    refresher,
    refresh,
    signOutLocally,
    session: () => session,
    /** Another tab stores a session of its own. */
    storeFromOtherTab: (next: Session | null) => {
      stored = next;
    },
    /** This tab signs in or out itself. */
    setSession: (next: Session | null) => {
      session = next;
      stored = next;
      emit();
    },
  };
}

describe('the token refresh', () => {
  let refresher: TokenRefresher | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });

  afterEach(() => {
    refresher?.stop();
    vi.useRealTimers();
  });

  it('refreshes shortly before the token expires and stores the rotated session', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;

    await vi.advanceTimersByTimeAsync(60 * minute - refreshLeadMs - 1);
    expect(tab.refresh).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(tab.refresh).toHaveBeenCalledWith('refresh-1');
    expect(tab.session()?.token).toBe('token-2');
    expect(tab.session()?.refreshToken).toBe('refresh-2');
  });

  it('keeps refreshing with the rotated refresh token, once per token lifetime', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;

    await vi.advanceTimersByTimeAsync(3 * 58 * minute);
    expect(tab.refresh.mock.calls.map(([token]) => token)).toEqual(['refresh-1', 'refresh-2', 'refresh-3']);
  });

  it('refreshes at once on start when the token is close to expiry', async () => {
    const tab = harness(sessionExpiringIn(30_000));
    refresher = tab.refresher;

    await vi.advanceTimersByTimeAsync(0);
    expect(tab.refresh).toHaveBeenCalledTimes(1);
    expect(tab.session()?.token).toBe('token-2');
  });

  it('does not loop when the server issues tokens shorter-lived than the lead', async () => {
    const tab = harness(sessionExpiringIn(60_000));
    refresher = tab.refresher;
    tab.refresh.mockImplementation(async () => sessionExpiringIn(60_000, 7));

    await vi.advanceTimersByTimeAsync(2 * minute);
    expect(tab.refresh.mock.calls.length).toBeGreaterThan(1);
    expect(tab.refresh.mock.calls.length).toBeLessThanOrEqual(5);
  });

  it('runs only one refresh at a time however often it is asked', async () => {
    const tab = harness(sessionExpiringIn(30_000));
    refresher = tab.refresher;

    await Promise.all([refresher.refreshIfDue(), refresher.refreshIfDue(), refresher.refreshIfDue()]);
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.refresh).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a token that is not yet due when asked early', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;

    await refresher.refreshIfDue();
    expect(tab.refresh).not.toHaveBeenCalled();
  });

  it('signs out locally when the server refuses the refresh token', async () => {
    const tab = harness(sessionExpiringIn(30_000));
    refresher = tab.refresher;
    tab.refresh.mockRejectedValueOnce(ApiError.fromResponse(401, { message: 'Refresh token is invalid' }));

    await vi.advanceTimersByTimeAsync(0);
    expect(tab.signOutLocally).toHaveBeenCalledTimes(1);
    expect(tab.session()).toBeNull();
  });

  it('keeps the session offline and tries again later', async () => {
    const tab = harness(sessionExpiringIn(30_000));
    refresher = tab.refresher;
    tab.refresh.mockRejectedValueOnce(ApiError.network(new TypeError('Failed to fetch')));

    await vi.advanceTimersByTimeAsync(0);
    expect(tab.signOutLocally).not.toHaveBeenCalled();
    expect(tab.session()?.token).toBe('token-1');

    await vi.advanceTimersByTimeAsync(refreshRetryMs);
    expect(tab.refresh).toHaveBeenCalledTimes(2);
    expect(tab.session()?.token).toBe('token-2');
  });

  it('adopts the session another tab already rotated instead of presenting the old refresh token', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;
    await vi.advanceTimersByTimeAsync(57 * minute);
    tab.storeFromOtherTab(sessionExpiringIn(60 * minute, 9));

    await vi.advanceTimersByTimeAsync(1 * minute);
    expect(tab.refresh).not.toHaveBeenCalled();
    expect(tab.session()?.token).toBe('token-9');
  });

  it('drops an answer that arrives after the user signed out', async () => {
    const tab = harness(sessionExpiringIn(30_000));
    refresher = tab.refresher;
    const pending = refresher.refreshIfDue();
    tab.setSession(null);
    await pending;
    expect(tab.refresh).toHaveBeenCalledTimes(1);
    expect(tab.session()).toBeNull();
  });

  it('schedules nothing while signed out, and starts with the next sign-in', async () => {
    const tab = harness(null);
    refresher = tab.refresher;
    await vi.advanceTimersByTimeAsync(120 * minute);
    expect(tab.refresh).not.toHaveBeenCalled();

    tab.setSession(sessionExpiringIn(10 * minute));
    await vi.advanceTimersByTimeAsync(8 * minute);
    expect(tab.refresh).toHaveBeenCalledTimes(1);
  });

  it('stops refreshing once stopped', async () => {
    const tab = harness(sessionExpiringIn(10 * minute));
    tab.refresher.stop();
    await vi.advanceTimersByTimeAsync(20 * minute);
    expect(tab.refresh).not.toHaveBeenCalled();
  });
});

describe('a forced refresh (the server refused the token)', () => {
  let refresher: TokenRefresher | undefined;

  afterEach(() => refresher?.stop());

  it('refreshes a token that is not due yet and answers true', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;

    expect(await refresher.refreshNow()).toBe(true);
    expect(tab.refresh).toHaveBeenCalledTimes(1);
    expect(tab.session()?.token).toBe('token-2');
  });

  it('adopts a token another tab stored meanwhile instead of refreshing again', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;
    tab.storeFromOtherTab(sessionExpiringIn(60 * minute, 9));

    expect(await refresher.refreshNow()).toBe(true);
    expect(tab.refresh).not.toHaveBeenCalled();
    expect(tab.session()?.token).toBe('token-9');
  });

  it('answers false and signs out locally when the refresh token is refused', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;
    tab.refresh.mockRejectedValueOnce(ApiError.fromResponse(401, { message: 'Refresh token is invalid' }));

    expect(await refresher.refreshNow()).toBe(false);
    expect(tab.signOutLocally).toHaveBeenCalledTimes(1);
  });

  it('answers false but keeps the session when there is no connection', async () => {
    const tab = harness(sessionExpiringIn(60 * minute));
    refresher = tab.refresher;
    tab.refresh.mockRejectedValueOnce(ApiError.network(new TypeError('Failed to fetch')));

    expect(await refresher.refreshNow()).toBe(false);
    expect(tab.signOutLocally).not.toHaveBeenCalled();
    expect(tab.session()?.token).toBe('token-1');
  });
});

describe('the refresh moment', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  const inMinutes = (minutes: number) => new Date(now + minutes * minute).toISOString();

  it('is two minutes before expiry', () => {
    expect(refreshDelay(inMinutes(60), now)).toBe(58 * minute);
  });

  it('is now when expiry is closer than that, or past', () => {
    expect(refreshDelay(inMinutes(1), now)).toBe(0);
    expect(refreshDelay(inMinutes(-5), now)).toBe(0);
  });

  it('is half the life of a freshly issued token shorter than the lead, so refreshes never loop', () => {
    expect(refreshDelay(inMinutes(1), now, now)).toBe(30_000);
    expect(refreshDelay(inMinutes(1), now + 30_000, now)).toBe(0);
    expect(refreshDelay(inMinutes(60), now, now)).toBe(58 * minute);
  });

  it('is unknown without a valid expiry', () => {
    expect(refreshDelay('', now)).toBeNull();
    expect(refreshDelay('soon', now)).toBeNull();
  });
});

describe('a refused refresh', () => {
  it('is a client error answer from the server', () => {
    expect(isRefusal(ApiError.fromResponse(401, { message: 'invalid' }))).toBe(true);
    expect(isRefusal(ApiError.fromResponse(422, { message: 'invalid' }))).toBe(true);
  });

  it('is not a missing connection, a server fault or a rate limit', () => {
    expect(isRefusal(ApiError.network(new TypeError('offline')))).toBe(false);
    expect(isRefusal(ApiError.fromResponse(503, null))).toBe(false);
    expect(isRefusal(ApiError.fromResponse(429, null))).toBe(false);
  });
});
