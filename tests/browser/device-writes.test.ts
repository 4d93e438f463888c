import type { APIRequestContext } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import { launchChromium, setOffline, startPortalServer, type PortalServer } from './harness';

/**
 * Device writes in real Chromium against the real server: a technician without signal adds
 * a note to a device's memo and a photo with its photo type; both show at once, marked as not sent;
 * back online they reach the server and the marks go.
 */
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
const DeviceList = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })) });
const DeviceAnswer = z.object({ data: z.object({ memo: z.string().nullable() }) });
const PhotoList = z.object({ data: z.array(z.object({ id: z.string(), fileName: z.string() })) });

/** A 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

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

describe('device writes in the browser', () => {
  it('adds a memo note and a photo offline, shows them pending, and sends them once back online', async () => {
    const login = await api.post('/api/login', {
      data: { email: demoAccounts.technician, password: demoPassword },
    });
    const { token } = LoginAnswer.parse(await login.json()).data;
    const headers = { Authorization: `Bearer ${token}` };
    const devices = await api.get('/api/serviceobjects?perPage=5', { headers });
    const device = DeviceList.parse(await devices.json()).data[0]!;
    const note = `Deur koelcel klemt (test ${Date.now()})`;

    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.technician);
    await page.waitForURL((url) => url.pathname === '/devices/overview');
    await expect
      .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 60_000 })
      .toBe(0);
    await page.goto(`${server.url}/devices/${device.id}?tab=photos`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    // The device's photos and the photo types are on this device once the tab can say there are none.
    await page.getByText("Er zijn geen foto's van deze installatie.").waitFor({ timeout: 60_000 });

    await setOffline(context, true);
    await page.getByRole('button', { name: "Foto's toevoegen" }).click();
    await page.getByLabel('Soort foto').selectOption({ label: 'Typeplaatje' });
    await page
      .getByTestId('device-photo-files')
      .setInputFiles({ name: 'typeplaatje.png', mimeType: 'image/png', buffer: png });
    await page.getByText('typeplaatje.png').waitFor();
    await page.getByRole('button', { name: "Foto's opslaan" }).click();
    const pendingPhoto = page.locator('[data-testid="device-photo"][data-pending="true"]');
    await pendingPhoto.waitFor();
    await pendingPhoto.getByText('Nog niet verstuurd').waitFor();
    // The image shows from the blob waiting on this device, without a connection.
    await expect
      .poll(() =>
        pendingPhoto.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(1);

    await page.getByRole('tab', { name: 'Memo' }).click();
    await page.getByLabel('Nieuwe notitie').fill(note);
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    await page.getByTestId('device-memo').getByText(note, { exact: false }).waitFor();
    const memoSection = page.getByRole('region', { name: 'Memo' });
    await memoSection.getByText('Nog niet verstuurd').waitFor();

    await setOffline(context, false);
    await expect.poll(() => memoSection.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('tab', { name: "Foto's" }).click();
    await page.locator('[data-testid="device-photo"][data-pending="false"]').waitFor({ timeout: 30_000 });
    expect(await pendingPhoto.count()).toBe(0);

    const served = DeviceAnswer.parse(
      await (await api.get(`/api/serviceobjects/${device.id}`, { headers })).json(),
    );
    expect(served.data.memo).toContain(`: ${note}`);
    expect(served.data.memo?.split('\n').filter((line) => line.includes(note))).toHaveLength(1);
    const photos = PhotoList.parse(
      await (await api.get(`/api/serviceobjects/${device.id}/photos`, { headers })).json(),
    );
    expect(photos.data.map((photo) => photo.fileName)).toEqual(['typeplaatje.png']);
    const image = await api.get(`/api/serviceobjects/photos/${photos.data[0]!.id}`, { headers });
    expect(image.status()).toBe(200);
    expect(Buffer.from(await image.body()).equals(png)).toBe(true);
  });
});
