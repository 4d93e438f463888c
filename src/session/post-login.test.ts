import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../i18n/i18n-setup';
import { readCurrentOrganisation } from './current-organisation';
import { completeLogin } from './post-login';
import { currentSession, restoreSession } from './session-state';
import { buildSession, memoryStorage, permission } from './session-test-fixtures';

describe('the post-login step', () => {
  beforeEach(async () => {
    globalThis.localStorage = memoryStorage();
    await activateLocale('nl');
  });

  it('stores the session so a reload keeps the user signed in', () => {
    completeLogin(buildSession(), null);
    expect(currentSession()?.user.name).toBe('Jan de Jong');
    expect(restoreSession()?.token).toBe('token-1');
  });

  it("picks the user's company as the current organisation", () => {
    completeLogin(buildSession(), null);
    expect(readCurrentOrganisation()).toMatchObject({
      id: '0190d6d4-0000-7000-8000-000000000002',
      name: 'Bakkerij De Jong Holding',
    });
    expect(JSON.parse(localStorage.getItem('organisations') ?? '[]')).toHaveLength(1);
  });

  it('keeps no organisation for staff without a company', () => {
    localStorage.setItem('organisation', JSON.stringify({ id: 'old', name: 'Vorige klant' }));
    completeLogin(buildSession({ company: null }), null);
    expect(readCurrentOrganisation()).toBeNull();
  });

  it('selects no organisation for staff, which means all customers', () => {
    const session = buildSession();
    completeLogin({ ...session, user: { ...session.user, type: 'employee' } }, null);
    expect(readCurrentOrganisation()).toBeNull();
    expect(localStorage.getItem('organisations')).toBeNull();
  });

  it('sends the user to their home path, or back to the page they came from', () => {
    const invoicesOnly = buildSession({ permissions: [permission('view', 'invoices')] });
    expect(completeLogin(invoicesOnly, null)).toBe('/invoices');
    expect(completeLogin(invoicesOnly, '/invoices?status[]=new')).toBe('/invoices?status[]=new');
  });

  it("switches the interface to the account's language and remembers it on this device", async () => {
    const session = buildSession();
    completeLogin({ ...session, user: { ...session.user, locale: 'en' } }, null);
    // The first switch loads the English catalog, which a busy machine compiles for seconds.
    await vi.waitFor(() => expect(i18n.locale).toBe('en'), { timeout: 15_000 });
    expect(localStorage.getItem('locale')).toBe('en');
  });

  it('leaves the language alone when the account has the active one, and follows the account back to Dutch', async () => {
    await activateLocale('en');
    const session = buildSession();
    completeLogin({ ...session, user: { ...session.user, locale: 'en' } }, null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(i18n.locale).toBe('en');
    completeLogin(buildSession(), null);
    await vi.waitFor(() => expect(i18n.locale).toBe('nl'), { timeout: 15_000 });
    expect(localStorage.getItem('locale')).toBe('nl');
  });
});
