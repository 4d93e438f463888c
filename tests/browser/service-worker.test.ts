import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { precompressDirectory } from '../../scripts/build/precompress';
import { demoAccounts, demoPassword, logOutThroughMenu, submitLogin } from './demo-login';
import {
  answerLate,
  launchChromium,
  setOffline,
  startPortalServer,
  testPwaDir,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

/**
 * The service worker and device storage in real Chromium against the real server: the worker script is never cached by HTTP; an invoice PDF opened online is
 * served offline from the user's own document cache, whole and in ranges, and logout deletes that
 * cache while the app shell stays; a list screen's snapshot is painted into the next start and goes
 * with the session; a new version waits for the user's "reload".
 *
 * The page side of the document cache (src/sync/document-cache.ts, unit-tested) sends document
 * requests with `X-Portal-Cache: documents-<sha-256 of the user id>`; no screen opens a PDF yet, so
 * these tests send exactly that request from the page and check what the service worker does with it.
 */
let server: PortalServer;

beforeAll(async () => {
  server = await startPortalServer();
});

afterAll(async () => {
  await server?.close();
});

async function openBrowser() {
  const browser = await launchChromium();
  onTestFinished(() => browser.close());
  return browser;
}

/** Signs the customer in over the API (not the page) and returns their id, token and invoices. */
async function customerWithInvoices(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: demoAccounts.customer, password: demoPassword }),
  });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string; user: { id: string } } };
  const list = await fetch(`${baseUrl}/api/invoices?perPage=20`, {
    headers: { authorization: `Bearer ${data.token}`, accept: 'application/json' },
  });
  expect(list.status).toBe(200);
  const invoices = ((await list.json()) as { data: Array<{ id: string; hasPdf: boolean }> }).data;
  const withPdf = invoices.filter((invoice) => invoice.hasPdf).map((invoice) => invoice.id);
  expect(withPdf.length, 'the demo customer has at least two invoices with a PDF').toBeGreaterThanOrEqual(2);
  return { userId: data.user.id, token: data.token, invoiceIds: withPdf };
}

interface DocumentAnswer {
  status: number;
  bytes: number;
  head: string;
  contentType: string | null;
  contentRange: string | null;
}

/**
 * Fetches a document from the page the way src/sync/document-cache.ts does: bearer token and the
 * header naming the user's cache (unless `cacheFor` is null). Resolves to the answer, or to the error
 * message when there is none (offline and not stored).
 */
function fetchDocument(
  page: Page,
  options: { path: string; token: string; cacheFor: string | null; range?: string },
): Promise<DocumentAnswer | string> {
  return page.evaluate(async ({ path: documentPath, token, cacheFor, range }) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: '*/*' };
    if (cacheFor !== null) {
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(cacheFor));
      const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
      headers['X-Portal-Cache'] = `documents-${hex}`;
    }
    if (range) headers.Range = range;
    try {
      const response = await fetch(`/api/${documentPath}`, { headers });
      const body = new Uint8Array(await response.arrayBuffer());
      return {
        status: response.status,
        bytes: body.byteLength,
        head: String.fromCharCode(...body.slice(0, 5)),
        contentType: response.headers.get('content-type'),
        contentRange: response.headers.get('content-range'),
      };
    } catch (error) {
      return String(error);
    }
  }, options);
}

/**
 * How the last request for `path` was routed, from its Resource Timing entry: `network` when the
 * static routes (sw/api-static-routes.ts) sent it past the worker, `fetch-event` when the worker got it.
 */
