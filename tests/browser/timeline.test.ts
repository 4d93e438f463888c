import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { timelineItemIdFor } from '../../src/lib/timeline-entry';
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
 * The timeline in real Chromium against the real server: a task made offline for a colleague shows
 * on the timeline at once, as not sent yet; once the connection returns it is the server's item
 * (same id, no longer pending) and the colleague finds the task in "Mijn open taken" and on their
 * timeline. The type filter survives a reload and the way back from a record, an item opens its
 * record, and a message opens on the item's own page, from where it can be mailed.
 */
const LoginAnswer = z.object({
  data: z.object({
    token: z.string(),
    user: z.object({
      id: z.string(),
      name: z.string(),
      company: z.object({ id: z.string(), name: z.string() }),
    }),
  }),
});
const TaskList = z.object({ data: z.array(z.object({ id: z.string(), title: z.string() })) });
const TimelineList = z.object({
  data: z.array(
    z.object({ id: z.string(), type: z.number(), title: z.string(), refId: z.string().nullable() }),
  ),
});
const MailList = z.object({ data: z.array(z.object({ to: z.string(), subject: z.string() })) });

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

async function apiGet<T>(path: string, schema: z.ZodType<T>, token?: string): Promise<T> {
  const response = await api.get(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});
  expect(response.status(), path).toBe(200);
  return schema.parse(await response.json());
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

/** The timeline's items (in every day's list) whose text contains `text`. */
function timelineItems(page: Page, text: string) {
  return page.getByRole('main').getByRole('region').getByRole('listitem').filter({ hasText: text });
}

