import { describe, expect, it } from 'vitest';
import { mayBeSignedIn, sessionTokenCookieName } from './screen-snapshot-route';

function cookieStore(cookies: Record<string, string>, fails = false): Pick<CookieStore, 'get'> {
  return {
    get: (async (name: string) => {
      if (fails) throw new Error('no cookies here');
      return name in cookies ? { name, value: cookies[name] } : null;
    }) as CookieStore['get'],
  };
}

describe('the screen snapshot is painted only for a start that may be signed in', () => {
  it('answers true only while the token cookie is there', async () => {
    expect(await mayBeSignedIn(cookieStore({ [sessionTokenCookieName]: 'token' }))).toBe(true);
    expect(await mayBeSignedIn(cookieStore({}))).toBe(false);
    expect(await mayBeSignedIn(cookieStore({ other: 'x' }))).toBe(false);
  });

  it('answers false without the Cookie Store API or when it fails', async () => {
    expect(await mayBeSignedIn(undefined)).toBe(false);
    expect(await mayBeSignedIn(cookieStore({ [sessionTokenCookieName]: 'token' }, true))).toBe(false);
  });
});
