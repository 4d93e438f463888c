import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, logOutThroughMenu, submitLogin } from './demo-login';
import { repositoryRoot } from '../../server/src/cli/build-pwa';
import { launchChromiumPool, startPortalServer, type PortalBrowserPool, type PortalServer } from './harness';
import { findHiddenLayouts } from './hidden-layout-check';
import { findLayoutProblems, type LayoutProblem } from './layout-check';
import { chooseFromMenu } from './menus';

/**
 * Every screen of the PWA (every route of src/app/router.tsx, plus the states that open a dialog, a
 * form or a menu) on a phone (360x740) and a desktop (1366x900), in Dutch and in English:
 *
 * - **Layout**: nothing makes the page or a table scroll sideways, no text or chosen option is cut
 *   off by its box (`layout-check.ts`); no screen renders a layout it hides, such as the cards of a
 *   table shown on a desktop (`hidden-layout-check.ts`).
 * - **Loading**: once the first sync is done, no screen stays in a loading state (anything marked
 *   `aria-busy`) for more than 10 s.
 * - **Accessibility**: axe-core finds no serious or critical violation, and on the screens checked
 *   whole, no content outside a landmark (axe's moderate `region` rule). Every screen is checked in
 *   Dutch; the screens where the language changes more than the words (`isLanguageSensitive`) in
 *   English too: axe on every screen in both languages cost 100 s on two cores and finds nothing
 *   the words alone would change.
 * - **Screenshots** of every screen, viewport and language go to `PORTAL_SCREENSHOT_DIR`, by
 *   default `test-results/screens/` (not committed; the README's pictures are chosen from there).
 *
 * One server and one Chromium for the file; a phone context and a desktop context run at the same
 * time. Each loads the PWA once and then moves between screens inside the app (the router follows
 * `popstate`), switching the language with the switch on screen: first the signed-out pages, then,
 * signed in as the holding's customer admin (every area but roles, and a customer's share of the
 * data, so the first sync is short), the signed-in screens; the desktop context then signs in as the
 * superadmin for what only staff see (roles, the staff dashboard), at both sizes.
 */
type Language = 'nl' | 'en';

interface Viewport {
  name: string;
  size: { width: number; height: number };
  isMobile: boolean;
}

const viewports: Viewport[] = [
  { name: '360x740', size: { width: 360, height: 740 }, isMobile: true },
  { name: '1366x900', size: { width: 1366, height: 900 }, isMobile: false },
];

interface RecordIds {
  device: string;
  devicePublicId: string;
  contract: string;
  /** An offer awaiting a response, so its page shows the response form. */
  offer: string;
  order: string;
  workOrder: string;
  checklist: string;
  invoice: string;
  task: string;
  appointment: string;
  timelineItem: string;
}

interface Screen {
  name: string;
  path: (ids: RecordIds) => string;
  /** Waits for what tells this screen from the previous one, when the heading alone does not. */
  ready?: (page: Page) => Promise<unknown>;
  /** Brings the ready screen into the state to check (a dialog, a form or a menu open). */
  open?: (page: Page) => Promise<unknown>;
  /**
   * Checks the whole page, not only `<main>`. The frame around `<main>` (header, menu, bottom bar;
   * the signed-out frame) is the same on every screen of a layout, so it is checked whole once per
   * layout, and wherever a dialog or menu opens (they open outside `<main>`).
   */
  isWholePage?: boolean;
  /**
   * Also checked in English. Every screen is checked in Dutch; English goes where the language
   * changes more than the words: the signed-out forms, the shell and its menus, every dialog and
   * form, and the screens built from localized dates, weekdays and amounts.
   */
  isLanguageSensitive?: boolean;
  /** This screen's own repeated parts after the first few, as `repeatedItems`. */
  repeated?: string[];
}

