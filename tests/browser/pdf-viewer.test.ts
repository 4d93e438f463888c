/**
 * The in-app PDF viewer (src/ui/pdf-viewer.tsx) in a Chromium whose own PDF viewer is off, as on
 * Chrome for Android: an invoice PDF is drawn by pdf.js on a canvas with its page count, pdf.js loads
 * only when a PDF is opened, and the viewer opens offline once it was opened online; it opens offline
 * too when it was never opened online, since the service worker downloads pdf.js after install (not
 * at install: the install precache lists none of it); a sheet of QR stickers of many devices pages
 * through with the buttons and the keyboard.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { deferredCacheName, isDeferredAsset } from '../../sw/deferred-assets';
import { apiToken, demoAccounts, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

const InvoiceList = z.object({
  data: z.array(z.object({ id: z.string(), number: z.string(), hasPdf: z.boolean() })),
});

/**
 * The files of the viewer in the build: its lazy chunk (`pdf-viewer-<hash>.js`, not the small
 * `pdf-viewer-status-<hash>.js` the app shows while it loads), the pdf.js chunk and pdf.js's worker.
 */
const pdfJsFile = /\/assets\/(pdf-viewer-[\w-]{8}\.js|pdfjs-[\w-]{8}\.js|pdf\.worker[\w.-]*\.mjs)$/;

let server: PortalServer;

beforeAll(async () => {
  server = await startPortalServer();
});

afterAll(async () => {
  await server?.close();
});

/**
 * A Chromium with an on-disk profile whose built-in PDF viewer is off (the preference Chrome sets
 * for "download PDFs instead of opening them"): a PDF in a frame would show nothing, as on Android.
 */
async function launchWithoutPdfViewer(
  options: { viewport?: { width: number; height: number }; isMobile?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const browser = await launchChromium({
    ...options,
    deviceScaleFactor: options.isMobile ? 2 : 1,
    preferences: { plugins: { always_open_pdf_externally: true } },
  });
  onTestFinished(() => browser.close());
  return { context: browser.context, page: browser.page };
}

/** An invoice of the demo customer that has a PDF, read from the API. */
async function invoiceWithPdf(): Promise<{ id: string; number: string }> {
  const api = await playwrightRequest.newContext({ baseURL: server.url });
  onTestFinished(() => api.dispose());
  const token = await apiToken(api, demoAccounts.customer);
  const invoices = InvoiceList.parse(
    await (
      await api.get('/api/invoices?perPage=20', { headers: { Authorization: `Bearer ${token}` } })
    ).json(),
  ).data;
  const invoice = invoices.find((candidate) => candidate.hasPdf);
  expect(invoice, 'the demo customer has an invoice with a PDF').toBeDefined();
  return invoice!;
}

/** The paths held by the page origin's cache whose name starts with `prefix` (none without such a cache). */
function cachedPaths(page: Page, prefix: string): Promise<string[]> {
  return page.evaluate(async (namePrefix) => {
    const name = (await caches.keys()).find((candidate) => candidate.startsWith(namePrefix));
    if (name === undefined) return [];
    return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
  }, prefix);
}

async function signIn(page: Page, email: string, landing: string): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email);
  await page.waitForURL((url) => url.pathname === landing, { timeout: 60_000 });
}

/** How many pixels of the canvas are not (near) white: a drawn page has text and lines. */
function inkedPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((element) => {
    const drawn = element as HTMLCanvasElement;
    const context = drawn.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, drawn.width, drawn.height);
    let count = 0;
    for (let index = 0; index < data.length; index += 4) {
      const isWhite = data[index]! > 240 && data[index + 1]! > 240 && data[index + 2]! > 240;
      const isTransparent = data[index + 3]! < 16;
      if (!isWhite && !isTransparent) count += 1;
    }
    return count;
  });
}

/** Waits for page `number` of the viewer `dialog` to be drawn and says how many pages there are. */
async function expectPageDrawn(dialog: Locator, number: number): Promise<number> {
  const canvas = dialog.getByRole('img', { name: `Pagina ${number}`, exact: true });
  await canvas.waitFor({ timeout: 30_000 });
  expect(await inkedPixels(canvas)).toBeGreaterThan(500);
  const status = dialog.getByText(new RegExp(`^Pagina ${number} van (\\d+)$`));
  await status.waitFor();
  expect(await status.getAttribute('aria-live')).toBe('polite');
  return Number(/van (\d+)$/.exec((await status.textContent()) ?? '')?.[1]);
}

