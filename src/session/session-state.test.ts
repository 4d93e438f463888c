import { beforeEach, describe, expect, it } from 'vitest';
import { currentSession, isStoredSessionThisTabs, reloadSession, setSession } from './session-state';
import { documentCookieJar } from './session-keys';
import { createSessionStorage } from './session-storage';
import { buildSession, memoryStorage } from './session-test-fixtures';

globalThis.localStorage = memoryStorage();
/** Another tab of the same browser: the same storage, its own writes. */
const otherTab = createSessionStorage({ cookies: documentCookieJar, storage: localStorage, now: Date.now });

describe('the session of this tab', () => {
  beforeEach(() => setSession(buildSession()));

  it('follows a session that another tab rotated', () => {
    otherTab.save({ ...buildSession(), token: 'token-2', refreshToken: 'refresh-2' });
    expect(reloadSession()?.token).toBe('token-2');
    expect(currentSession()?.refreshToken).toBe('refresh-2');
  });

  it('follows another tab signing out', () => {
    otherTab.clear();
    expect(reloadSession()).toBeNull();
    expect(currentSession()).toBeNull();
  });

  it('knows whether the stored session is still its own (screen snapshots are kept only then)', () => {
    expect(isStoredSessionThisTabs()).toBe(true);
    otherTab.save({ ...buildSession(), token: 'token-2', refreshToken: 'refresh-2' });
    expect(isStoredSessionThisTabs()).toBe(false);
    otherTab.clear();
    expect(isStoredSessionThisTabs()).toBe(false);
  });

  it('keeps its own session when only the stored token is gone, so it can still be refreshed', () => {
    localStorage.removeItem('session.token');
    expect(reloadSession()?.refreshToken).toBe('refresh-1');
    expect(currentSession()?.token).toBe('token-1');
  });
});
