import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import {
  launchChromium,
  launchChromiumPool,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalBrowserPool,
  type PortalServer,
} from './harness';

/**
 * The activity log in real Chromium against the real server: a customer administrator answers an
 * offer on its page, opens the activity log and finds the answer there (brought by sync), narrows the
 * log to that action (kept in the URL, across a reload and offline), and opens the offer from the
 * entry. On a phone the same log is a list of cards, and staff see the customer's entries with the
 * organisation and can narrow them to one person.
 */
const LoginAnswer = z.object({
  data: z.object({ token: z.string(), user: z.object({ id: z.string(), name: z.string() }) }),
});
const OfferList = z.object({
  data: z.array(z.object({ id: z.string(), number: z.string(), status: z.string(), version: z.number() })),
});

/** Set PORTAL_SCREENSHOT_DIR to keep screenshots of the log at desktop and phone width. */
const screenshotDir = process.env.PORTAL_SCREENSHOT_DIR;

let server: PortalServer;
let api: APIRequestContext;
let pool: PortalBrowserPool;

beforeAll(async () => {
  server = await startPortalServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  pool = await launchChromiumPool();
});

afterAll(async () => {
  await pool?.close();
  await api?.dispose();
  await server?.close();
});

async function apiLogin(email: string) {
  const response = await api.post('/api/login', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return LoginAnswer.parse(await response.json()).data;
}

/** The open offers `token` may answer, oldest number first. */
async function openOffers(token: string) {
  const response = await api.get('/api/offers?perPage=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return OfferList.parse(await response.json())
    .data.filter((offer) => offer.status === 'sent')
    .sort((a, b) => a.number.localeCompare(b.number));
}

/** Logs in through the login page and waits until the first sync has put everything on the device. */
async function signInAndSync(page: Page, email: string, home = '/dashboard'): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname === home);
  await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 90_000 });
  await expect
    .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 90_000 })
    .toBe(0);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
}

/** The rows of the log's table (wide screens) that contain `text`. */
function tableRows(page: Page, text: string) {
  return page.getByRole('table', { name: 'Activiteiten' }).getByRole('row').filter({ hasText: text });
}