/** The signed-out pages; the public device page is what a QR sticker opens. */
const signedOutScreens: Screen[] = [
  {
    name: 'two-factor step',
    path: () => '/login/two-factor/00000000-0000-7000-8000-000000000000',
    isLanguageSensitive: true,
  },
  { name: 'register', path: () => '/register', isLanguageSensitive: true },
  { name: 'forgot password', path: () => '/reset-password/request', isLanguageSensitive: true },
  { name: 'reset password', path: () => '/reset-password?token=not-a-real-token', isLanguageSensitive: true },
  {
    name: 'confirm account',
    path: () => '/confirm-account?token=not-a-real-token',
    isLanguageSensitive: true,
  },
  {
    name: 'public device (QR)',
    path: (ids) => `/public/serviceobjects/${ids.devicePublicId}`,
    isWholePage: true,
    isLanguageSensitive: true,
  },
  // Last: the public device page has no language switch, the login page has one.
  { name: 'login', path: () => '/login', isWholePage: true, isLanguageSensitive: true },
];

function agendaView(
  name: string,
  view: 'day' | 'week' | 'month' | 'list',
  position: number,
  isLanguageSensitive = false,
): Screen {
  return {
    name,
    isLanguageSensitive,
    path: () => `/agenda?view=${view}`,
    // The views share one page: the pressed view button says which one is on screen.
    ready: (page) =>
      page.locator(`main [role="group"] > button:nth-child(${position})[aria-pressed="true"]`).waitFor(),
  };
}

/** As the holding's customer admin, who may view every area except roles. */
const customerScreens: Screen[] = [
  { name: 'dashboard', path: () => '/dashboard', isWholePage: true, isLanguageSensitive: true },
  {
    name: 'main menu',
    path: () => '/dashboard',
    isWholePage: true,
    isLanguageSensitive: true,
    // On a phone the menu is a drawer; from 1024 px up it is the sidebar, always open.
    open: async (page) => {
      const button = page.getByRole('button', { name: /^(Menu openen|Open menu)$/ });
      if (!(await button.isVisible())) return;
      await button.click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'account menu',
    path: () => '/dashboard',
    isWholePage: true,
    isLanguageSensitive: true,
    open: async (page) => {
      await page.getByRole('button', { name: /^Account: / }).click();
      await page.getByRole('menu').waitFor();
    },
  },
  { name: 'devices overview', path: () => '/devices/overview' },
  { name: 'device detail', path: (ids) => `/devices/${ids.device}`, isLanguageSensitive: true },
  { name: 'legal supervision', path: () => '/devices/legal-supervision' },
  { name: 'mandatory checklist', path: () => '/devices/mandatory-checklist' },
  { name: 'refrigerant transactions', path: () => '/refrigerant-transactions' },
  { name: 'contracts', path: () => '/serviceobject-contracts' },
  { name: 'contract detail', path: (ids) => `/serviceobject-contracts/${ids.contract}` },
  { name: 'documents', path: () => '/documents' },
  { name: 'device documents', path: (ids) => `/documents/devices/${ids.device}` },
  { name: 'offers', path: () => '/offers' },
  { name: 'offer detail', path: (ids) => `/offers/${ids.offer}` },
  {
    name: 'offer response form',
    path: (ids) => `/offers/${ids.offer}`,
    isLanguageSensitive: true,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Offerte accepteren|Accept offer)$/ }).click();
      await page.locator('main form input').first().waitFor();
    },
  },
  { name: 'orders', path: () => '/orders' },
  { name: 'order detail', path: (ids) => `/orders/${ids.order}` },
  { name: 'work order detail', path: (ids) => `/workorders/${ids.workOrder}` },
  { name: 'checklist detail', path: (ids) => `/checklists/${ids.checklist}` },
  { name: 'invoices', path: () => '/invoices', isLanguageSensitive: true },
  { name: 'invoice detail', path: (ids) => `/invoices/${ids.invoice}` },
  { name: 'tasks', path: () => '/tasks', isLanguageSensitive: true },
  { name: 'my open tasks', path: () => '/my-open-tasks' },
  { name: 'task detail', path: (ids) => `/tasks/${ids.task}` },
  { name: 'contacts', path: () => '/contacts' },
  {
    name: 'timeline',
    path: () => '/timeline',
    // A section per day: the first two show every kind of item there is.
    repeated: ['main section[aria-labelledby]:nth-of-type(n+3)'],
  },
  { name: 'timeline item', path: (ids) => `/timeline/${encodeURIComponent(ids.timelineItem)}` },
  agendaView('agenda day', 'day', 1),
  agendaView('agenda week', 'week', 2),
  // Weekday and month names fill the month grid.
  agendaView('agenda month', 'month', 3, true),
  agendaView('agenda list', 'list', 4),
  { name: 'appointment detail', path: (ids) => `/agenda/${encodeURIComponent(ids.appointment)}` },
  { name: 'today', path: () => '/today' },
  { name: 'reports', path: () => '/reports' },
  { name: 'child companies', path: () => '/child-companies' },
  { name: 'activity log', path: () => '/activity-logs' },
  { name: 'users', path: () => '/users' },
  {
    name: 'permissions dialog',
    path: () => '/users',
    isWholePage: true,
    isLanguageSensitive: true,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^(Rechten van|Permissions of) / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'profile', path: () => '/profile', isLanguageSensitive: true },
  {
    // Field errors in the shared form field, checked in the browser before anything is sent.
    name: 'profile, form errors',
    path: () => '/profile',
    isLanguageSensitive: true,
    open: async (page) => {
      await page.getByRole('button', { name: /^(Wachtwoord wijzigen|Change password)$/ }).click();
      await page.locator('main input[aria-invalid="true"]').first().waitFor();
    },
  },
  { name: 'sync', path: () => '/sync', isLanguageSensitive: true },
  { name: 'page not found', path: () => '/no-such-page' },
];

