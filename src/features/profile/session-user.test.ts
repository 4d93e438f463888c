import { describe, expect, it } from 'vitest';
import { clearSession, currentSession, setSession } from '../../session/session-state';
import { buildSession, memoryStorage } from '../../session/session-test-fixtures';
import { storeProfileUser } from './session-user';

globalThis.localStorage = memoryStorage();

describe('storing the changed profile user', () => {
  it('replaces the user of the current session and keeps its tokens', () => {
    const session = buildSession();
    setSession(session);
    storeProfileUser({ ...session.user, name: 'Jan de Vries', twoFactorEnabled: true });
    expect(currentSession()?.user.name).toBe('Jan de Vries');
    expect(currentSession()?.user.twoFactorEnabled).toBe(true);
    expect(currentSession()?.token).toBe(session.token);
    expect(currentSession()?.refreshToken).toBe(session.refreshToken);
  });

  it('keeps the tokens a refresh rotated while the request was on its way', () => {
    const session = buildSession();
    setSession(session);
    setSession({ ...session, token: 'token-2', refreshToken: 'refresh-2' });
    storeProfileUser({ ...session.user, locale: 'en' });
    expect(currentSession()).toMatchObject({ token: 'token-2', refreshToken: 'refresh-2' });
    expect(currentSession()?.user.locale).toBe('en');
  });

  it('does not bring back a session that ended meanwhile', () => {
    const session = buildSession();
    setSession(session);
    clearSession();
    storeProfileUser(session.user);
    expect(currentSession()).toBeNull();
  });

  it("never stores another user's answer in this session", () => {
    const session = buildSession();
    setSession(session);
    storeProfileUser({ ...session.user, id: '0190d6d4-0000-7000-8000-000000000099', name: 'Iemand anders' });
    expect(currentSession()?.user.name).toBe(session.user.name);
  });
});
