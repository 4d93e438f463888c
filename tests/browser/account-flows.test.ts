import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { Session } from '../../src/api/contract/auth';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import {
  answerLate,
  launchChromiumPool,
  startPortalServer,
  type PortalBrowserPool,
  type PortalServer,
} from './harness';

/**
 * The account flows of the README's "Accounts" section in real Chromium against one real server:
 * a password reset through the mailed link (and the same link refused the second time), a contact
 * person's self-registration confirmed through the mailed link, and a holding customer switching
 * organisation. Mails are read from the dev mailbox (`GET /api/dev/mail`, demo mode only).
 */
const newPassword = 'Koelcel-vriezer-2026!';

const DevMailList = z.object({
  data: z.array(
    z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string().nullable() }),
  ),
});

const ListPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), pagination: z.object({ totalPages: z.number() }).optional() });

const PersonRow = z.object({
  id: z.string(),
  email: z.string().nullable(),
  portalUserId: z.string().nullable(),
});
const UserRow = z.object({ email: z.string() });
const OrganisationRow = z.object({ id: z.string(), parentId: z.string().nullable(), name: z.string() });

let server: PortalServer;
let pool: PortalBrowserPool;
/** The reset link of the first journey, opened again by the second. */
let usedResetLink: string | undefined;

beforeAll(async () => {
  [server, pool] = await Promise.all([startPortalServer(), launchChromiumPool()]);
});

afterAll(async () => {
  await Promise.all([pool?.close(), server?.close()]);
});

async function openContext(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await pool.newContext();
  onTestFinished(() => opened.context.close());
  return opened;
}

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The path and query of the newest mailed link to `pathname` for `to`, polled until it arrives. */
async function mailedLink(request: APIRequestContext, to: string, pathname: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${pathname.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"'<>)]+`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${server.url}/api/dev/mail?to=${encodeURIComponent(to)}`);
        expect(response.status(), 'GET /api/dev/mail').toBe(200);
        const newest = DevMailList.parse(await response.json()).data[0];
        const match = newest?.text.match(pattern);
        if (match) {
          const url = new URL(match[0]);
          link = `${url.pathname}${url.search}`;
        }
        return link;
      },
      { message: `a mail to ${to} with a ${pathname} link`, timeout: 10_000 },
    )
    .toBeDefined();
  return link!;
}

/** Logs in through the API and answers the access token (accounts without two-factor only). */
async function apiToken(request: APIRequestContext, email: string, password = demoPassword): Promise<string> {
  const response = await request.post(`${server.url}/api/login`, { data: { email, password } });
  expect(response.status(), `POST /api/login as ${email}`).toBe(200);
  return z.object({ data: Session }).parse(await response.json()).data.token;
}

