import fs from 'node:fs';
import path from 'node:path';
import { createGuardrails, generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { User, type PermissionGroup } from '../../src/api/contract/auth';
import {
  demoAccounts,
  demoTotpSecret,
  logOutThroughMenu,
  submitLogin,
  submitTwoFactorCode,
} from './demo-login';
import {
  launchChromiumPool,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PoolContextOptions,
  type PortalBrowserPool,
  type PortalServer,
} from './harness';

/**
 * Every demo account of product.md §9 in real Chromium against one real server: where it lands after
 * login, and which main-menu entries it sees, checked against the permissions the server holds for it
 * (`GET /api/user`), never against the PWA's own menu code. Then the wrong password, logout and the
 * English interface. One server for the file; every test gets its own isolated browser context.
 *
 * With PORTAL_SCREENSHOT_DIR set, the menu of each account is also saved there at 1280x800 and 390x844.
 */
const screenshotDir = process.env.PORTAL_SCREENSHOT_DIR;

interface MenuEntrySpec {
  group: PermissionGroup;
  path: string;
  nl: string;
  en: string;
  /** A staff entry: shown only to employees who may also view these groups. */
  staffWith?: readonly PermissionGroup[];
}

/**
 * The main menu of seed-spec §2 (and documents and the technician's day) in its order, grouped as
 * users think (the dashboard; my work; installations; offers, orders and invoices; the organisation;
 * administration): the permission group behind each entry, its route and its names.
 */
const menuSpec: readonly MenuEntrySpec[] = [
  { group: 'dashboard', path: '/dashboard', nl: 'Dashboard', en: 'Dashboard' },
  // A staff technician's day: their appointments with the devices' open duties.
  { group: 'agenda', path: '/today', nl: 'Vandaag', en: 'Today', staffWith: ['serviceobjects'] },
  { group: 'my_open_tasks', path: '/my-open-tasks', nl: 'Mijn open taken', en: 'My open tasks' },
  { group: 'tasks', path: '/tasks', nl: 'Taken', en: 'Tasks' },
  { group: 'agenda', path: '/agenda', nl: 'Agenda', en: 'Agenda' },
  { group: 'serviceobjects', path: '/devices/overview', nl: 'Overzicht', en: 'Overview' },
  {
    group: 'mandatory_checklist',
    path: '/devices/mandatory-checklist',
    nl: 'Verplichte checklist',
    en: 'Mandatory checklist',
  },
  {
    group: 'legal_supervision',
    path: '/devices/legal-supervision',
    nl: 'Wettelijk toezicht',
    en: 'Legal supervision',
  },
  { group: 'serviceobject_contracts', path: '/serviceobject-contracts', nl: 'Contracten', en: 'Contracts' },
  {
    group: 'refrigerant_transactions',
    path: '/refrigerant-transactions',
    nl: 'Koudemiddeltransacties',
    en: 'Refrigerant transactions',
  },
  { group: 'reports', path: '/reports', nl: 'Rapportages', en: 'Reports' },
  { group: 'offers', path: '/offers', nl: 'Offertes', en: 'Offers' },
  { group: 'orders', path: '/orders', nl: 'Orders', en: 'Orders' },
  { group: 'invoices', path: '/invoices', nl: 'Facturen', en: 'Invoices' },
  { group: 'contacts', path: '/contacts', nl: 'Contactpersonen', en: 'Contact persons' },
  { group: 'child_companies', path: '/child-companies', nl: 'Dochterbedrijven', en: 'Child companies' },
  // Not in the seed's menu list; the portal adds it so the document library has a way in.
  { group: 'documents', path: '/documents', nl: 'Documenten', en: 'Documents' },
  { group: 'users', path: '/users', nl: 'Gebruikers', en: 'Users' },
  { group: 'roles', path: '/roles', nl: 'Rollen', en: 'Roles' },
  { group: 'activity_logs', path: '/activity-logs', nl: 'Activiteitenlog', en: 'Activity log' },
];

/** The names of the shell around the menu, per interface language. */
const shellNames = {
  nl: { mainMenu: 'Hoofdmenu', openMenu: 'Menu openen' },
  en: { mainMenu: 'Main menu', openMenu: 'Open menu' },
} as const;
type Language = keyof typeof shellNames;

interface AccountCase {
  name: string;
  email: string;
  landsOn: string;
  hasTwoFactor?: boolean;
}

/** The landing paths are product.md §9's table. */
const accountCases: readonly AccountCase[] = [
  { name: 'admin', email: demoAccounts.admin, landsOn: '/dashboard' },
  { name: 'planner', email: demoAccounts.planner, landsOn: '/dashboard' },
  { name: 'monteur', email: demoAccounts.technician, landsOn: '/devices/overview' },
  { name: 'klant', email: demoAccounts.customer, landsOn: '/dashboard' },
  { name: 'filiaal', email: demoAccounts.branch, landsOn: '/dashboard' },
  { name: 'boekhouding', email: demoAccounts.accounting, landsOn: '/invoices' },
  { name: 'tweestaps', email: demoAccounts.twoFactor, landsOn: '/dashboard', hasTwoFactor: true },
];

/** The demo secret is 80 bits; otplib 13 wants 128 unless told otherwise (as the server tells it). */
const totpGuardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

let server: PortalServer;
let pool: PortalBrowserPool;

beforeAll(async () => {
  [server, pool] = await Promise.all([startPortalServer(), launchChromiumPool()]);
  if (screenshotDir) fs.mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await Promise.all([pool?.close(), server?.close()]);
});

async function openContext(options?: PoolContextOptions): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await pool.newContext(options);
  onTestFinished(() => opened.context.close());
  return opened;
}

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

