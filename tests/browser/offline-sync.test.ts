import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { uuidv7 } from '../../src/lib/uuid';
import { demoAccounts, demoPassword, logOutThroughMenu, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';
import { createTaskNotYetSent } from './tasks-screen';

/**
 * The sync engine in real Chromium against the real server: after one sync the
 * tasks screen works offline across a reload; a task created offline survives a reload and reaches
 * the server exactly once when the connection returns; a change made on the server shows on the open
 * screen without a reload (realtime); and logout leaves nothing of the user on the device.
 */
const TaskList = z.object({
  data: z.array(z.object({ id: z.string(), title: z.string(), organisationId: z.string() })),
});
const MessageList = z.object({ data: z.array(z.object({ id: z.string(), subject: z.string() })) });
const DocumentList = z.object({
  data: z.array(z.object({ name: z.string(), inboundMessageId: z.string().nullable() })),
});
const LoginAnswer = z.object({
  data: z.object({ token: z.string(), user: z.object({ company: z.object({ id: z.string() }) }) }),
});

let server: PortalServer;
let api: APIRequestContext;

beforeAll(async () => {
  server = await startPortalServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
});

afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

async function customerSession(): Promise<{ token: string; organisationId: string }> {
  const response = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  expect(response.status()).toBe(200);
  const { data } = LoginAnswer.parse(await response.json());
  return { token: data.token, organisationId: data.user.company.id };
}

async function serverTasks(token: string): Promise<z.infer<typeof TaskList>['data']> {
  const tasks: z.infer<typeof TaskList>['data'] = [];
  for (let page = 1; page < 20; page += 1) {
    const response = await api.get(`/api/task?perPage=100&page=${page}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const { data } = TaskList.parse(await response.json());
    tasks.push(...data);
    if (data.length < 100) return tasks;
  }
  return tasks;
}

/** Logs in as the holding customer and waits until the first sync has put every collection on the device. */
async function signInAndSync(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, demoAccounts.customer);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await waitForServiceWorkerControl(page);
  await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });
  await expect
    .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 60_000 })
    .toBe(0);
}

describe('the sync engine in the browser', () => {
  it('shows the synced tasks offline after a reload, and delivers a task and a message with an attachment made offline exactly once', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    const { token } = await customerSession();
    const [knownTask] = await serverTasks(token);
    expect(knownTask).toBeDefined();

    await signInAndSync(page);
    await page.goto(`${server.url}/tasks`);
    await page.getByText(knownTask!.title, { exact: true }).first().waitFor();

    await setOffline(context, true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Taken' }).waitFor();
    await page.getByText(knownTask!.title, { exact: true }).first().waitFor();
    await page.getByText(/Je bent offline/).waitFor();

    const title = `Offline taak ${Date.now()}`;
    const card = await createTaskNotYetSent(page, title);

    // A message with an attachment: the file waits in IndexedDB as a blob, across the reload too.
    const subject = `Offline bericht ${Date.now()}`;
    await page.getByRole('button', { name: 'Bericht sturen' }).click();
    await page.getByLabel('Onderwerp').fill(subject);
    await page.getByLabel('Bericht', { exact: true }).fill('De koelcel piept.');
    await page.setInputFiles('input[type=file]', [
      { name: 'storing.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') },
    ]);
    await page.getByRole('button', { name: 'Bericht versturen' }).click();
    await page.getByRole('tab', { name: 'Berichten' }).click();
    const messageCard = page.getByRole('listitem').filter({ hasText: subject });
    await messageCard.getByText('Nog niet verstuurd').waitFor();
    await page.getByRole('tab', { name: 'Taken' }).click();

    await page.reload();
    await card.getByText('Nog niet verstuurd').waitFor();
    expect((await serverTasks(token)).filter((task) => task.title === title)).toHaveLength(0);

    await setOffline(context, false);
    await expect.poll(() => card.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('tab', { name: 'Berichten' }).click();
    await expect.poll(() => messageCard.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    // Give a duplicate every chance to arrive before counting.
    await page.waitForTimeout(1_500);
    expect((await serverTasks(token)).filter((task) => task.title === title)).toHaveLength(1);
    const messages = await api.get('/api/inbound-messages?perPage=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const sentMessages = MessageList.parse(await messages.json()).data.filter(
      (message) => message.subject === subject,
    );
    expect(sentMessages).toHaveLength(1);
    const attachments = await api.get(`/api/documents?perPage=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const stored = DocumentList.parse(await attachments.json()).data.filter(
      (document) => document.inboundMessageId === sentMessages[0]!.id,
    );
    expect(stored.map((document) => document.name)).toEqual(['storing.pdf']);
  });

  it('shows a task created elsewhere on the open tasks screen without a reload', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page } = browser;
    const { token, organisationId } = await customerSession();
    await signInAndSync(page);
    await page.goto(`${server.url}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Taken' }).waitFor();
    // The realtime connection is opened after the first sync starts; let it settle.
    await page.waitForTimeout(1_000);

    const title = `Taak van kantoor ${Date.now()}`;
    const id = uuidv7();
    const started = Date.now();
    const response = await api.post('/api/task', {
      headers: { Authorization: `Bearer ${token}` },
      data: { id, organisationId, title },
    });
    expect(response.status()).toBe(201);

    await page.getByText(title, { exact: true }).waitFor({ timeout: 10_000 });
    // The budget is a second; the assertion leaves room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('leaves no IndexedDB database, cache or local-storage entry of the user after logout', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page } = browser;
    await signInAndSync(page);
    await page.goto(`${server.url}/tasks`);
    await page.getByRole('heading', { level: 1, name: 'Taken' }).waitFor();

    await logOutThroughMenu(page);

    const left = await page.evaluate(async () => ({
      databases: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
      storage: Object.keys(localStorage),
    }));
    expect(left.databases).toEqual([]);
    expect(left.caches.every((name) => name.startsWith('workbox-precache'))).toBe(true);
    expect(left.storage.every((key) => key === 'locale')).toBe(true);
  });
});