describe('the timeline in the browser', () => {
  it("shows a task made offline at once, then as the server's item, and in its assignee's open tasks", async () => {
    const colleague = await apiLogin(demoAccounts.branch);
    const { token } = await apiLogin(demoAccounts.customer);
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInAndSync(page, demoAccounts.customer);
    await waitForServiceWorkerControl(page);

    await page.goto(`${server.url}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Taken' }).waitFor();
    await setOffline(context, true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Taken' }).waitFor();

    const title = `Tijdlijn offline ${Date.now()}`;
    await page.getByRole('button', { name: 'Nieuwe taak' }).click();
    const form = page.getByRole('region', { name: 'Nieuwe taak' });
    await form.getByLabel('Organisatie').selectOption(colleague.user.company.id);
    await form.getByLabel('Titel').fill(title);
    await form.getByRole('combobox', { name: 'Toegewezen aan' }).selectOption(colleague.user.id);
    await form.getByRole('button', { name: 'Taak opslaan' }).click();
    await page.getByRole('listitem').filter({ hasText: title }).getByText('Nog niet verstuurd').waitFor();

    // Offline, in the app: the timeline lists the new task today, marked as not sent yet.
    await page.goto(`${server.url}/timeline`).catch(() => undefined);
    await page.getByRole('heading', { level: 1, name: 'Tijdlijn' }).waitFor();
    const today = page.getByRole('main').getByRole('region', { name: /^Vandaag/ });
    const item = today.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Nog niet verstuurd').waitFor();
    await item.getByText('Taak', { exact: true }).waitFor();
    expect(await timelineItems(page, title).count()).toBe(1);

    await setOffline(context, false);
    await expect.poll(() => item.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);

    const created = (await apiGet('/api/task?perPage=100', TaskList, token)).data.filter(
      (task) => task.title === title,
    );
    expect(created).toHaveLength(1);
    const serverItems = (await apiGet('/api/timeline?perPage=100&type[]=2', TimelineList, token)).data.filter(
      (entry) => entry.refId === created[0]!.id,
    );
    expect(serverItems.map((entry) => entry.id)).toEqual([timelineItemIdFor(created[0]!.id)]);
    // The pulled item took the local one's place: one item, the server's, not pending.
    await page.waitForTimeout(1_000);
    expect(await timelineItems(page, title).count()).toBe(1);
    expect(await item.getByText('Nog niet verstuurd').count()).toBe(0);
    await item.getByRole('link', { name: title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/tasks/${created[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The colleague it was made for finds it among their open tasks and on their timeline.
    const other = await pool.newContext();
    onTestFinished(() => other.context.close());
    await signInAndSync(other.page, demoAccounts.branch);
    await other.page.goto(`${server.url}/my-open-tasks`);
    await other.page
      .getByRole('list', { name: 'Mijn open taken' })
      .getByRole('link', { name: title, exact: true })
      .waitFor();
    await other.page.goto(`${server.url}/timeline`);
    const theirItem = timelineItems(other.page, title);
    await theirItem.getByRole('link', { name: title, exact: true }).waitFor();
    expect(await theirItem.getByText('Nog niet verstuurd').count()).toBe(0);
  }, 300_000);

  it('filters by type in the URL, across a reload and back from a record, and opens each item', async () => {
    const { page } = await pool.newContext();
    onTestFinished(() => page.context().close());
    await signInAndSync(page, demoAccounts.customer);
    await page.goto(`${server.url}/timeline`);
    await page.getByRole('heading', { level: 1, name: 'Tijdlijn' }).waitFor();

    // The chips are buttons: the keyboard reaches and presses them.
    const invoices = page.getByRole('button', { name: 'Facturen', exact: true });
    await invoices.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.getAll('type').join() === '4');
    await expect.poll(() => invoices.getAttribute('aria-pressed')).toBe('true');
    const badges = async () =>
      page
        .getByRole('main')
        .getByRole('region')
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((item) => item.querySelector('.chakra-badge')?.textContent?.trim()),
        );
    await expect.poll(async () => new Set(await badges())).toEqual(new Set(['Factuur']));

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tijdlijn' }).waitFor();
    await expect.poll(() => invoices.getAttribute('aria-pressed')).toBe('true');

    // An invoice's item opens the invoice; back returns to the filtered timeline.
    const firstInvoice = page.getByRole('main').getByRole('region').getByRole('listitem').first();
    const invoiceTitle = (await firstInvoice.getByRole('link').first().textContent())!.trim();
    await firstInvoice.getByRole('link', { name: invoiceTitle, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/invoices/'));
    await page.getByRole('heading', { level: 1, name: `Factuur ${invoiceTitle}` }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/timeline' && url.searchParams.get('type') === '4');
    await expect.poll(async () => new Set(await badges())).toEqual(new Set(['Factuur']));

    // Messages instead: a message opens on the item's own page, with its text and history.
    await page.getByRole('button', { name: 'Facturen', exact: true }).click();
    await page.getByRole('button', { name: 'Berichten', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.getAll('type').join() === '1');
    await expect.poll(async () => new Set(await badges())).toEqual(new Set(['Bericht']));
    const firstMessage = page.getByRole('main').getByRole('region').getByRole('listitem').first();
    const subject = (await firstMessage.getByRole('link').first().textContent())!.trim();
    await firstMessage.getByRole('link', { name: subject, exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/timeline/'));
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    await page.getByRole('region', { name: 'Bericht' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Geschiedenis' }).waitFor();

    // "Mail naar mijzelf" goes through the outbox; the server mails the message to the signed-in user.
    const mailsToMe = async () =>
      (await apiGet(`/api/dev/mail?to=${encodeURIComponent(demoAccounts.customer)}`, MailList)).data.length;
    const before = await mailsToMe();
    await page.getByRole('button', { name: 'Mail naar mijzelf' }).click();
    await page
      .getByText(`Het bericht is naar ${demoAccounts.customer} gemaild.`)
      .waitFor({ timeout: 30_000 });
    expect(await mailsToMe()).toBe(before + 1);
    // The server notes the mail in the item's history, which reaches the open page.
    await page.getByText(`Gemaild naar ${demoAccounts.customer}`).waitFor({ timeout: 30_000 });
  }, 300_000);

  it('shows an invoice the back office brings in on an open timeline, without a reload', async () => {
    const { token, user } = await apiLogin(demoAccounts.customer);
    const { page } = await pool.newContext();
    onTestFinished(() => page.context().close());
    await signInAndSync(page, demoAccounts.customer);
    await page.goto(`${server.url}/timeline?type=4`);
    await page.getByRole('heading', { level: 1, name: 'Tijdlijn' }).waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // The demo export of the holding holds two new invoices, numbered after its relation number.
    const started = await api.post('/api/synchronization/run', {
      headers: { Authorization: `Bearer ${token}` },
      data: { organizationId: user.company.id },
    });
    expect(started.status()).toBe(202);
    const today = page.getByRole('main').getByRole('region', { name: /^Vandaag/ });
    await expect
      .poll(() => today.getByRole('listitem').filter({ hasText: '-ADM-' }).count(), { timeout: 60_000 })
      .toBe(2);
    expect(navigations).toEqual([]);
  }, 300_000);
});