/** How many devices the sticker sheet button prints for, from its accessible name. */
async function stickerCount(sheetButton: Locator): Promise<number> {
  const label = (await sheetButton.getAttribute('aria-label')) ?? '';
  return Number(/voor (\d+) installatie/.exec(label)?.[1] ?? 0);
}

/** Search terms that match part of the demo devices (refrigerants, which every device names). */
const narrowingSearches = ['R404A', 'R134a', 'R452A', 'R448A', 'R449A', 'R410A', 'R513A', 'R32', 'R744'];

/**
 * The sticker count once the list has held still for `holdMs` (searching filters in memory at each
 * keystroke, so a held count is the search's answer), with the search field holding `term` when given.
 */
async function heldStickerCount(
  sheetButton: Locator,
  options: { search?: Locator; term?: string; holdMs: number; timeout: number },
): Promise<number> {
  let count = -1;
  let since = Date.now();
  await expect
    .poll(
      async () => {
        if (options.search && (await options.search.inputValue()) !== options.term) {
          since = Date.now();
          return false;
        }
        const now = await stickerCount(sheetButton);
        if (now !== count) {
          count = now;
          since = Date.now();
        }
        return count > 0 && Date.now() - since >= options.holdMs;
      },
      { timeout: options.timeout, interval: 100 },
    )
    .toBe(true);
  return count;
}

/**
 * Searches the devices overview until the list holds more devices than one sticker sheet (24 labels)
 * and no more than one request may print (100): a sheet of several pages. Each term is judged on the
 * count it settles at, so a term that narrows too far costs half a second, not a timeout.
 */
async function narrowToOneRequestOfSeveralSheets(page: Page, sheetButton: Locator): Promise<void> {
  const isSeveralSheets = (count: number) => count > 24 && count <= 100;
  // The list is complete once the first sync is done: the count holds still for a second.
  const complete = await heldStickerCount(sheetButton, { holdMs: 1_000, timeout: 60_000 });
  if (isSeveralSheets(complete)) return;
  const search = page.getByLabel('Zoek installaties', { exact: true });
  const counts: string[] = [];
  for (const term of narrowingSearches) {
    await search.fill(term);
    const count = await heldStickerCount(sheetButton, { search, term, holdMs: 500, timeout: 10_000 });
    if (isSeveralSheets(count)) return;
    counts.push(`${term}: ${count}`);
  }
  throw new Error(
    `no search left between 25 and 100 devices for the sticker sheet (${complete} in all; ${counts.join(', ')})`,
  );
}

