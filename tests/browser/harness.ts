/**
 * The browser test harness: the real server (built PWA, migrated and seeded database in a fresh data
 * directory, a free port) and Debian's Chromium driven by playwright-core with an on-disk profile.
 *
 * Guarantees: every server gets its own temporary DATA_DIR and every browser its own temporary profile;
 * `close()` stops what was started and removes those directories, and is safe to call twice. A missing
 * /usr/bin/chromium fails with one line saying how to install it, never with a downloaded browser.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page, type Route } from 'playwright-core';
import { ensurePwaBuilt, repositoryRoot } from '../../server/src/cli/build-pwa';
import { startServer } from '../../server/src/main';
import { templateKey } from '../../server/src/test/test-app';
import { demoAccounts } from './demo-login';

export const chromiumPath = '/usr/bin/chromium';

/** Flags that keep Chromium headless, sandbox-free (containers) and off the network except for our server. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PortalServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:40123`. */
  url: string;
  close(): Promise<void>;
}

export interface PortalBrowser {
  context: BrowserContext;
  /** The page the persistent context opens with. */
  page: Page;
  close(): Promise<void>;
}

export interface LaunchOptions {
  viewport?: { width: number; height: number };
  /** Emulates a phone: touch, mobile viewport meta tag handling. */
  isMobile?: boolean;
  /** CSS pixels to device pixels (a phone's 2 or 3); 1 unless given. */
  deviceScaleFactor?: number;
}

/**
 * The two screens a layout is checked on: a small phone held in one hand (the technician's, signed
 * in as the demo technician) and a desktop (the demo superadmin's).
 */
export const phoneAndDesktop: readonly { screen: string; options: LaunchOptions; email: string }[] = [
  {
    screen: 'a 360 x 740 phone',
    options: { viewport: { width: 360, height: 740 }, isMobile: true },
    email: demoAccounts.technician,
  },
  {
    screen: 'a 1280 x 800 desktop',
    options: { viewport: { width: 1280, height: 800 } },
    email: demoAccounts.admin,
  },
];

export interface ProfileOptions extends LaunchOptions {
  /**
   * Chromium preferences written into the new profile before it starts (its `Default/Preferences`),
   * e.g. `{ plugins: { always_open_pdf_externally: true } }`: no built-in PDF viewer, as on Android.
   */
  preferences?: object;
}

export interface PoolContextOptions extends LaunchOptions {
  /** Blocked unless a test needs the app to work offline: installing the worker precaches the whole app. */
  serviceWorkers?: 'allow' | 'block';
}

