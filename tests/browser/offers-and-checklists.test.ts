/**
 * Offers and checklists in the browser: a customer answers an offer offline and sees it confirmed once back online;
 * an answer to an offer someone else answered meanwhile is refused with the server's message; a work
 * order's checklist reads offline after a reload, from the service worker and IndexedDB.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

const OfferList = z.object({
  data: z.array(z.object({ id: z.string(), number: z.string(), status: z.string(), version: z.number() })),
});
const OfferAnswer = z.object({ data: z.object({ status: z.string(), version: z.number() }) });
const ChecklistList = z.object({
  data: z.array(z.object({ id: z.string(), title: z.string(), workOrderId: z.string().nullable() })),
});
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });

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

async function tokenOf(email: string): Promise<string> {
  const response = await api.post('/api/login', { data: { email, password: demoPassword } });
  expect(response.status()).toBe(200);
  return LoginAnswer.parse(await response.json()).data.token;
}

async function sentOffers(token: string) {
  const response = await api.get('/api/offers?perPage=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return OfferList.parse(await response.json()).data.filter((offer) => offer.status === 'sent');
}

async function offerOnServer(token: string, id: string) {
  const response = await api.get(`/api/offers/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return OfferAnswer.parse(await response.json()).data;
}

/** Logs in and waits until the first sync has put every collection on the device. */
async function signInAndSync(page: Page, email: string, landsOn: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname === landsOn);
  await waitForServiceWorkerControl(page);
  await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });
  await expect
    .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 60_000 })
    .toBe(0);
}

async function acceptOnPage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Offerte accepteren' }).click();
  await page.getByLabel('Naam van wie akkoord geeft').fill(name);
  await page.getByRole('button', { name: 'Akkoord geven' }).click();
}

describe('offers and checklists in the browser', () => {
  it('accepts an offer offline, shows it pending, and sees it confirmed once back online', async () => {
    const token = await tokenOf(demoAccounts.customer);
    const [offer] = await sentOffers(token);
    if (!offer) throw new Error('the demo data has no sent offer for the customer');
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInAndSync(page, demoAccounts.customer, '/dashboard');
    await page.goto(`${server.url}/offers/${offer.id}`);
    await page.getByRole('button', { name: 'Offerte accepteren' }).waitFor();

    await setOffline(context, true);
    await acceptOnPage(page, 'Anne de Jong');
    await page.getByText('Nog niet verstuurd').first().waitFor();
    expect((await offerOnServer(token, offer.id)).status).toBe('sent');

    await setOffline(context, false);
    await expect.poll(() => page.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    await page.getByText('Akkoord', { exact: true }).first().waitFor();
    const served = await offerOnServer(token, offer.id);
    expect(served.status).toBe('approved');
    expect(served.version).toBe(offer.version + 1);
  });

  it('refuses an answer to an offer that was answered meanwhile, with a clear message', async () => {
    const token = await tokenOf(demoAccounts.customer);
    const offers = await sentOffers(token);
    const offer = offers.at(-1);
    if (!offer) throw new Error('the demo data has no second sent offer for the customer');
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInAndSync(page, demoAccounts.customer, '/dashboard');
    await page.goto(`${server.url}/offers/${offer.id}`);
    await page.getByRole('button', { name: 'Offerte accepteren' }).waitFor();

    await setOffline(context, true);
    await acceptOnPage(page, 'Anne de Jong');
    await page.getByText('Nog niet verstuurd').first().waitFor();
    // Meanwhile a colleague declines the same offer from elsewhere.
    const colleague = await api.post(`/api/offers/${offer.id}/respond`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { decision: 'decline', name: 'Piet de Jong', remark: 'Te duur', version: offer.version },
    });
    expect(colleague.status()).toBe(200);

    await setOffline(context, false);
    // The server refuses (409): the page says why and offers to withdraw the local answer.
    await page.getByText(/Je reactie is niet verwerkt: .*al op gereageerd/).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Reactie intrekken' }).waitFor();
    expect((await offerOnServer(token, offer.id)).status).toBe('declined');
    // The refused answer waits on the sync screen, never dropped silently.
    await page.goto(`${server.url}/sync`);
    await page
      .getByText(/al op gereageerd/)
      .first()
      .waitFor();
  });

  it("reads a work order's checklist offline after a reload", async () => {
    const token = await tokenOf(demoAccounts.customer);
    const response = await api.get('/api/checklists?perPage=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const checklist = ChecklistList.parse(await response.json()).data.find(
      (item) => item.workOrderId !== null,
    );
    if (!checklist) throw new Error('the demo data has no checklist of a work order for the customer');
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInAndSync(page, demoAccounts.customer, '/dashboard');

    await setOffline(context, true);
    await page.goto(`${server.url}/checklists/${checklist.id}`);
    await page.getByRole('heading', { level: 1, name: checklist.title }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('main').getByRole('listitem').count()).toBeGreaterThan(0);
  });
});
