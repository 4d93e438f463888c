import { describe, expect, it } from 'vitest';
import type { Session } from '../api/contract/auth';
import { tokenCookieName } from './session-keys';
import type { CookieJar } from './session-keys';
import { createSessionStorage } from './session-storage';

const start = Date.parse('2026-11-21T12:00:00Z');

function memoryCookies(options: {
  disabled?: boolean;
  now: () => number;
}): CookieJar & { expiresOf(name: string): Date | undefined } {
  const jar = new Map<string, { value: string; expires: Date }>();
  return {
    get(name) {
      const cookie = jar.get(name);
      return cookie && cookie.expires.getTime() > options.now() ? cookie.value : null;
    },
    set(name, value, expires) {
      if (!options.disabled) jar.set(name, { value, expires });
    },
    remove(name) {
      jar.delete(name);
    },
    expiresOf(name) {
      return jar.get(name)?.expires;
    },
  };
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    keys: () => [...values.keys()],
  };
}

function setup(options: { cookiesDisabled?: boolean } = {}) {
  let now = start;
  const clock = { now: () => now, advance: (ms: number) => (now += ms) };
  const cookies = memoryCookies({ disabled: options.cookiesDisabled, now: clock.now });
  const storage = memoryStorage();
  return { clock, cookies, storage, sessions: createSessionStorage({ cookies, storage, now: clock.now }) };
}

function session(overrides: Partial<Session> = {}): Session {
  return {
    token: 'token-1',
    refreshToken: 'refresh-1',
    expiresAt: '2026-11-21T20:00:00.000Z',
    user: {
      id: '0190d6d4-0000-7000-8000-000000000001',
      type: 'customer',
      accessLevel: 'admin',
      name: 'Jan de Jong',
      email: 'klant@bakkerij-dejong.example',
      locale: 'nl',
      roleId: null,
      active: true,
      twoFactorEnabled: false,
      company: { id: '0190d6d4-0000-7000-8000-000000000002', name: 'Bakkerij De Jong Holding' },
      permissions: [],
      fgas: { certificateNumber: null, companyName: null, companyCertificateNumber: null },
    },
    ...overrides,
  };
}

describe('session storage', () => {
  it('restores the stored session after a reload', () => {
    const { sessions } = setup();
    sessions.save(session());
    expect(sessions.load()).toEqual(session());
  });

  it("keeps the token in a cookie that expires at the token's expiry", () => {
    const { sessions, cookies, storage } = setup();
    sessions.save(session());
    expect(cookies.expiresOf(tokenCookieName)?.toISOString()).toBe('2026-11-21T20:00:00.000Z');
    expect(storage.getItem('session')).not.toContain('token-1');
  });

  it('is signed out once the token expired', () => {
    const { sessions, clock } = setup();
    sessions.save(session());
    clock.advance(9 * 60 * 60 * 1000);
    expect(sessions.load()).toBeNull();
  });

  it('falls back to local storage for one day when the expiry is not valid', () => {
    const { sessions, clock } = setup();
    sessions.save(session({ expiresAt: 'not a date' }));
    clock.advance(23 * 60 * 60 * 1000);
    expect(sessions.load()?.token).toBe('token-1');
    clock.advance(2 * 60 * 60 * 1000);
    expect(sessions.load()).toBeNull();
  });

  it('falls back to local storage, until the token expiry, when cookies are disabled', () => {
    const { sessions, clock } = setup({ cookiesDisabled: true });
    sessions.save(session());
    expect(sessions.load()?.token).toBe('token-1');
    clock.advance(8 * 60 * 60 * 1000 + 1);
    expect(sessions.load()).toBeNull();
  });

  it('counts a token without valid user data as signed out, and clears it', () => {
    const { sessions, storage, cookies } = setup();
    sessions.save(session());
    storage.setItem('session', JSON.stringify({ user: { name: 'half a user' }, refreshToken: 'r' }));
    expect(sessions.load()).toBeNull();
    expect(cookies.get(tokenCookieName)).toBeNull();
  });

  it('forgets everything on clear', () => {
    const { sessions, storage } = setup({ cookiesDisabled: true });
    sessions.save(session());
    sessions.clear();
    expect(sessions.load()).toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('tells the stored refresh token without forgetting a session whose token expired', () => {
    const { sessions, clock } = setup();
    sessions.save(session());
    clock.advance(9 * 60 * 60 * 1000);
    expect(sessions.storedRefreshToken()).toBe('refresh-1');
    expect(sessions.storedRefreshToken()).toBe('refresh-1');
    sessions.clear();
    expect(sessions.storedRefreshToken()).toBeNull();
  });
});
