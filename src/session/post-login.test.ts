import { beforeEach, describe, expect, it } from 'vitest';
import { readCurrentOrganisation } from './current-organisation';
import { completeLogin } from './post-login';
import { currentSession, restoreSession } from './session-state';
import { buildSession, memoryStorage, permission } from './session-test-fixtures';

describe('the post-login step', () => {
  beforeEach(() => {
    globalThis.localStorage = memoryStorage();
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
});