/** What only staff see: roles are staff administration, and the staff dashboard covers every customer. */
const staffScreens: Screen[] = [
  { name: 'staff dashboard', path: () => '/dashboard', isWholePage: true },
  { name: 'roles', path: () => '/roles' },
  {
    name: 'delete role dialog',
    path: () => '/roles',
    isWholePage: true,
    isLanguageSensitive: true,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^(Verwijderen|Delete): / })
        .and(page.locator(':enabled'))
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
];

/**
 * The rows of a long list after the first three: the same component with other data, so checking
 * them again costs seconds and finds nothing new (the colours of every status badge palette are
 * held to 4.5:1 by the theme, src/ui/theme/app-system.ts).
 */
const repeatedItems = [
  'tbody > tr:nth-child(n+4)',
  'ul > li:nth-child(n+4)',
  'ol > li:nth-child(n+4)',
  '[role="list"] > :nth-child(n+4)',
];

interface Finding {
  rule: string;
  impact: 'moderate' | 'serious' | 'critical';
  where: string;
  targets: string[];
  /** The first offending element's markup, shortened: generated class names alone say little. */
  html: string;
  /** What axe measured there (for contrast: the colours and the ratio). */
  summary: string;
}

let server: PortalServer;
let pool: PortalBrowserPool;
let api: APIRequestContext;
let ids: RecordIds;

const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
const Records = z.object({ data: z.array(z.looseObject({ id: z.string() })) });

async function records(token: string, path: string): Promise<z.infer<typeof Records>['data']> {
  const response = await api.get(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = Records.parse(await response.json());
  if (data.length === 0) throw new Error(`the demo data has nothing at /api/${path}`);
  return data;
}

/** A real record of every kind that has a detail page, as the customer admin sees them. */
async function recordIds(): Promise<RecordIds> {
  const login = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  const { token } = LoginAnswer.parse(await login.json()).data;
  const first = async (path: string) => (await records(token, `${path}?perPage=1`))[0]!;
  const [device, contract, offers, order, workOrder, checklist, invoice, task, appointment, timelineItem] =
    await Promise.all([
      first('serviceobjects'),
      first('serviceobject-contracts'),
      records(token, 'offers?perPage=100'),
      first('orders'),
      first('workorders'),
      first('checklists'),
      first('invoices'),
      first('task'),
      first('appointments'),
      first('timeline'),
    ]);
  const sentOffer = offers.find((offer) => offer.status === 'sent');
  if (!sentOffer) throw new Error('the demo data has no offer awaiting a response');
  return {
    device: device.id,
    devicePublicId: z.string().parse(device.publicId),
    contract: contract.id,
    offer: sentOffer.id,
    order: order.id,
    workOrder: workOrder.id,
    checklist: checklist.id,
    invoice: invoice.id,
    task: task.id,
    appointment: appointment.id,
    timelineItem: timelineItem.id,
  };
}

beforeAll(async () => {
  [server, pool] = await Promise.all([startPortalServer(), launchChromiumPool()]);
  api = await playwrightRequest.newContext({ baseURL: server.url });
  ids = await recordIds();
});

afterAll(async () => {
  await Promise.all([api?.dispose(), pool?.close(), server?.close()]);
});

/**
 * Every transition and animation ends at once, so axe measures the colours a control settles on and
 * never a frame of a fade (a dialog fading in, a button turning from disabled to enabled).
 */
function stopMotion(css: string): void {
  document.addEventListener('DOMContentLoaded', () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  });
}
const noMotion =
  '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';

