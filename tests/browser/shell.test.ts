import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demoAccounts, submitLogin } from './demo-login';
import { chooseFromMenu } from './menus';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  type LaunchOptions,
  type PortalServer,
} from './harness';

/**
 * The portal shell in real Chromium against the real server: log in, offline start, installability and
 * the phone layout. Every test gets a fresh browser profile; the offline test gets its own server too,
 * because it stops that server to prove nothing reaches the network.
 */
let server: PortalServer;

beforeAll(async () => {
  server = await startPortalServer();
});

afterAll(async () => {
  await server?.close();
});

async function openBrowser(options?: LaunchOptions) {
  const browser = await launchChromium(options);
  onTestFinished(() => browser.close());
  return browser;
}

function pathnameOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until a service worker controls the page, reloading once if the first load was not claimed. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('no service worker became active within 30 s')), 30_000),
      ),
    ]),
  );
  const isControlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!(await isControlled())) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

describe('the portal shell', () => {
  it('a customer logs in and sees the portal shell, with nothing refused by the Content-Security-Policy', async () => {
    const { page } = await openBrowser();
    // Every refusal fires a securitypolicyviolation event, an eval probe the script caught included.
    await page.addInitScript({
      content: `window.__refused = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__refused.push(event.violatedDirective + ' ' + event.blockedURI));`,
    });

    await page.goto(server.url);
    await page.waitForURL((url) => url.pathname === '/login');
    await submitLogin(page, demoAccounts.customer);

    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(pathnameOf(page)).toBe('/dashboard');
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
  });

  it('the login page loads the app’s shell while the user types, not before', async () => {
    const { page } = await openBrowser();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const isShell = (path: string) => /\/app-shell-layout-[^/]*\.js$/.test(path);

    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isShell)).toEqual([]);

    await page.getByLabel('E-mailadres', { exact: true }).focus();
    await expect.poll(() => scripts.some(isShell), { timeout: 15_000 }).toBe(true);
  });

  it('a signed-out deep link leads to the login page inside the app, and back to that page after login', async () => {
    const { page } = await openBrowser();

    await page.goto(`${server.url}/invoices`);
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirectTo') === '/invoices',
    );
    await submitLogin(page, demoAccounts.customer);

    await page.waitForURL((url) => url.pathname === '/invoices');
    await page.getByRole('heading', { level: 1, name: 'Facturen' }).waitFor();
  });

  it('the colour mode switches the whole page, the page colours included, and stays after a reload', async () => {
    const { page } = await openBrowser();
    const pageColours = () =>
      page.evaluate(() => ({
        mode: document.documentElement.className,
        background: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      }));
    // Chromium follows the system's light mode here, so the page starts light.
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Donkere modus', exact: true }).click();
    await page.getByRole('button', { name: 'Lichte modus', exact: true }).waitFor();
    // The theme's canvas and text colours (bg.canvas, fg), not the loading screen's light ones.
    const dark = {
      mode: expect.stringContaining('dark'),
      background: 'rgb(11, 18, 23)',
      text: 'rgb(250, 250, 250)',
    };
    expect(await pageColours()).toEqual(dark);
    await page.reload();
    await page.getByRole('button', { name: 'Lichte modus', exact: true }).waitFor();
    expect(await pageColours()).toEqual(dark);
  });

  it('the built app opens offline after one visit', async () => {
    const offlineServer = await startPortalServer();
    onTestFinished(() => offlineServer.close());
    const { context, page } = await openBrowser();

    await page.goto(`${offlineServer.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();
    await waitForServiceWorkerControl(page);

    await offlineServer.close();
    await setOffline(context, true);

    for (const deepLink of ['/orders', '/login']) {
      const response = await page.goto(`${offlineServer.url}${deepLink}`);
      expect(response?.fromServiceWorker(), `${deepLink} is answered by the service worker`).toBe(true);
      // Signed out, every route of the shell leads to the login form: proof the app itself rendered.
      await page.getByLabel('E-mailadres', { exact: true }).waitFor();
      expect(pathnameOf(page)).toBe('/login');
    }
  });

  it('Chromium reports the app installable', async () => {
    const { context, page } = await openBrowser();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();
    await waitForServiceWorkerControl(page);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    const manifestUrl = new URL(manifestHref ?? '', page.url());
    const manifest = (await (await context.request.get(manifestUrl.href)).json()) as {
      icons?: Array<{ src: string; sizes?: string; purpose?: string }>;
    };
    const icons = manifest.icons ?? [];
    const hasSize = (size: string) => icons.some((icon) => icon.sizes?.split(' ').includes(size));
    expect(hasSize('192x192'), 'a 192x192 icon').toBe(true);
    expect(hasSize('512x512'), 'a 512x512 icon').toBe(true);
    expect(
      icons.some((icon) => icon.purpose?.split(' ').includes('maskable')),
      'a maskable icon',
    ).toBe(true);
    for (const icon of icons) {
      const iconResponse = await context.request.get(new URL(icon.src, manifestUrl).href);
      expect(iconResponse.status(), `${icon.src} is served`).toBe(200);
      expect(iconResponse.headers()['content-type'], `${icon.src} is an image`).toMatch(/^image\//);
    }
  });

  it('the login page fits a 390 px phone without horizontal scrolling', async () => {
    const { page } = await openBrowser({ viewport: { width: 390, height: 844 }, isMobile: true });
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();

    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(clientWidth).toBe(390);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});

describe('the portal header on a phone', () => {
  it('gives the organisation its whole name at 360 px and keeps language and colour mode in the account menu', async () => {
    const { page } = await openBrowser({ viewport: { width: 360, height: 740 }, isMobile: true });
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');

    await page.getByRole('combobox', { name: 'Organisatie', exact: true }).waitFor();
    // The name the switcher shows is whole: not clamped in height nor cut in width.
    const shown = await page.locator('header [data-part="organisation-name"]').evaluate((name) => ({
      text: name.textContent ?? '',
      isCut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
      isInside: name.getBoundingClientRect().right <= window.innerWidth,
    }));
    expect(shown.text, 'the switcher names an organisation').toMatch(/\S/);
    expect(shown, `"${shown.text}" is shown whole`).toMatchObject({ isCut: false, isInside: true });
    expect(await page.getByRole('button', { name: 'EN, English', exact: true }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Donkere modus', exact: true }).isVisible()).toBe(false);

    const account = page.getByRole('button', { name: /^Account: / });
    await chooseFromMenu(account, page.getByRole('menuitemradio', { name: 'English', exact: true }));
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await chooseFromMenu(account, page.getByRole('menuitem', { name: 'Dark mode', exact: true }));
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