/** Every row of a list endpoint, page by page (100 a page). */
async function listAll<T extends z.ZodTypeAny>(
  request: APIRequestContext,
  token: string,
  path: string,
  item: T,
): Promise<z.infer<T>[]> {
  const rows: z.infer<T>[] = [];
  for (let page = 1; ; page++) {
    const response = await request.get(`${server.url}/api/${path}?perPage=100&page=${page}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status(), `GET /api/${path}`).toBe(200);
    const body = ListPage(item).parse(await response.json());
    rows.push(...(body.data as z.infer<T>[]));
    if (body.data.length === 0 || page >= (body.pagination?.totalPages ?? 1)) return rows;
  }
}

/** The access token the PWA stored: its cookie, or the local-storage fallback when cookies fail. */
async function storedToken(context: BrowserContext, page: Page): Promise<string> {
  const cookie = (await context.cookies(server.url)).find((item) => item.name === 'portal_token');
  if (cookie) return decodeURIComponent(cookie.value);
  const fallback = await page.evaluate(() => localStorage.getItem('session.token'));
  const token = z.object({ token: z.string() }).safeParse(JSON.parse(fallback ?? 'null')).data?.token;
  if (!token) throw new Error('the PWA stored no access token');
  return token;
}

async function waitForShell(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: /^(Hoofdmenu|Main menu)$/ }).waitFor();
}

/**
 * Delays the files matching `file` by 1.5 s and follows `link`: the page loading bar shows while the
 * next page loads, the page before (its `heading`) stays as and where it was, and the bar goes once
 * the heading `next` shows.
 */
async function expectLoadingBarUntilNextPage(
  context: BrowserContext,
  page: Page,
  { file, heading, link, next }: { file: RegExp; heading: Locator; link: Locator; next: string },
): Promise<void> {
  await answerLate(context, file, 1_500);
  const before = await heading.textContent();
  const headingBox = await heading.boundingBox();
  const bar = page.getByRole('progressbar', { name: 'Pagina wordt geladen', exact: true });
  expect(await bar.count()).toBe(0);

  await link.click();
  await bar.waitFor({ timeout: 1_000 });
  expect(await heading.textContent(), 'still the page before while the next one loads').toBe(before);
  expect(await heading.boundingBox()).toEqual(headingBox);

  await page.getByRole('heading', { level: 1, name: next, exact: true }).waitFor();
  expect(await bar.count()).toBe(0);
}

describe('account flows', () => {
  it('a forgotten password is reset through the mailed link', async () => {
    const { context, page } = await openContext();
    const email = demoAccounts.branch;

    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Wachtwoord vergeten?', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password/request');
    // The URL changes before the screen does (the app's first render is a transition), and the login
    // page has an 'E-mailadres' field too: filled then, it would be the login page's.
    await page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten', exact: true }).waitFor();
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Stuur de link', exact: true }).click();
    // The answer, or the alert that took its place: a failure then says what the page showed.
    const answer = page
      .getByRole('status')
      .or(page.getByRole('alert').filter({ hasText: /\S/ }))
      .first();
    await expect
      .poll(() => answer.textContent({ timeout: 5_000 }).catch(() => null), { timeout: 30_000 })
      .toContain('Als dit e-mailadres');

    const link = await mailedLink(context.request, email, '/reset-password');
    usedResetLink = link;
    await page.goto(`${server.url}${link}`);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Wachtwoord opslaan', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await submitLogin(page, email, newPassword);
    await waitForShell(page);
    expect(pathnameOf(page)).toBe('/dashboard');

    const oldPassword = await context.request.post(`${server.url}/api/login`, {
      data: { email, password: demoPassword },
    });
    expect(oldPassword.status(), 'POST /api/login with the old password').toBe(401);
  });

  it('a reused reset link is refused with a clear message', async () => {
    expect(usedResetLink, 'the reset link of the previous journey').toBeDefined();
    const { page } = await openContext();

    await page.goto(`${server.url}${usedResetLink!}`);
    await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Een-ander-wachtwoord-2026!');
    await page.getByRole('button', { name: 'Wachtwoord opslaan', exact: true }).click();

    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt.');
    expect(pathnameOf(page)).toBe('/reset-password');
    await page.getByRole('link', { name: 'Vraag een nieuwe link aan', exact: true }).waitFor();
  });

  it('a contact person self-registers and confirms the account', async () => {
    const { context, page } = await openContext();
    const adminToken = await apiToken(context.request, demoAccounts.admin);
    const [persons, users] = await Promise.all([
      listAll(context.request, adminToken, 'persons', PersonRow),
      listAll(context.request, adminToken, 'users', UserRow),
    ]);
    const accountEmails = new Set(users.map((user) => user.email.toLowerCase()));
    const contact = persons.find(
      (person) =>
        person.email !== null &&
        person.portalUserId === null &&
        !accountEmails.has(person.email.toLowerCase()),
    );
    expect(contact, 'a contact person with an email and no portal account').toBeDefined();
    const email = contact!.email!.toLowerCase();

    await page.goto(`${server.url}/register`);
    await page.getByLabel('Naam', { exact: true }).fill('Nieuwe Contactpersoon');
    await page.getByLabel('E-mailadres', { exact: true }).fill(email);
    await page.getByLabel('Wachtwoord', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Account aanmaken', exact: true }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toContain('Controleer je e-mail');

    const link = await mailedLink(context.request, email, '/confirm-account');
    await page.goto(`${server.url}${link}`);
    await page.getByRole('button', { name: 'Mijn account bevestigen', exact: true }).click();
    await waitForShell(page);
    expect(pathnameOf(page)).toBe('/dashboard');

    const signedIn = await context.request.get(`${server.url}/api/user`, {
      headers: { Authorization: `Bearer ${await storedToken(context, page)}` },
    });
    expect(signedIn.status(), 'GET /api/user with the stored token').toBe(200);
    const user = z
      .object({ data: z.object({ id: z.string(), email: z.string() }) })
      .parse(await signedIn.json());
    expect(user.data.email).toBe(email);
    const linked = await listAll(context.request, adminToken, 'persons', PersonRow);
    expect(
      linked.find((person) => person.id === contact!.id)?.portalUserId,
      'the contact person is linked',
    ).toBe(user.data.id);
  });

  it('a customer of the holding switches organisation and the dashboard follows', async () => {
    const { context, page } = await openContext();
    const token = await apiToken(context.request, demoAccounts.customer);
    const tree = await listAll(context.request, token, 'organizations', OrganisationRow);
    const holding = tree.find((organisation) => !tree.some((other) => other.id === organisation.parentId));
    expect(holding, 'the top of the customer tree').toBeDefined();
    const children = tree.filter((organisation) => organisation.parentId === holding!.id);
    expect(children).toHaveLength(3);

    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await waitForShell(page);
    expect(pathnameOf(page)).toBe('/dashboard');

    // The switcher appears once the first sync has brought the organisation tree.
    const switcher = page.getByRole('combobox', { name: 'Organisatie', exact: true });
    await switcher.waitFor();
    const options = (await switcher.locator('option').allTextContents()).map((text) => text.trim());
    expect(options[0], 'the holding first').toBe(holding!.name);
    expect(options.slice(1).sort()).toEqual(children.map((child) => child.name).sort());
    await expect.poll(() => page.getByText(`Je bekijkt de gegevens van ${holding!.name}`).count()).toBe(1);

    const child = children[1]!;
    await switcher.selectOption(child.id);
    await expect.poll(() => page.getByText(`Je bekijkt de gegevens van ${child.name}`).count()).toBe(1);

    await page.goto(`${server.url}/`);
    await waitForShell(page);
    await expect.poll(() => page.getByText(`Je bekijkt de gegevens van ${child.name}`).count()).toBe(1);
    expect(await switcher.inputValue()).toBe(child.id);
  });

  it('a link on the login page shows that the next page is loading until it shows, moving nothing', async () => {
    const { context, page } = await openContext();
    await page.goto(`${server.url}/login`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Welkom terug');
    // The app's code, which a signed-out first visit to /login has not loaded, arrives late.
    await expectLoadingBarUntilNextPage(context, page, {
      file: /\/assets\/start-app-[\w-]+\.js$/,
      heading,
      link: page.getByRole('link', { name: 'Wachtwoord vergeten?', exact: true }),
      next: 'Wachtwoord vergeten',
    });
  });

  it('a link between signed-out pages inside the router shows the same bar', async () => {
    const { context, page } = await openContext();
    // Any signed-out page but /login starts the app with its router, which then renders the login page.
    await page.goto(`${server.url}/reset-password/request`);
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten', exact: true }).waitFor();
    // The login page's code, not loaded on this page, arrives late.
    await expectLoadingBarUntilNextPage(context, page, {
      file: /\/assets\/login-page-[\w-]+\.js$/,
      heading,
      link: page.getByRole('link', { name: 'Terug naar inloggen', exact: true }),
      next: 'Welkom terug',
    });
  });

  it('a menu link shows that the next screen is loading until it shows, moving nothing', async () => {
    const { context, page } = await openContext();
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await waitForShell(page);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await heading.waitFor();
    // The agenda's code, not loaded yet (the customer landed on the dashboard), arrives late.
    await expectLoadingBarUntilNextPage(context, page, {
      file: /\/assets\/agenda-page-[\w-]+\.js$/,
      heading,
      link: page
        .getByRole('navigation', { name: 'Hoofdmenu' })
        .getByRole('link', { name: 'Agenda', exact: true }),
      next: 'Agenda',
    });
  });
});
