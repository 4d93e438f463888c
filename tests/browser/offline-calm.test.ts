import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { apiToken, demoAccounts, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

/**
 * Offline is a normal state, not a failure, in real Chromium on a phone-sized screen: a technician
 * without signal reloads the app, adds a memo note and opens the sync screen. Meanwhile the app asks
 * nothing of the API, logs no error, and the sync screen shows no failure. Once the connection
 * returns, the note leaves at once, not after a retry timer.
 */
const DeviceList = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });

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

/** Records the page's API requests and console errors from now on. */
function watchPage(page: Page): { apiRequests: string[]; consoleErrors: string[] } {
  const apiRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { apiRequests, consoleErrors };
}

describe('offline in the browser', () => {
  it('asks nothing of the API and shows no failure offline, and sends a queued memo note at once when back online', async () => {
    const token = await apiToken(api, demoAccounts.technician);
    const devices = await api.get('/api/serviceobjects?perPage=1', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const device = DeviceList.parse(await devices.json()).data[0]!;
    const note = `Compressor maakt geluid (test ${Date.now()})`;

    const browser = await launchChromium({ viewport: { width: 360, height: 740 }, isMobile: true });
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.technician);
    await page.waitForURL((url) => url.pathname === '/devices/overview');
    await waitForServiceWorkerControl(page);
    await expect
      .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 60_000 })
      .toBe(0);

    await setOffline(context, true);
    const offline = watchPage(page);
    await page.goto(`${server.url}/devices/${device.id}?tab=memo`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    await page.getByText(/Je bent offline/).waitFor();
    await page.getByLabel('Nieuwe notitie').fill(note);
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await page.getByRole('region', { name: 'Memo' }).getByText('Nog niet verstuurd').waitFor();
    // The toast that confirms the save stands below the header's controls and the offline banner.
    const toast = page.locator('.Toastify__toast').first();
    await toast.waitFor();
    const [toastBox, headerBox, bannerBox] = await Promise.all([
      toast.boundingBox(),
      page.locator('header').first().boundingBox(),
      page
        .getByRole('status')
        .filter({ hasText: /Je bent offline/ })
        .boundingBox(),
    ]);
    expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    expect(toastBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
    // Wherever it stands, the toast takes no click meant for what is under it; its close button does.
    const hits = await toast.evaluate(async (element) => {
      // Once it has slid in (its own animation; the progress bar's runs as long as the toast).
      await Promise.all(element.getAnimations().map((animation) => animation.finished));
      const box = element.getBoundingClientRect();
      const close = element.querySelector('.Toastify__close-button')!.getBoundingClientRect();
      const at = (x: number, y: number) => document.elementFromPoint(x, y);
      return {
        body: element.closest('.Toastify')!.contains(at(box.left + box.width / 2, box.top + box.height / 2)),
        close: at(close.left + close.width / 2, close.top + close.height / 2)?.closest('button')?.className,
      };
    });
    expect(hits).toEqual({ body: false, close: expect.stringContaining('Toastify__close-button') });

    await page.getByRole('link', { name: /^Offline/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Synchronisatie' }).waitFor();
    // The states are read from their marks, not their words: the words are translated.
    const changes = page.getByRole('region', { name: 'Wijzigingen op dit apparaat' });
    await changes.locator('[data-outbox-status="waitingForConnection"]').waitFor();
    // Long enough for a retry timer or a pull round to have fired, were one still running offline.
    await page.waitForTimeout(3_000);
    expect(await page.getByText('Mislukt', { exact: true }).count()).toBe(0);
    expect(await page.getByText(/pogingen? mislukt/).count()).toBe(0);
    expect(await page.locator('[data-outbox-status="pending"]').count()).toBe(0);
    expect(await page.locator('[data-sync-status="fail"]').count()).toBe(0);
    expect(await page.locator('[data-sync-status="offline"]:visible').count()).toBeGreaterThan(1);
    // The collections fit a phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(offline.apiRequests).toEqual([]);
    expect(offline.consoleErrors).toEqual([]);

    const reconnectedAt = Date.now();
    await setOffline(context, false);
    await page.getByText('Alle wijzigingen zijn verstuurd.').waitFor({ timeout: 10_000 });
    // The send starts on the `online` event; a backoff timer would have waited far longer. The time is
    // printed as a figure: asserted, it would only measure how busy the machine is.
    const sentAfterMs = Date.now() - reconnectedAt;
    console.log(`[suite] offline: the queued memo note was sent ${sentAfterMs} ms after reconnecting`);
    expect(sentAfterMs).toBeLessThan(10_000);
    expect(await page.getByText('Mislukt', { exact: true }).count()).toBe(0);
  });
});
