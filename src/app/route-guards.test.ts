import { beforeEach, describe, expect, it } from 'vitest';
import { rememberLastScreen } from '../session/last-screen';
import { clearSession, setSession } from '../session/session-state';
import { buildSession, memoryStorage, permission } from '../session/session-test-fixtures';
import { redirectFromRoot, redirectSignedIn, requireSession, signedInLandingPath } from './route-guards';

function thrownRedirect(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (response) {
    return (response as Response).headers.get('Location');
  }
}

const loaderArgs = (url: string) => ({ request: new Request(url) });

describe('the route guards', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
    clearSession();
  });

  it('sends a signed-out visitor of an app page to the login page, remembering the page', () => {
    expect(thrownRedirect(() => requireSession(loaderArgs('http://portal.test/invoices?page=2')))).toBe(
      '/login?redirectTo=%2Finvoices%3Fpage%3D2',
    );
  });

  it('lets a signed-in user through to an app page', () => {
    setSession(buildSession());
    expect(thrownRedirect(() => requireSession(loaderArgs('http://portal.test/orders')))).toBeNull();
  });

  it('sends a signed-in user on the login page to their home path', () => {
    setSession(buildSession({ permissions: [permission('view', 'invoices')] }));
    expect(thrownRedirect(redirectSignedIn)).toBe('/invoices');
  });

  it('lets a signed-out visitor see the login page', () => {
    expect(thrownRedirect(redirectSignedIn)).toBeNull();
  });

  it('sends / to the home path or the login page', () => {
    expect(thrownRedirect(redirectFromRoot)).toBe('/login');
    setSession(buildSession());
    expect(thrownRedirect(redirectFromRoot)).toBe('/dashboard');
  });

  it('sends / to the last visited screen the user may still view', () => {
    const session = buildSession({
      permissions: [permission('view', 'dashboard'), permission('view', 'invoices')],
    });
    setSession(session);
    rememberLastScreen(session.user.id, '/invoices?status[]=new');
    expect(thrownRedirect(redirectFromRoot)).toBe('/invoices?status[]=new');
  });

  it('sends / to the home path when the last visited screen is no longer allowed', () => {
    const session = buildSession();
    setSession(session);
    rememberLastScreen(session.user.id, '/invoices');
    expect(thrownRedirect(redirectFromRoot)).toBe('/dashboard');
  });

  it('lands a start at / where / redirects, and any other start where it is', () => {
    const session = buildSession({
      permissions: [permission('view', 'dashboard'), permission('view', 'invoices')],
    });
    expect(signedInLandingPath(session.user, '/')).toBe('/dashboard');
    rememberLastScreen(session.user.id, '/invoices?status[]=new');
    expect(signedInLandingPath(session.user, '/')).toBe('/invoices');
    expect(signedInLandingPath(session.user, '/devices/overview')).toBe('/devices/overview');
  });
});