describe('the activity log in the browser', () => {
  it('shows an offer just answered, narrows the log to that action, and keeps working offline', async () => {
    const { token } = await apiLogin(demoAccounts.customer);
    const [offer] = await openOffers(token);
    if (!offer) throw new Error('the demo data has no open offer');
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInAndSync(page, demoAccounts.customer);
    await waitForServiceWorkerControl(page);

    // The action, on the offer's own page.
    await page.goto(`${server.url}/offers/${offer.id}`);
    await page.getByRole('button', { name: 'Offerte accepteren' }).click();
    await page.getByLabel('Naam van wie akkoord geeft').fill('Anne de Jong');
    await page.getByRole('button', { name: 'Akkoord geven' }).click();
    await expect
      .poll(async () => (await openOffers(token)).some((open) => open.id === offer.id), { timeout: 30_000 })
      .toBe(false);

    // The log shows it once sync has brought the server's entry.
    await page.goto(`${server.url}/activity-logs`);
    await page.getByRole('heading', { level: 1, name: 'Activiteitenlog' }).waitFor();
    const answered = tableRows(page, offer.number).filter({ hasText: 'Offerte geaccepteerd' });
    await answered.waitFor({ timeout: 30_000 });
    await expect.poll(() => answered.count()).toBe(1);
    const row = answered.first();
    await row.getByText('Bakkerij De Jong', { exact: false }).first().waitFor();
    expect(await row.locator('time').getAttribute('datetime')).toMatch(/Z$/);
    const everything = await tableRows(page, '').count();
    expect(await tableRows(page, 'Ingelogd').count()).toBeGreaterThan(0);
    await screenshot(page, 'activity-log-desktop');

    // Narrowed to the action: only that action remains, and the URL says so.
    await page.getByRole('combobox', { name: 'Actie' }).selectOption({ label: 'Offerte geaccepteerd' });
    await page.waitForURL((url) => url.searchParams.getAll('action').join() === 'offer_accepted');
    await expect.poll(() => tableRows(page, 'Ingelogd').count()).toBe(0);
    const narrowed = await tableRows(page, 'Offerte geaccepteerd').count();
    expect(narrowed).toBeGreaterThanOrEqual(1);
    expect(narrowed).toBeLessThan(everything);
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /activiteit/ })
          .textContent(),
      )
      .toMatch(new RegExp(`^${narrowed} activiteit`));
    await screenshot(page, 'activity-log-desktop-filtered');

    // A period of Amsterdam days: from tomorrow nothing has happened yet; from today the answer is back.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Van', { exact: true }).fill(tomorrow);
    await page.waitForURL((url) => url.searchParams.get('from') === tomorrow);
    await expect.poll(() => tableRows(page, '').count()).toBe(0);
    await page.getByLabel('Van', { exact: true }).fill(today);
    await page.waitForURL((url) => url.searchParams.get('from') === today);
    await answered.waitFor();

    // Each filter is named by its visible label, and the keyboard visits them in reading order.
    await page.getByRole('combobox', { name: 'Gebruiker' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Actie');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent,
      ),
    ).toBe('Van');

    // Offline, after a reload: the same narrowed log, from the device.
    await setOffline(context, true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Activiteitenlog' }).waitFor();
    await answered.waitFor();
    expect(await tableRows(page, 'Ingelogd').count()).toBe(0);
    await setOffline(context, false);

    // The entry's subject opens the offer.
    await answered.getByRole('link', { name: offer.number, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/offers/${offer.id}`);
  }, 300_000);

  it('is a list of cards on a phone, where staff narrow a customer’s entries to one person', async () => {
    const customer = await apiLogin(demoAccounts.customer);
    const { page } = await pool.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
    onTestFinished(() => page.context().close());
    await signInAndSync(page, demoAccounts.planner);
    await page.goto(`${server.url}/activity-logs`);
    await page.getByRole('heading', { level: 1, name: 'Activiteitenlog' }).waitFor();

    const cards = page.getByRole('list', { name: 'Activiteiten' }).getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.getByRole('table', { name: 'Activiteiten' }).count()).toBe(0);
    // Nothing is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(page, 'activity-log-phone');

    await page.getByRole('combobox', { name: 'Gebruiker' }).selectOption({ label: customer.user.name });
    await page.waitForURL((url) => url.searchParams.get('user') === customer.user.id);
    await expect
      .poll(async () => {
        const texts = await cards.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(customer.user.name));
      })
      .toBe(true);
    // The customer's sign-ins belong to the customer's organisation, which staff see named.
    await cards
      .filter({ hasText: 'Ingelogd' })
      .first()
      .getByText('Bakkerij De Jong', { exact: false })
      .waitFor();
    await screenshot(page, 'activity-log-phone-filtered');
  }, 300_000);
  it('a role change by the planner appears in the activity log', async () => {
    const { page } = await pool.newContext({ viewport: { width: 1280, height: 900 } });
    onTestFinished(() => page.context().close());
    await signInAndSync(page, demoAccounts.planner);

    // The action, on the roles screen: a new English title for the technicians' role.
    await page.goto(`${server.url}/roles`);
    await page.getByRole('heading', { level: 1, name: 'Rollen' }).waitFor();
    await page.getByRole('button', { name: 'Wijzigen: Monteur' }).click();
    await page.getByLabel('Titel (Engels)').fill('Service engineer');
    await page.getByRole('button', { name: 'Rol opslaan' }).click();
    await page.getByRole('button', { name: 'Wijzigen: Monteur' }).waitFor();

    // Today's role changes: the seeded history has an older one, so the period tells them apart.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    await page.goto(`${server.url}/activity-logs?action=role_updated&from=${today}`);
    await page.getByRole('heading', { level: 1, name: 'Activiteitenlog' }).waitFor();
    const changed = tableRows(page, 'Joost Hendriks heeft de rol Monteur gewijzigd');
    await changed.first().waitFor({ timeout: 30_000 });
    await expect.poll(() => changed.count()).toBe(1);
    await changed.getByText('Engelse titel was Technician', { exact: false }).waitFor();
    await changed.getByText('Intern', { exact: true }).waitFor();
  }, 300_000);
});