/** How long a screen of a synced user may show placeholders before the test calls it endless loading. */
const loadingLimitMs = 10_000;

/**
 * Moves the app to `path` without reloading it (the router follows `popstate`), then waits for the
 * screen: a level-1 heading that was not on the previous route's page, and nothing marked busy and no
 * placeholder (a list or a record whose local query has not answered, a figure being computed), so
 * what is measured is the screen with its rows. Fails after
 * `timeout` ms, saying what was on screen.
 */
async function navigate(page: Page, path: string, timeout: number): Promise<void> {
  await page.evaluate((target) => {
    // A new route renders a new page; the same route with other query parameters keeps its heading.
    const isNewRoute = new URL(target, window.location.href).pathname !== window.location.pathname;
    if (isNewRoute) {
      for (const heading of Array.from(document.querySelectorAll('h1')))
        heading.setAttribute('data-axe-previous', '');
    }
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page
    .waitForFunction(
      () =>
        document.querySelector('main h1:not([data-axe-previous])') !== null &&
        document.querySelector('[aria-busy="true"], .chakra-skeleton') === null,
      null,
      { timeout },
    )
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => ({
        url: window.location.href,
        headings: Array.from(document.querySelectorAll('h1')).map((heading) => heading.textContent),
        busy: document.querySelectorAll('[aria-busy="true"], .chakra-skeleton').length,
      }));
      throw new Error(`${path} did not show within ${timeout / 1000} s: ${JSON.stringify(shown)}`, {
        cause: error,
      });
    });
}

/**
 * Stands in for axe-core's source where the document already has axe: nothing is injected again.
 * A statement without a value: the builder evaluates it and sends its value back.
 */
const axeAlreadyLoaded = 'void 0';

/**
 * The axe-core of the project's own dependencies, the one Lighthouse runs, not the older copy
 * `@axe-core/playwright` bundles: a newer axe finds what the older one missed (4.14 counts text a
 * sighted user sees even where it is `aria-hidden`, as WCAG 2.5.3's visible label).
 */
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function findViolations(page: Page, where: string, screen: Screen): Promise<Finding[]> {
  // The app never reloads between screens, so axe-core (half a megabyte) is injected once per
  // document instead of twice per check, which cost more than the check itself.
  const hasAxe = await page.evaluate(() => 'axe' in window);
  let builder = new AxeBuilder({ page, axeSource: hasAxe ? axeAlreadyLoaded : axeSource })
    // One document without frames: axe runs in the page itself, no blank page per check.
    .setLegacyMode(true)
    // An accessible name that does not hold the control's visible text breaks speaking to it by voice
    // (WCAG 2.5.3); axe has the rule, off by default as experimental.
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (!screen.isWholePage) builder = builder.include('main');
  for (const selector of [...repeatedItems, ...(screen.repeated ?? [])]) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((violation) =>
    violation.impact === 'serious' ||
    violation.impact === 'critical' ||
    // Moderate in axe, but content outside every landmark is lost to a screen reader's landmark list.
    // Checked where the whole page is, without an open menu or dialog: those render in a layer of
    // their own at the end of the body and take the focus, as popups should.
    (violation.id === 'region' && screen.isWholePage && !screen.open)
      ? [
          {
            rule: violation.id,
            impact: (violation.impact ?? 'moderate') as Finding['impact'],
            where,
            targets: violation.nodes.map((node) => node.target.join(' ')),
            html: violation.nodes[0]?.html.slice(0, 160) ?? '',
            summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').slice(0, 240) ?? '',
          },
        ]
      : [],
  );
}

