import type { APIRequestContext } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, signInTechnicianSynced } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

/**
 * The devices screens in real Chromium against the real server: a technician
 * finds a device by typing part of its serial number, and reads its F-gas logbook offline after a
 * reload; the overview's rows stay where they first appeared while the rest of the list is read.
 */
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
const DeviceList = z.object({
  data: z.array(
    z.object({ id: z.string(), number: z.string(), name: z.string(), serialNumber: z.string().nullable() }),
  ),
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

describe('the devices screens in the browser', () => {
  it('finds a device by part of its serial number and shows its logbook offline', async () => {
    const login = await api.post('/api/login', {
      data: { email: demoAccounts.technician, password: demoPassword },
    });
    const { token } = LoginAnswer.parse(await login.json()).data;
    const devices = await api.get('/api/serviceobjects?perPage=100', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const device = DeviceList.parse(await devices.json()).data.find((row) => row.serialNumber !== null)!;
    // The middle of the serial number, in lower case: search ignores case and finds any part.
    const serialPart = device.serialNumber!.slice(2, 8).toLowerCase();

    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInTechnicianSynced(page, server.url);
    await waitForServiceWorkerControl(page);

    await page.getByRole('searchbox', { name: 'Zoek installaties' }).fill(serialPart);
    const results = page.getByRole('main').getByRole('list', { name: 'Installaties' }).getByRole('listitem');
    await expect.poll(() => results.count()).toBe(1);
    await results.getByRole('link', { name: device.name }).click();
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();

    await setOffline(context, true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    await page.getByRole('tab', { name: 'Logboek' }).click();
    const logbook = page.getByRole('main').getByRole('list', { name: 'Logboek' });
    await logbook.getByText('Eerste vulling').first().waitFor();
    await logbook
      .getByText(/, bedrijfscertificaat /)
      .first()
      .waitFor();
    await page.getByText(/Je bent offline/).waitFor();
  });

  it('keeps the overview’s first rows in place while the whole list is read and counted', async () => {
    const browser = await launchChromium({ viewport: { width: 360, height: 740 } });
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInTechnicianSynced(page, server.url);

    // A new start of the screen: its first rows come before the whole list (and its count) is read.
    const next = await context.newPage();
    await next.addInitScript({
      content: `window.__mainShifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            for (const source of entry.sources)
              if (source.node && source.node.closest && source.node.closest('main'))
                window.__mainShifts.push(source.node.nodeName + ' ' + source.previousRect.y + ' -> ' + source.currentRect.y);
        }).observe({ type: 'layout-shift', buffered: true });`,
    });
    await next.goto(`${server.url}/devices/overview`);
    await next
      .getByRole('main')
      .getByText(/^\d+ installaties$/)
      .waitFor();
    // Layout shifts are reported after the frame that made them.
    await next.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );

    expect(await next.evaluate(() => (window as unknown as { __mainShifts: string[] }).__mainShifts)).toEqual(
      [],
    );
  });
});