function routedBy(page: Page, path: string): Promise<string | undefined> {
  return page.evaluate((url) => {
    const entries = performance.getEntriesByName(new URL(url, location.href).href, 'resource');
    const last = entries.at(-1) as
      (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined;
    return last?.workerMatchedSourceType;
  }, path);
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The rows of the devices overview that the app renders itself (not those of a screen snapshot). */
function devicesOverviewRows(page: Page) {
  return page.locator('#root main').getByRole('list', { name: 'Installaties' }).getByRole('listitem');
}

/**
 * Signs the technician in through the login page once the service worker controls it, and waits
 * until the devices overview, where they land, shows its first row.
 */
async function signInTechnicianUnderWorker(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.getByLabel('E-mailadres', { exact: true }).waitFor();
  await waitForServiceWorkerControl(page);
  await submitLogin(page, demoAccounts.technician);
  await page.waitForURL((url) => url.pathname === '/devices/overview');
  await devicesOverviewRows(page).first().waitFor({ timeout: 60_000 });
}

/**
 * Makes the documents collection answer 4 s late, so a first sync is still under way well after the
 * login; answers when it was answered (0 until then).
 */
async function documentsAnswerLate(context: BrowserContext): Promise<() => number> {
  let answeredAt = 0;
  await answerLate(context, /\/api\/documents(\?|$)/, 4_000, () => {
    answeredAt ||= Date.now();
  });
  return () => answeredAt;
}

/** Waits until the page has stored the devices overview's screen snapshot. */
async function devicesSnapshotStored(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          Boolean(
            await caches.match('/__screen-snapshot/devices/overview', { cacheName: 'screen-snapshots' }),
          ),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

describe('the service worker', () => {
  it('is served with no-cache, like the web manifest, while hashed assets are cached for a year', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');

    const indexHtml = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(indexHtml)?.[1];
    const scriptSrc = /<script type="module" crossorigin src="([^"]+)"/.exec(indexHtml)?.[1];
    expect(manifestHref).toBeTruthy();
    expect(scriptSrc).toMatch(/^\/assets\//);
    const manifest = await fetch(new URL(manifestHref!, server.url));
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const script = await fetch(new URL(scriptSrc!, server.url));
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves an invoice PDF opened online from the user’s cache offline, whole and in ranges, until logout', async () => {
    const { context, page } = await openBrowser();
    const { userId, token, invoiceIds } = await customerWithInvoices(server.url);
    const [openedId, neverOpenedId] = invoiceIds as [string, string];
    const opened = { path: `invoices/${openedId}/pdf`, token, cacheFor: userId };

    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();
    await waitForServiceWorkerControl(page);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    const online = (await fetchDocument(page, opened)) as DocumentAnswer;
    expect(online).toMatchObject({ status: 200, head: '%PDF-', contentType: 'application/pdf' });
    expect(
      await routedBy(page, `/api/${opened.path}`),
      'a file download still comes to the worker, which keeps it',
    ).toBe('fetch-event');
    await page.evaluate(() => fetch('/api/user?routed=1').then((response) => response.text()));
    expect(await routedBy(page, '/api/user?routed=1'), 'any other API call goes past the worker').toBe(
      'network',
    );
    expect(await cacheNames(page)).toContainEqual(expect.stringMatching(/^documents-[0-9a-f]{64}$/));
    const missing = { ...opened, path: 'invoices/0190d6d4-0000-7000-8000-00000000dead/pdf' };
    expect(await fetchDocument(page, missing)).toMatchObject({ status: 404 });

    await setOffline(context, true);
    await page
      .getByRole('status')
      .filter({ hasText: 'Je bent offline. Je ziet de gegevens van de laatste synchronisatie' })
      .waitFor();

    const whole = await fetchDocument(page, opened);
    expect(whole, 'the whole document, offline').toEqual({ ...online, contentRange: null });
    const part = await fetchDocument(page, { ...opened, range: 'bytes=0-99' });
    expect(part, 'a range of it, offline').toMatchObject({
      status: 206,
      bytes: 100,
      head: '%PDF-',
      contentRange: `bytes 0-99/${online.bytes}`,
    });
    expect(
      await fetchDocument(page, { ...opened, path: `invoices/${neverOpenedId}/pdf` }),
      'a document never opened is not available offline',
    ).toMatch(/TypeError/);
    expect(await fetchDocument(page, missing), 'an error answer is never stored').toMatch(/TypeError/);
    expect(
      await fetchDocument(page, { ...opened, cacheFor: null }),
      'a request that names no user cache is never answered from one',
    ).toMatch(/TypeError/);
    expect(
      await fetchDocument(page, { ...opened, cacheFor: 'someone-else' }),
      'another user’s cache does not hold it',
    ).toMatch(/TypeError/);
    expect(
      await page.evaluate(() => fetch('/api/user').then((response) => response.status, String)),
      'the API is never answered from the precache',
    ).toMatch(/TypeError/);

    await logOutThroughMenu(page);

    const remaining = await cacheNames(page);
    expect(
      remaining.filter((name) => name.startsWith('documents-')),
      'no document cache after logout',
    ).toEqual([]);
    expect(remaining, 'the app shell stays, so the login page opens offline').toContainEqual(
      expect.stringMatching(/^workbox-precache-/),
    );
  });

  it('paints the last snapshot of the devices overview at the next start, until the app shows its own rows, and forgets it at logout', async () => {
    const { context, page } = await openBrowser();
    await signInTechnicianUnderWorker(page);
    await expect
      .poll(() => page.evaluate(() => caches.has('screen-snapshots')), { timeout: 20_000 })
      .toBe(true);
    await devicesSnapshotStored(page);
    const firstNumber = (await devicesOverviewRows(page).first().innerText()).split('\n')[0]!;

    // What the next start's HTML holds, seen as the parser inserts it (before any script of the app).
    const recordSnapshotLayer = `(() => {
      const observer = new MutationObserver(() => {
        const layer = document.getElementById('screen-snapshot');
        if (!layer || window.__snapshotLayer) return;
        const rows = layer.querySelectorAll('ul[aria-label="Installaties"] > li');
        // The parser may insert a row before its text: wait until the first row has its text.
        if (rows.length === 0 || !rows[0].textContent) return;
        window.__snapshotLayer = {
          rows: rows.length,
          text: rows[0].textContent,
          ariaHidden: layer.getAttribute('aria-hidden'),
          inert: layer.firstElementChild.hasAttribute('inert'),
          ids: [...layer.querySelectorAll('[id]')].filter((element) => !element.id.startsWith('screen-snapshot--')).length,
          path: layer.dataset.path,
          // The app's entry waits for the first paint (public/start-after-paint.js).
          entryAfterPaint: document.querySelector('script[src="/start-after-paint.js"]') !== null &&
            document.querySelector('meta[name="portal-entry"]') !== null,
          // The brand mark's gradient, referred to by id: its reference must follow the renamed id.
          drawings: layer.querySelectorAll('[fill^="url(#"]').length,
          brokenDrawings: [...layer.querySelectorAll('[fill^="url(#"]')].filter(
            (element) => !layer.querySelector('#' + CSS.escape(element.getAttribute('fill').slice(5, -1))),
          ).length,
        };
      });
      observer.observe(document, { childList: true, subtree: true });
    })();`;
    type Layer = {
      rows: number;
      text: string;
      ariaHidden: string;
      inert: boolean;
      ids: number;
      path: string;
      entryAfterPaint: boolean;
      drawings: number;
      brokenDrawings: number;
    };

    await setOffline(context, true);
    for (const target of ['/devices/overview', '/']) {
      const next = await context.newPage();
      await next.addInitScript({ content: recordSnapshotLayer });
      await next.goto(`${server.url}${target}`);
      await devicesOverviewRows(next).first().waitFor({ timeout: 60_000 });
      expect(next.url(), `${target} opens the last screen`).toBe(`${server.url}/devices/overview`);
      const layer = await next.evaluate(
        () => (window as unknown as { __snapshotLayer?: Layer }).__snapshotLayer,
      );
      expect(layer, `${target}: the snapshot was painted`).toMatchObject({
        ariaHidden: 'true',
        inert: true,
        ids: 0,
        path: '/devices/overview',
        entryAfterPaint: true,
        brokenDrawings: 0,
      });
      expect(layer!.drawings).toBeGreaterThan(0);
      expect(layer!.rows).toBeGreaterThan(0);
      expect(layer!.text).toContain(firstNumber);
      // Gone once the app's own rows are there, with its styles.
      expect(await next.locator('#screen-snapshot, #screen-snapshot-style').count()).toBe(0);
      // The app under it was inert while it covered it, and is usable now.
      expect(await next.evaluate(() => document.getElementById('root')!.hasAttribute('inert'))).toBe(false);
      await next.close();
    }
    await setOffline(context, false);

    await logOutThroughMenu(page);
    expect(await cacheNames(page), 'no snapshot after logout').not.toContain('screen-snapshots');
    const after = await context.newPage();
    await after.addInitScript({ content: recordSnapshotLayer });
    await after.goto(`${server.url}/devices/overview`);
    await after.getByLabel('E-mailadres', { exact: true }).waitFor();
    expect(
      await after.evaluate(() => (window as unknown as { __snapshotLayer?: Layer }).__snapshotLayer),
    ).toBeUndefined();
  });

  it("never paints the last user's snapshot into a start whose session has gone", async () => {
    const { context, page } = await openBrowser();
    await signInTechnicianUnderWorker(page);
    await devicesSnapshotStored(page);
    await page.close();

    // The token expires while the app is closed: the browser drops its cookie, while the rest of the
    // session (user, refresh token) is still in local storage. Whoever opens the app next is not
    // signed in and must never see the technician's screen, not even before the app's scripts run.
    await context.clearCookies();
    const next = await context.newPage();
    await next.addInitScript({
      content: `new MutationObserver(() => {
        if (document.getElementById('screen-snapshot')) window.__snapshotPainted = true;
      }).observe(document, { childList: true, subtree: true });`,
    });
    await next.goto(`${server.url}/devices/overview`);
    await next.getByLabel('E-mailadres', { exact: true }).waitFor();
    expect(
      await next.evaluate(() => (window as unknown as { __snapshotPainted?: boolean }).__snapshotPainted),
      'no snapshot painted',
    ).toBeUndefined();
    // The app forgets the snapshots of the session that ended.
    await expect.poll(() => cacheNames(next), { timeout: 10_000 }).not.toContain('screen-snapshots');
  });

  it('a sign-in begun on a first visit holds its install until the first sync has settled, then it installs', async () => {
    const { context, page } = await openBrowser();
    // The registration's code arrives late, so on any machine the user has begun to sign in before it
    // runs; one collection answers late, so the first sync is still under way when it does.
    await answerLate(context, /\/assets\/service-worker-registration-[\w-]+\.js$/, 1_000);
    const documentsAnsweredAt = await documentsAnswerLate(context);
    let workerRequestedAt = 0;
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/sw.js') workerRequestedAt ||= Date.now();
    });

    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await waitForServiceWorkerControl(page);
    expect(documentsAnsweredAt(), 'the late collection was pulled').toBeGreaterThan(0);
    expect(
      workerRequestedAt - documentsAnsweredAt(),
      'the worker registered only after the first sync had its last collection',
    ).toBeGreaterThan(0);
    // Released by the settled sync (within a fraction of a second here), not by the longest hold
    // (`maxInstallHoldMs`, 15 s from the sign-in's start, which comes seconds after the last
    // collection).
    expect(workerRequestedAt - documentsAnsweredAt(), 'and at once: the sync released it').toBeLessThan(
      5_000,
    );
  });

  it('an install under way pauses from a sign-in until the first sync has settled, then it goes on', async () => {
    const { context, page } = await openBrowser();
    // Each of the install's downloads takes a while, so on any machine it is under way at the sign-in;
    // one collection answers late, so the first sync is still under way well after the login.
    const downloads: number[] = [];
    await context.route(/\/assets\//, async (route) => {
      if (!route.request().serviceWorker()) return route.continue();
      downloads.push(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 20));
      return route.continue();
    });
    const documentsAnsweredAt = await documentsAnswerLate(context);
    let loginAnsweredAt = 0;
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/login') loginAnsweredAt ||= Date.now();
    });

    await page.goto(`${server.url}/login`);
    await expect.poll(() => downloads.length, { timeout: 30_000 }).toBeGreaterThan(5);
    await submitLogin(page, demoAccounts.customer);
    await waitForServiceWorkerControl(page);
    expect(loginAnsweredAt, 'signed in').toBeGreaterThan(0);
    expect(documentsAnsweredAt(), 'the late collection was pulled').toBeGreaterThan(loginAnsweredAt);
    // The pause is asked for as the app starts after the login's answer: a download already asked
    // for may still go out just after it.
    const duringSync = downloads.filter((at) => at > loginAnsweredAt + 500 && at < documentsAnsweredAt());
    expect(duringSync, 'no download while the first sync ran').toEqual([]);
    const after = downloads.filter((at) => at >= documentsAnsweredAt());
    expect(after.length, 'the install went on afterwards').toBeGreaterThan(0);
    // Resumed by the settled sync, not by the longest pause (`maxInstallHoldMs`, 15 s from the login).
    expect(after[0]! - documentsAnsweredAt(), 'at once: the sync resumed it').toBeLessThan(5_000);
  });

  it('a new version waits for the user, and "Opnieuw laden" switches to it once', async () => {
    // Its own server on a copy of the built app, so this test can publish a new sw.js.
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sw-update-'));
    fs.cpSync(testPwaDir, staticDir, { recursive: true });
    const updateServer = await startPortalServer({ staticDir });
    onTestFinished(async () => {
      await updateServer.close();
      fs.rmSync(staticDir, { recursive: true, force: true });
    });
    const baseUrl = updateServer.url.replace(/\/+$/, '');
    const { page } = await openBrowser();

    await page.goto(`${baseUrl}/login`);
    const email = page.getByLabel('E-mailadres', { exact: true });
    await email.waitFor();
    await waitForServiceWorkerControl(page);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    const version = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data);
          navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
        }),
    );
    expect(version, 'the worker tells its build version').toEqual({
      version: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
    const notice = page.getByRole('status').filter({ hasText: 'Er is een nieuwe versie beschikbaar' });
    expect(await notice.count(), 'no notice without a new version').toBe(0);

    // Half-typed input and a marker that a reload would wipe.
    await email.fill('half typed');
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    // A release as the build makes one: the new worker and its compressed copies, which the server
    // sends to a browser that accepts them.
    fs.appendFileSync(path.join(staticDir, 'sw.js'), '\n// a new release\n');
    await precompressDirectory(staticDir);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await notice.waitFor();
    // The new worker waits: nothing reloads by itself, and the input is still there.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(true);
    expect(await email.inputValue()).toBe('half typed');
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);

    const reloadButton = notice.getByRole('button', { name: 'Opnieuw laden', exact: true });
    await reloadButton.focus();
    const reloaded = page.waitForEvent('load');
    await page.keyboard.press('Enter');
    await reloaded;
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();

    expect(await page.evaluate(() => 'beforeUpdate' in window), 'the page reloaded').toBe(false);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        hasController: navigator.serviceWorker.controller !== null,
        isWaiting: Boolean(registration?.waiting),
      };
    });
    expect(state).toEqual({ hasController: true, isWaiting: false });
    expect(await notice.count(), 'the notice is gone after the switch').toBe(0);
    expect(firstWorker).toBeTruthy();
  });
});