/** Through the switch in the header, or on a phone, where the header has no room for it, the account menu. */
async function chooseLanguage(page: Page, language: Language): Promise<void> {
  const name = language === 'nl' ? 'Nederlands' : 'English';
  const inHeader = page.getByRole('button', { name: `${language.toUpperCase()}, ${name}`, exact: true });
  if (await inHeader.isVisible()) {
    await inHeader.click();
  } else {
    await chooseFromMenu(
      page.getByRole('button', { name: /^Account: / }),
      page.getByRole('menuitemradio', { name, exact: true }),
    );
  }
  await page.waitForFunction((locale) => document.documentElement.lang === locale, language);
}

/** Signs in through the login page on screen (in Dutch) and waits for the landing page's heading. */
async function signIn(page: Page, email: string): Promise<void> {
  await submitLogin(page, email, demoPassword);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.locator('main h1').waitFor();
}

/**
 * Waits up to 90 s for `target` to reach `state` (`step` of the first sync: the header saying it is
 * synced, the notice gone); a timeout says what the header's sync status and the notice said instead.
 */
async function waitForFirstSync(
  page: Page,
  step: string,
  target: Locator,
  state: 'visible' | 'detached' = 'visible',
): Promise<void> {
  try {
    await target.waitFor({ state, timeout: 90_000 });
  } catch (error) {
    const said = async (read: () => Promise<string | null>) => (await read().catch(() => null)) ?? '(none)';
    const status = await said(() =>
      page.locator('a[href="/sync"]').first().getAttribute('aria-label', { timeout: 1_000 }),
    );
    const notice = await said(() =>
      page.locator('main ~ *').filter({ hasText: /\S/ }).first().textContent({ timeout: 1_000 }),
    );
    throw new Error(
      `the first sync: ${step} not within 90 s at ${new URL(page.url()).pathname}; the sync status said "${status}", the notice "${notice}"`,
      { cause: error },
    );
  }
}

/** Whether axe checks `screen` in `language`: every screen in Dutch, the language-sensitive ones in English. */
function isAxeChecked(language: Language, screen: Screen): boolean {
  return language === 'nl' || screen.isLanguageSensitive === true;
}

const screenshotDir =
  process.env.PORTAL_SCREENSHOT_DIR ?? path.join(repositoryRoot, 'test-results', 'screens');

function screenshotName(viewport: Viewport, language: Language, screen: Screen): string {
  const slug = screen.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return path.join(screenshotDir, `${viewport.name}-${language}-${slug}.png`);
}

/** What one walk through the screens found. */
interface WalkResult {
  axe: Finding[];
  layout: string[];
  /** Every screen, viewport and language looked at. */
  visits: number;
  axeChecks: number;
}

/**
 * Every signed-out and customer screen at one viewport, in one context; then, where `staffViewports`
 * is given, the staff screens at those viewports. The superadmin's first sync brings every
 * customer's data, so one context does them for both viewports, resizing its page: the layout
 * follows the width alone (no media query of the app asks for touch or the pointer).
 */