/** One Chromium process whose contexts share nothing: for tests that need many independent users. */
export interface PortalBrowserPool {
  browser: Browser;
  /** A fresh, isolated context (its own cookies, storage and IndexedDB, kept in memory) and its first page. */
  newContext(options?: PoolContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Runs `cleanup` on the first call; later calls wait for the same run. */
function once(cleanup: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => (running ??= cleanup());
}

/**
 * A PWA built elsewhere (`vite build --outDir <dir>`), for running browser tests while the sources are
 * being edited by someone else; unset, dist/ is used and rebuilt when stale.
 */
const prebuiltPwaDir = process.env.PORTAL_TEST_PWA_DIR;

/** The built PWA the test servers serve: the prebuilt one when given, else dist/. */
export const testPwaDir = prebuiltPwaDir ?? path.join(repositoryRoot, 'dist');

/** The server every test server runs: quiet, demo mode, serving the test PWA. */
function testServerEnv(dataDir: string, staticDir = testPwaDir) {
  return {
    PORT: 0,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    NODE_ENV: 'test' as const,
    LOG_LEVEL: 'warn' as const,
  };
}

const seededTemplateRoot = path.join(repositoryRoot, 'node_modules', '.tmp', 'browser-test-data');

/**
 * A data directory holding the migrated database with the demo data, seeded by the server itself (as
 * `npm start` does) once per template key and UTC day, and copied for each test server: seeding costs
 * about 15 s, a copy and a start on it about 1 s. The day is in the key because the demo data is laid
 * out around today's date. Built in a private directory and renamed into place, so test files that run
 * at the same time never see half a template.
 */
export async function seededDataDirTemplate(): Promise<string> {
  const day = new Date().toISOString().slice(0, 10);
  const dir = path.join(seededTemplateRoot, `${await templateKey()}-${day}`);
  if (fs.existsSync(dir)) return dir;
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  fs.mkdirSync(building, { recursive: true });
  try {
    const server = await startServer(testServerEnv(building));
    await server.close();
    fs.renameSync(building, dir);
    // Templates of other keys or days are never used again.
    for (const entry of fs.readdirSync(seededTemplateRoot)) {
      const full = path.join(seededTemplateRoot, entry);
      if (full !== dir && !entry.includes('.building-')) fs.rmSync(full, { recursive: true, force: true });
    }
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    // Another test file won the race and its template is identical; anything else is a real failure.
    if (!fs.existsSync(dir)) throw error;
  }
  return dir;
}

/**
 * Builds the PWA when dist/ is stale, then starts the server in-process on a free port of 127.0.0.1 with a
 * fresh data directory (demo mode, so the demo data of product.md §9 is there: a copy of the seeded
 * template). `staticDir` serves another build than the test PWA.
 */
export async function startPortalServer(options: { staticDir?: string } = {}): Promise<PortalServer> {
  if (prebuiltPwaDir === undefined) await ensurePwaBuilt();
  const template = await seededDataDirTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-browser-data-'));
  try {
    fs.cpSync(template, dataDir, { recursive: true });
    const server = await startServer(testServerEnv(dataDir, options.staticDir));
    return {
      url: server.url.replace(/\/+$/, ''),
      close: once(async () => {
        // A test is over: keep-alive sockets of its clients (Node's fetch in the test process keeps
        // them for seconds after the last request) must not hold the close for the server's 72 s
        // keep-alive timeout.
        const closing = server.close();
        server.app.server.closeAllConnections();
        await closing;
        fs.rmSync(dataDir, { recursive: true, force: true });
      }),
    };
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function assertChromiumInstalled(): void {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install Debian's package (apt-get install -y chromium), as .ci/run does.`,
    );
  }
}

/**
 * Deletes a Chromium profile folder once its browser has closed. Chromium's helper processes can
 * still be writing into it after the browser process is gone (a removal then fails with ENOTEMPTY),
 * so the removal is retried for a while; a folder still busy after that is left in the system's
 * temporary folder with a warning, since a leftover temporary folder is no failure of what was tested
 * or measured.
 */
export function removeBrowserProfile(profileDir: string): void {
  try {
    fs.rmSync(profileDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    process.stderr.write(`Left the browser profile ${profileDir}: ${String(error)}\n`);
  }
}

/** Launches Debian's Chromium with a fresh on-disk profile (realistic IndexedDB, installability checks). */
export async function launchChromium(options: ProfileOptions = {}): Promise<PortalBrowser> {
  assertChromiumInstalled();
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-browser-profile-'));
  try {
    if (options.preferences) {
      fs.mkdirSync(path.join(profileDir, 'Default'));
      fs.writeFileSync(path.join(profileDir, 'Default', 'Preferences'), JSON.stringify(options.preferences));
    }
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
      viewport: options.viewport ?? { width: 1280, height: 800 },
      isMobile: options.isMobile ?? false,
      hasTouch: options.isMobile ?? false,
      deviceScaleFactor: options.deviceScaleFactor ?? 1,
      locale: 'nl-NL',
      serviceWorkers: 'allow',
    });
    const page = context.pages()[0] ?? (await context.newPage());
    return {
      context,
      page,
      close: once(async () => {
        await context.close();
        removeBrowserProfile(profileDir);
      }),
    };
  } catch (error) {
    removeBrowserProfile(profileDir);
    throw error;
  }
}

/**
 * Launches one Chromium for many isolated contexts. Cheaper than a persistent profile per user, at the
 * price of in-memory storage: use `launchChromium` when IndexedDB timings or installability matter.
 */
export async function launchChromiumPool(): Promise<PortalBrowserPool> {
  assertChromiumInstalled();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumFlags,
  });
  return {
    browser,
    async newContext(options: PoolContextOptions = {}) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        isMobile: options.isMobile ?? false,
        hasTouch: options.isMobile ?? false,
        locale: 'nl-NL',
        serviceWorkers: options.serviceWorkers ?? 'block',
      });
      return { context, page: await context.newPage() };
    },
    close: once(() => browser.close()),
  };
}

/**
 * Answers the context's requests for `url` `ms` late, as a slow network would; `answered` is told
 * when each has gone on.
 */
export async function answerLate(
  context: BrowserContext,
  url: RegExp,
  ms: number,
  answered: () => void = () => undefined,
): Promise<void> {
  await context.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
    answered();
  });
}

/** Waits until a service worker controls the page, reloading once if the first load was not claimed. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
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

/** The API requests of a context's pages (any origin: servers run on free ports). */
const apiRequests = /^https?:\/\/[^/]+\/api\//;

function failAsOffline(route: Route): Promise<void> {
  return route.abort('internetdisconnected');
}

/**
 * Takes the context off the network, or back on. Chromium's network emulation alone let an API request
 * through now and then: in one CI run an outbox entry made offline reached the server while the test
 * was still offline, sent by the app's start right after an offline reload. So while offline the
 * pages' API requests are also failed at the route, as a lost connection fails them. Requests a service
 * worker answers are not routed: offline starts and cached files still come from it.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (offline) {
    await context.route(apiRequests, failAsOffline);
    await context.setOffline(true);
  } else {
    await context.setOffline(false);
    await context.unroute(apiRequests, failAsOffline);
  }
}
