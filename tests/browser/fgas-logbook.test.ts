import type { APIRequestContext } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { formatDate } from '../../src/i18n/formatters';
import { addMonths } from '../../src/lib/fgas';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import { launchChromium, setOffline, startPortalServer, type PortalServer } from './harness';
import { dutchDay } from '../../src/lib/dutch-day';

/**
 * The F-gas logbook written at the equipment: a technician on a 360 px phone without signal records a
 * leak check that found a leak and then its repair. The device page shows the re-check of Art. 4(5) of
 * Regulation (EU) 2024/573 at once; back online both entries reach the server exactly once, and the
 * server's legal-supervision list and the public QR page show the same re-check date.
 */
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
const Supervision = z.object({
  data: z.array(z.object({ serviceObjectId: z.string(), regime: z.string(), nextDueDate: z.string() })),
});
const Device = z.object({ data: z.object({ id: z.string(), name: z.string(), publicId: z.string() }) });
const Logbook = z.object({
  data: z.array(z.object({ id: z.string(), kind: z.string(), leakLocation: z.string().nullable() })),
});
const PublicDevice = z.object({ data: z.object({ nextLeakCheckDate: z.string().nullable() }) });

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

describe('the F-gas logbook in the browser', () => {
  it('records a leak and its repair offline on a phone; every screen then shows one re-check date', async () => {
    const login = await api.post('/api/login', {
      data: { email: demoAccounts.technician, password: demoPassword },
    });
    const { token } = LoginAnswer.parse(await login.json()).data;
    const headers = { Authorization: `Bearer ${token}` };
    const duties = Supervision.parse(
      await (
        await api.get('/api/serviceobjects/legal-supervisions?regime[]=fgas_leak_check&perPage=100', {
          headers,
        })
      ).json(),
    ).data;
    // A device under the leak-check duty with no repair or re-check pending yet.
    const pending = new Set(
      Supervision.parse(
        await (
          await api.get(
            '/api/serviceobjects/legal-supervisions?regime[]=fgas_leak_recheck&regime[]=fgas_leak_repair&perPage=100',
            { headers },
          )
        ).json(),
      ).data.map((row) => row.serviceObjectId),
    );
    const chosen = duties.find((row) => !pending.has(row.serviceObjectId))!;
    const device = Device.parse(
      await (await api.get(`/api/serviceobjects/${chosen.serviceObjectId}`, { headers })).json(),
    ).data;
    const leakLocation = `Flare-verbinding zuigleiding (test ${Date.now()})`;

    const browser = await launchChromium({ viewport: { width: 360, height: 740 }, isMobile: true });
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.technician);
    await page.waitForURL((url) => url.pathname === '/devices/overview');
    await expect
      .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 60_000 })
      .toBe(0);
    await page.goto(`${server.url}/devices/${device.id}?tab=logbook`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    const newEntry = page.getByRole('button', { name: 'Nieuwe logboekregel' });
    await newEntry.waitFor({ timeout: 60_000 });

    await setOffline(context, true);
    await newEntry.click();
    await page.getByRole('button', { name: 'Lekcontrole', exact: true }).click();
    await page.getByText('Lek gevonden', { exact: true }).click();
    await page.getByLabel('Waar zit het lek?').fill(leakLocation);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await newEntry.click();
    await page.getByRole('button', { name: 'Reparatie', exact: true }).click();
    await page.getByLabel('Wat is er gerepareerd?').fill('Flare opnieuw gemaakt en aangehaald');
    await page.getByText('Lek gerepareerd', { exact: true }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // Offline, the device page already counts the re-check from the repair: a month later at most.
    const recheck = addMonths(dutchDay(new Date().toISOString()), 1);
    const shownDate = formatDate(recheck, 'nl');
    await page.getByText(`hercontrole na reparatie`, { exact: false }).waitFor();
    await page.getByText(shownDate, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await setOffline(context, false);
    await expect
      .poll(
        async () => {
          const logbook = Logbook.parse(
            await (await api.get(`/api/serviceobjects/${device.id}/logbook?perPage=100`, { headers })).json(),
          ).data;
          const leakChecks = logbook.filter((entry) => entry.leakLocation === leakLocation);
          return [leakChecks.length, logbook.filter((entry) => entry.kind === 'repair').length > 0];
        },
        { timeout: 30_000 },
      )
      .toEqual([1, true]);
    await expect.poll(() => page.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);

    const served = Supervision.parse(
      await (
        await api.get(`/api/serviceobjects/legal-supervisions?regime[]=fgas_leak_recheck&perPage=100`, {
          headers,
        })
      ).json(),
    ).data.filter((row) => row.serviceObjectId === device.id);
    expect(served.map((row) => row.nextDueDate)).toEqual([recheck]);
    const publicAnswer = PublicDevice.parse(
      await (await api.get(`/api/public/serviceobjects/${device.publicId}`)).json(),
    );
    expect(publicAnswer.data.nextLeakCheckDate).toBe(recheck);

    // The sticker's page, as anyone at the equipment opens it, shows the same date.
    const visitor = await launchChromium({ viewport: { width: 360, height: 740 }, isMobile: true });
    onTestFinished(() => visitor.close());
    const sticker = visitor.page;
    await sticker.goto(`${server.url}/public/serviceobjects/${device.publicId}`);
    await sticker.getByText(shownDate, { exact: true }).waitFor();

    // And the technician's own legal-supervision screen, computed on the phone.
    await page.goto(`${server.url}/devices/legal-supervision`);
    const row = page.getByRole('listitem').filter({ hasText: device.name }).filter({
      hasText: 'Hercontrole na lekreparatie',
    });
    await row.getByText(`Uiterlijk ${shownDate}`, { exact: false }).waitFor({ timeout: 30_000 });
  });
});