async function checkViewport(viewport: Viewport, staffViewports: Viewport[]): Promise<WalkResult> {
  const { context, page } = await pool.newContext({ viewport: viewport.size, isMobile: viewport.isMobile });
  await context.addInitScript(stopMotion, noMotion);
  const result: WalkResult = { axe: [], layout: [], visits: 0, axeChecks: 0 };
  let current = viewport;
  // Before sign-in nothing waits for data; after it, the first sync is awaited apart, so a screen
  // that still shows placeholders after `loadingLimitMs` is loading endlessly.
  let timeout = 30_000;
  const checkScreens = async (screens: Screen[], languages: readonly Language[]) => {
    for (const language of languages) {
      await chooseLanguage(page, language);
      for (const screen of screens) {
        const where = `${screen.name} (${language}, ${current.name})`;
        await navigate(page, screen.path(ids), timeout);
        await screen.ready?.(page);
        await screen.open?.(page);
        // The pointer rests where the last click left it: a control that renders under it would be
        // measured in its hover colours.
        await page.mouse.move(0, 0);
        result.visits += 1;
        const problems: LayoutProblem[] = await findLayoutProblems(page);
        result.layout.push(
          ...problems.map((problem) => `${problem.kind} on ${where}: ${problem.where} (${problem.sizes})`),
          ...(await findHiddenLayouts(page)).map(
            (hidden) => `hidden layout on ${where}: ${hidden.where} (${hidden.elements} elements)`,
          ),
        );
        await page.screenshot({ path: screenshotName(current, language, screen) });
        if (isAxeChecked(language, screen)) {
          result.axeChecks += 1;
          result.axe.push(...(await findViolations(page, where, screen)));
        }
        // Closes what `open` opened, so the next screen starts without a dialog or menu in front.
        if (screen.open) await page.keyboard.press('Escape');
      }
    }
  };
  try {
    // Not `/login`: a first visit there shows the login page before the router has loaded, and
    // moving on from it starts the app anew; any other signed-out page starts the app with its router.
    await page.goto(`${server.url}/reset-password/request`);
    await page.locator('main h1').waitFor();
    // Dutch last, so the login form below has its Dutch labels.
    await checkScreens(signedOutScreens, ['en', 'nl']);
    await signIn(page, demoAccounts.customer);
    // The first sync has put every collection on the device: lists show their rows, not placeholders.
    await waitForFirstSync(page, 'synced', page.getByRole('link', { name: /^Gesynchroniseerd/ }));
    await waitForFirstSync(
      page,
      'its notice gone',
      page.getByText('Gegevens worden op dit apparaat gezet'),
      'detached',
    );
    timeout = loadingLimitMs;
    // Dutch last again: logging out goes through the Dutch account menu.
    await checkScreens(customerScreens, ['en', 'nl']);
    if (staffViewports.length > 0) {
      await logOutThroughMenu(page);
      await signIn(page, demoAccounts.admin);
      // The superadmin's first sync (every customer's data) is awaited like the customer's.
      await waitForFirstSync(
        page,
        "the superadmin's synced",
        page.getByRole('link', { name: /^(Gesynchroniseerd|Synced)/ }),
      );
      for (const staffViewport of staffViewports) {
        current = staffViewport;
        await page.setViewportSize(staffViewport.size);
        // Each round starts in the language the previous one ended in.
        await checkScreens(
          staffScreens,
          staffViewports.indexOf(staffViewport) % 2 === 0 ? ['nl', 'en'] : ['en', 'nl'],
        );
      }
    }
  } finally {
    await context.close();
  }
  return result;
}

describe('every screen', () => {
  it('fits its viewport, loads within 10 s and has no serious or critical axe violation nor content outside a landmark, on a phone and a desktop in nl and en', async () => {
    const started = Date.now();
    fs.mkdirSync(screenshotDir, { recursive: true });
    const [phone, desktop] = viewports as [Viewport, Viewport];
    const walks = await Promise.all([checkViewport(phone, []), checkViewport(desktop, [desktop, phone])]);
    const axe = walks.flatMap((walk) => walk.axe);
    const layout = walks.flatMap((walk) => walk.layout);
    const sum = (count: (walk: WalkResult) => number) =>
      walks.reduce((total, walk) => total + count(walk), 0);
    const count = (impact: Finding['impact']) => axe.filter((finding) => finding.impact === impact).length;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[suite] screens: ${sum((walk) => walk.visits)} screens x viewport x language, layout problems ${layout.length}; axe ${sum((walk) => walk.axeChecks)} checks, serious ${count('serious')}, critical ${count('critical')}; screenshots in ${path.relative(repositoryRoot, screenshotDir) || screenshotDir}; ${seconds} s`,
    );
    expect(layout).toEqual([]);
    expect(
      axe.map(
        (finding) =>
          `${finding.impact} ${finding.rule} on ${finding.where}: ${finding.targets.join(', ')} (${finding.html}; ${finding.summary})`,
      ),
    ).toEqual([]);
  }, 420_000);
});