async function interfaceLanguage(page: Page): Promise<Language> {
  return (await page.locator('html').getAttribute('lang')) === 'en' ? 'en' : 'nl';
}

/** Logs in through the login page (and the code step for a two-factor account) and waits for the shell. */
async function logInAs(page: Page, account: Pick<AccountCase, 'email' | 'hasTwoFactor'>): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, account.email);
  if (account.hasTwoFactor) {
    await page.waitForURL((url) => url.pathname.startsWith('/login/two-factor/'));
    await submitTwoFactorCode(page, await generate({ secret: demoTotpSecret, guardrails: totpGuardrails }));
  }
  // The user's own language may take over after login, so either name of the menu means "signed in".
  await page.getByRole('navigation', { name: /^(Hoofdmenu|Main menu)$/ }).waitFor();
}

/** The access token the PWA stored: its cookie, or the local-storage fallback when cookies fail. */
async function storedToken(context: BrowserContext, page: Page): Promise<string> {
  const cookie = (await context.cookies(server.url)).find((item) => item.name === 'portal_token');
  if (cookie) return decodeURIComponent(cookie.value);
  const fallback = await page.evaluate(() => localStorage.getItem('session.token'));
  const token = z.object({ token: z.string() }).safeParse(JSON.parse(fallback ?? 'null')).data?.token;
  if (!token) throw new Error('the PWA stored no access token after login');
  return token;
}

