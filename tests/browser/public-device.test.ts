import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { chromium, request as playwrightRequest } from 'playwright-core';
import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, signInTechnicianSynced } from './demo-login';
import {
  chromiumFlags,
  chromiumPath,
  launchChromium,
  launchChromiumPool,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalBrowserPool,
  type PortalServer,
} from './harness';

/**
 * The page a device's QR sticker opens, in real Chromium against the real server: anyone
 * sees the public facts and who to call, never the logbook; a signed-in technician opening the same
 * URL lands on the full device page, also without a connection; and the overview's "Scannen"
 * reads a sticker from the camera (Chromium's fake camera playing a picture of the code, decoded by
 * the jsQR fallback, as Linux Chromium has no BarcodeDetector) and opens the device.
 */
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
const DeviceList = z.object({
  data: z.array(z.object({ id: z.string(), number: z.string(), name: z.string(), publicId: z.string() })),
});

let server: PortalServer;
let api: APIRequestContext;
let pool: PortalBrowserPool;
let device: z.infer<typeof DeviceList>['data'][number];

beforeAll(async () => {
  server = await startPortalServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  pool = await launchChromiumPool();
  const login = await api.post('/api/login', {
    data: { email: demoAccounts.technician, password: demoPassword },
  });
  const { token } = LoginAnswer.parse(await login.json()).data;
  const devices = await api.get('/api/serviceobjects?perPage=5', {
    headers: { Authorization: `Bearer ${token}` },
  });
  device = DeviceList.parse(await devices.json()).data[0]!;
});

afterAll(async () => {
  await pool?.close();
  await api?.dispose();
  await server?.close();
});

describe('the public device page', () => {
  it('shows anyone the sticker facts and the phone number, without logbook or login', async () => {
    const { context, page } = await pool.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
    });
    onTestFinished(() => context.close());
    await page.goto(`${server.url}/public/serviceobjects/${device.publicId}`);

    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(device.number, { exact: true }).waitFor();
    for (const label of [
      'Koudemiddel',
      'Vulling',
      'CO2-equivalent',
      'Laatste lekcontrole',
      'Volgende lekcontrole',
    ]) {
      await main.getByText(label, { exact: true }).waitFor();
    }
    await main.getByText('Koelservice Nederland B.V.').waitFor();
    expect(await main.getByRole('link', { name: 'Bel 030 - 241 88 00' }).getAttribute('href')).toBe(
      'tel:0302418800',
    );
    expect(await page.getByRole('tab', { name: 'Logboek' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Inloggen' }).count()).toBe(1);
    expect(page.url()).toContain(`/public/serviceobjects/${device.publicId}`);
    // Phone width: nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  it('says so when a sticker is not known', async () => {
    const { context, page } = await pool.newContext();
    onTestFinished(() => context.close());
    await page.goto(`${server.url}/public/serviceobjects/0000000000000000deadbeef`);
    await page.getByText('Onbekende QR-code').waitFor();
  });

  it('takes a signed-in technician to the full device with its logbook, also offline', async () => {
    const browser = await launchChromium({ viewport: { width: 390, height: 844 }, isMobile: true });
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await signInTechnicianSynced(page, server.url);
    await waitForServiceWorkerControl(page);

    await page.goto(`${server.url}/public/serviceobjects/${device.publicId}`);
    await page.waitForURL((url) => url.pathname === `/devices/${device.id}`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    await page.getByRole('tab', { name: 'Logboek' }).waitFor();

    // At the equipment without signal: the sticker's URL still opens the device from the local data.
    await setOffline(context, true);
    await page.goto(`${server.url}/public/serviceobjects/${device.publicId}`);
    await page.waitForURL((url) => url.pathname === `/devices/${device.id}`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    await page.getByRole('tab', { name: 'Logboek' }).click();
    await page.getByRole('main').getByRole('list', { name: 'Logboek' }).waitFor();
  });
});

/**
 * A Y4M video of one frame showing the QR code of `text` on white, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`, which loops it).
 */
function qrVideoFile(text: string): string {
  const width = 640;
  const height = 480;
  const matrix = encode(text, { ecc: 'M', border: 4 }).data;
  const scale = Math.floor(Math.min(width, height) / matrix.length);
  const left = Math.floor((width - matrix.length * scale) / 2);
  const top = Math.floor((height - matrix.length * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  matrix.forEach((row, y) =>
    row.forEach((isDark, x) => {
      if (!isDark) return;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(
          16,
          (top + y * scale + dy) * width + left + x * scale,
          (top + y * scale + dy) * width + left + (x + 1) * scale,
        );
    }),
  );
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-qr-video-')), 'sticker.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}

describe('the scan button', () => {
  it("reads a device's sticker with the camera and opens the device", async () => {
    const video = qrVideoFile(`${server.url}/public/serviceobjects/${device.publicId}`);
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      args: [
        ...chromiumFlags,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    onTestFinished(async () => {
      await browser.close();
      fs.rmSync(path.dirname(video), { recursive: true, force: true });
    });
    const context = await browser.newContext({ locale: 'nl-NL', serviceWorkers: 'block' });
    await context.grantPermissions(['camera'], { origin: server.url });
    const page = await context.newPage();
    await signInTechnicianSynced(page, server.url);

    await page.getByRole('button', { name: 'Scannen' }).click();
    await page.getByRole('dialog', { name: 'QR-sticker scannen' }).waitFor();
    await page.waitForURL((url) => url.pathname === `/devices/${device.id}`, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