describe('the PDF viewer', () => {
  it('draws an invoice PDF with pdf.js, loads pdf.js only when opened, and opens it offline afterwards', async () => {
    const { context, page } = await launchWithoutPdfViewer({
      viewport: { width: 360, height: 740 },
      isMobile: true,
    });
    const pdfJsRequests: string[] = [];
    page.on('request', (request) => {
      if (pdfJsFile.test(new URL(request.url()).pathname)) pdfJsRequests.push(request.url());
    });

    const invoice = await invoiceWithPdf();

    await signIn(page, demoAccounts.customer, '/dashboard');
    expect(await page.evaluate(() => navigator.pdfViewerEnabled), 'Chromium shows no PDF itself').toBe(false);
    await page.goto(`${server.url}/invoices/${invoice.id}`);
    await waitForServiceWorkerControl(page);
    // Nothing of pdf.js was loaded before the PDF was opened (the app ran a sign-in, a sync and a page).
    const requestedBeforeOpening = pdfJsRequests.length;
    await page.getByRole('button', { name: 'Bekijken', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${invoice.number}.pdf` });
    await dialog.waitFor();

    const pageCount = await expectPageDrawn(dialog, 1);
    expect(pageCount).toBeGreaterThanOrEqual(1);
    expect(requestedBeforeOpening).toBe(0);
    expect(pdfJsRequests.some((url) => url.includes('/pdf-viewer-'))).toBe(true);
    // Fits the phone's width, drawn at its pixel ratio.
    const size = await dialog.getByRole('img', { name: 'Pagina 1', exact: true }).evaluate((element) => ({
      cssWidth: element.getBoundingClientRect().width,
      pixelWidth: (element as HTMLCanvasElement).width,
    }));
    expect(size.cssWidth).toBeGreaterThan(300);
    expect(size.cssWidth).toBeLessThanOrEqual(360);
    expect(size.pixelWidth).toBeGreaterThanOrEqual(Math.floor(size.cssWidth * 2) - 1);
    expect(await dialog.getByRole('link', { name: 'Downloaden' }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Offline, after a reload: the app, the viewer's chunk and the worker come from the service worker.
    await setOffline(context, true);
    await page.reload();
    await page.getByRole('button', { name: 'Bekijken', exact: true }).click();
    await dialog.waitFor();
    expect(await expectPageDrawn(dialog, 1)).toBe(pageCount);
  });

  it('opens a PDF offline that was never opened online: the worker fetched pdf.js after install, not at install', async () => {
    const { context, page } = await launchWithoutPdfViewer();
    const pdfJsRequests: string[] = [];
    page.on('request', (request) => {
      if (pdfJsFile.test(new URL(request.url()).pathname)) pdfJsRequests.push(request.url());
    });
    const invoice = await invoiceWithPdf();

    await signIn(page, demoAccounts.customer, '/dashboard');
    await page.goto(`${server.url}/invoices`);
    await waitForServiceWorkerControl(page);
    // The invoice PDFs themselves, kept offline without opening any (so without pdf.js in the page).
    await page.getByRole('button', { name: 'Offline bewaren', exact: true }).click();
    await page.getByText(/(staat|staan) offline op dit apparaat/).waitFor({ timeout: 60_000 });

    // The worker stored pdf.js (its chunk and its worker) in the background, apart from the install
    // precache, which holds the viewer's own small chunk but nothing of pdf.js.
    await expect
      .poll(async () => (await cachedPaths(page, deferredCacheName)).length, { timeout: 60_000 })
      .toBe(2);
    expect((await cachedPaths(page, deferredCacheName)).every((path) => isDeferredAsset(path))).toBe(true);
    const precached = await cachedPaths(page, 'workbox-precache-v2-');
    expect(precached).toContainEqual(expect.stringMatching(/^\/assets\/pdf-viewer-[\w-]{8}\.js$/));
    expect(precached.filter((path) => isDeferredAsset(path))).toEqual([]);
    expect(pdfJsRequests, 'the page never loaded pdf.js online').toEqual([]);

    await setOffline(context, true);
    await page.goto(`${server.url}/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Bekijken', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `${invoice.number}.pdf` });
    await dialog.waitFor();
    expect(await expectPageDrawn(dialog, 1)).toBeGreaterThanOrEqual(1);
    expect(pdfJsRequests.some((url) => /\/assets\/pdfjs-/.test(url))).toBe(true);
  });

  it('pages through a sheet of QR stickers with the buttons and the keyboard', async () => {
    const { page } = await launchWithoutPdfViewer();
    await signIn(page, demoAccounts.technician, '/devices/overview');
    const sheetButton = page.getByRole('button', { name: /^QR-stickers printen voor \d+ installaties?$/ });
    await sheetButton.waitFor({ timeout: 60_000 });
    await narrowToOneRequestOfSeveralSheets(page, sheetButton);
    await sheetButton.click();
    const dialog = page.getByRole('dialog', { name: 'qr-stickers.pdf' });
    await dialog.waitFor({ timeout: 60_000 });

    const pageCount = await expectPageDrawn(dialog, 1);
    expect(pageCount, 'the technician sees more devices than one sheet holds').toBeGreaterThan(1);
    const previous = dialog.getByRole('button', { name: 'Vorige pagina', exact: true });
    const next = dialog.getByRole('button', { name: 'Volgende pagina', exact: true });
    expect(await previous.isDisabled()).toBe(true);

    await next.click();
    await expectPageDrawn(dialog, 2);
    expect(await previous.isEnabled()).toBe(true);

    // The keyboard: End, Home and the arrows, from the page area.
    await dialog.getByRole('region', { name: 'PDF-pagina' }).focus();
    await page.keyboard.press('End');
    await expectPageDrawn(dialog, pageCount);
    expect(await next.isDisabled()).toBe(true);
    await page.keyboard.press('Home');
    await expectPageDrawn(dialog, 1);
    await page.keyboard.press('ArrowRight');
    await expectPageDrawn(dialog, 2);

    // One zoom step up draws the page half as wide again; "Paginabreedte" fits it to the width again.
    const pageWidth = () =>
      dialog
        .getByRole('img', { name: 'Pagina 2', exact: true })
        .evaluate((element) => element.getBoundingClientRect().width);
    const fitted = await pageWidth();
    await dialog.getByRole('button', { name: 'Inzoomen', exact: true }).click();
    await expect.poll(pageWidth).toBeGreaterThan(fitted * 1.4);
    await dialog.getByRole('button', { name: 'Paginabreedte', exact: true }).click();
    await expect.poll(pageWidth).toBe(fitted);
  });
});