/** The signed-in user as the server knows them, permissions read from the database. */
async function currentUserFromServer(context: BrowserContext, token: string): Promise<User> {
  const response = await context.request.get(`${server.url}/api/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), 'GET /api/user with the stored token').toBe(200);
  return z.object({ data: User }).parse(await response.json()).data;
}

/** The entries of menuSpec this user may view (product.md §4: a superadmin may do everything). */
function expectedMenu(user: User, language: Language): { name: string; path: string }[] {
  const viewable = (group: PermissionGroup) =>
    user.accessLevel === 'superadmin' ||
    user.permissions.some((permission) => permission.title === 'view' && permission.group === group);
  return menuSpec
    .filter(
      (entry) =>
        viewable(entry.group) &&
        (!entry.staffWith || (user.type === 'employee' && entry.staffWith.every(viewable))),
    )
    .map((entry) => ({ name: entry[language], path: entry.path }));
}

/** The links inside the visible main-menu landmark, in document order. */
async function visibleMenuLinks(page: Page, language: Language): Promise<{ name: string; path: string }[]> {
  const nav = page.getByRole('navigation', { name: shellNames[language].mainMenu, exact: true });
  await nav.waitFor();
  return nav.getByRole('link').evaluateAll((links) =>
    links.map((link) => ({
      name: (link.textContent ?? '').trim(),
      path: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (screenshotDir)
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: 'disabled' });
}

describe('the demo accounts', () => {
  for (const account of accountCases) {
    it(`${account.email} lands on ${account.landsOn} and sees exactly the menu its permissions allow, on a desktop and in the phone drawer`, async () => {
      const { context, page } = await openContext();

      await logInAs(page, account);
      expect(pathnameOf(page)).toBe(account.landsOn);

      const user = await currentUserFromServer(context, await storedToken(context, page));
      expect(user.email).toBe(account.email);
      const language = await interfaceLanguage(page);
      const expected = expectedMenu(user, language);
      expect(expected.length, 'the account may view at least one menu entry').toBeGreaterThan(0);

      expect(await visibleMenuLinks(page, language)).toEqual(expected);
      await screenshot(page, `${account.name}-1280x800`);

      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `${account.name}-390x844`);
      await page.getByRole('button', { name: shellNames[language].openMenu, exact: true }).click();
      expect(await visibleMenuLinks(page, language), 'the phone drawer').toEqual(expected);
      await screenshot(page, `${account.name}-390x844-menu`);
    });
  }
});

describe('the portal frame', () => {
  it('a wrong password keeps the user on the login page with the error in their language', async () => {
    const { page } = await openContext();
    await page.goto(`${server.url}/login`);

    await submitLogin(page, demoAccounts.customer, 'not-the-demo-password');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Het e-mailadres of wachtwoord klopt niet.');
    expect(pathnameOf(page)).toBe('/login');

    await page.getByRole('button', { name: 'EN, English', exact: true }).click();
    await page.getByLabel('Email address', { exact: true }).fill(demoAccounts.customer);
    await page.getByLabel('Password', { exact: true }).fill('still-not-the-demo-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('The email address or password is incorrect.');
    expect(pathnameOf(page)).toBe('/login');
  });

  it('switching to English changes the menu to English', async () => {
    const { context, page } = await openContext();
    await logInAs(page, { email: demoAccounts.customer });
    const user = await currentUserFromServer(context, await storedToken(context, page));

    await page.getByRole('button', { name: 'EN, English', exact: true }).click();

    expect(await visibleMenuLinks(page, 'en')).toEqual(expectedMenu(user, 'en'));
    expect(await interfaceLanguage(page)).toBe('en');
  });

  it('logging out returns to the login page, revokes the token and leaves only the language choice in local storage', async () => {
    const { context, page } = await openContext();
    await logInAs(page, { email: demoAccounts.customer });
    const token = await storedToken(context, page);
    await page.getByRole('button', { name: 'EN, English', exact: true }).click();

    await logOutThroughMenu(page, { logout: 'Log out', email: 'Email address' });
    const storage = await page.evaluate(() => ({ ...localStorage }));
    expect(storage).toEqual({ locale: 'en' });
    expect(
      await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name)),
    ).toEqual([]);
    const cookies = await context.cookies(server.url);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('portal_token');
    const afterLogout = await context.request.get(`${server.url}/api/user`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status(), 'the old token after logout').toBe(401);
  });

  it('logging out offline still ends the session on this device and opens the login page from the cache', async () => {
    const { context, page } = await openContext({ serviceWorkers: 'allow' });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();
    await waitForServiceWorkerControl(page);
    await logInAs(page, { email: demoAccounts.customer });
    // The tests before switched this account to English, which its profile keeps: back to Dutch.
    await page.getByRole('button', { name: 'NL, Nederlands', exact: true }).click();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();

    await setOffline(context, true);
    await logOutThroughMenu(page);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['locale']);
    const cookies = await context.cookies(server.url);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('portal_token');
  });
});
