import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  documentCookieJar,
  mayHaveStoredSession,
  sessionKey,
  tokenCookieName,
  tokenKey,
} from './session-keys';
import { memoryStorage } from './session-test-fixtures';

beforeEach(() => {
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mayHaveStoredSession', () => {
  it('is false without a token cookie, a stored token or a stored session', () => {
    document.cookie = 'other=1; portal_tokens=x';
    localStorage.setItem('locale', 'nl');
    expect(mayHaveStoredSession()).toBe(false);
  });

  it('is true with any one of them', () => {
    document.cookie = `other=1; ${tokenCookieName}=abc`;
    expect(mayHaveStoredSession()).toBe(true);
    document.cookie = '';
    localStorage.setItem(tokenKey, '{}');
    expect(mayHaveStoredSession()).toBe(true);
    localStorage.removeItem(tokenKey);
    localStorage.setItem(sessionKey, '{}');
    expect(mayHaveStoredSession()).toBe(true);
  });
});

describe('documentCookieJar', () => {
  it('reads a cookie by its exact name, percent-decoded', () => {
    document.cookie = `${tokenCookieName}x=1; ${tokenCookieName}=a%2Bb%3D`;
    expect(documentCookieJar.get(tokenCookieName)).toBe('a+b=');
    expect(documentCookieJar.get('missing')).toBeNull();
  });

  it('reads a value that is not percent-encoded as it is, rather than failing the start', () => {
    document.cookie = `${tokenCookieName}=100%`;
    expect(documentCookieJar.get(tokenCookieName)).toBe('100%');
    expect(mayHaveStoredSession()).toBe(true);
  });
});
