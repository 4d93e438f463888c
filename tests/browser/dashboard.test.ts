import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

/**
 * The dashboard in real Chromium against the real server (product.md §10): a demo customer sees the
 * figures the server computed for the holding with its child companies, each tile opens its list
 * filtered to exactly what the tile counts (the same number of records), the organisation alone can be
 * chosen, and after a sync the figures show offline across a reload, saying so.
 */
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
const UserAnswer = z.object({ data: z.object({ company: z.object({ id: z.string() }) }) });
const Figures = z.object({
  openOrders: z.number(),
  workOrdersThisWeek: z.number(),
  offersAwaitingCount: z.number(),
  openInvoicesCount: z.number(),
  overdueInvoicesCount: z.number(),
  openTasks: z.number(),
  overdueTasks: z.number(),
  devicesOverdue: z.number(),
  devicesDueWithin30Days: z.number(),
  devicesDueWithin90Days: z.number(),
});
// The charts' figures: one row each in their tables.
const Aggregated = z.object({
  data: Figures.extend({ months: z.array(z.unknown()), refrigerants: z.array(z.unknown()) }),
});
const RowList = z.object({ data: z.array(Figures.extend({ organisationId: z.string() })) });

/** Tile id → the figure of the server's answer it shows. */
const tileFigures = {
  'open-orders': 'openOrders',
  'work-orders-this-week': 'workOrdersThisWeek',
  'offers-awaiting': 'offersAwaitingCount',
  'open-invoices': 'openInvoicesCount',
  'overdue-invoices': 'overdueInvoicesCount',
  'open-tasks': 'openTasks',
  'overdue-tasks': 'overdueTasks',
  'devices-overdue': 'devicesOverdue',
  'devices-due-30': 'devicesDueWithin30Days',
  'devices-due-90': 'devicesDueWithin90Days',
} as const satisfies Record<string, keyof z.infer<typeof Figures>>;

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

/** The server's figures for the demo customer: its holding with the children, and the holding alone. */
async function serverFigures() {
  const login = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  const headers = { Authorization: `Bearer ${LoginAnswer.parse(await login.json()).data.token}` };
  const holding = UserAnswer.parse(await (await api.get('/api/user', { headers })).json()).data.company.id;
  const aggregated = Aggregated.parse(
    await (await api.get(`/api/statistics/${holding}/aggregated`, { headers })).json(),
  ).data;
  const rows = RowList.parse(
    await (await api.get(`/api/organizations/statistics?organizationId=${holding}`, { headers })).json(),
  ).data;
  return { aggregated, own: rows.find((row) => row.organisationId === holding)! };
}

/** The number a tile shows (nl-NL: `1.234`). */
async function tileFigure(page: Page, tile: string): Promise<number> {
  const text = await page.locator(`[data-tile="${tile}"] [data-figure]`).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** How many records a list screen holds: its "load more" total, or the rows shown. */
async function listCount(page: Page, listName: string): Promise<number> {
  const more = page.getByRole('button', { name: /^Meer tonen \(\d+ van \d+\)$/ });
  if ((await more.count()) > 0) return Number(/van (\d+)/.exec((await more.textContent()) ?? '')![1]);
  const list = page.getByRole('list', { name: listName, exact: true });
  if ((await list.count()) === 0) return 0;
  return list.locator(':scope > li').count();
}

/** Follows a tile from the dashboard and answers the count of the list it opened. */
async function openTile(
  page: Page,
  tile: string,
  path: string,
  count: () => Promise<number>,
  expected: number,
) {
  await page.goto(`${server.url}/dashboard`);
  await page.locator(`[data-tile="${tile}"]`).click();
  await page.waitForURL((url) => url.pathname === path);
  // The link's filter became the list's own state: the address no longer carries it.
  await expect.poll(() => new URL(page.url()).search, { timeout: 10_000 }).toBe('');
  await expect.poll(count, { timeout: 20_000 }).toBe(expected);
}

describe('the dashboard in the browser', () => {
  it('shows the figures, opens each list with the same count, and shows them offline after sync', async () => {
    const { aggregated, own } = await serverFigures();
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;

    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 90_000 });

    // The figures of the holding with its child companies, as the server computed them.
    await page.locator('[data-tile="open-orders"]').waitFor();
    for (const [tile, figure] of Object.entries(tileFigures)) {
      expect(await tileFigure(page, tile), tile).toBe(aggregated[figure]);
    }
    expect(aggregated.openOrders + aggregated.openInvoicesCount + aggregated.devicesOverdue).toBeGreaterThan(
      0,
    );

    // Each chart's figures as a table, behind "Toon als tabel": made once opened, with every figure.
    const disclosures = page.locator('details');
    const tables = page.locator('details table');
    await expect.poll(() => disclosures.count()).toBe(3);
    expect(await tables.count()).toBe(0);
    for (const summary of await page.locator('details > summary').all()) await summary.click();
    await expect.poll(() => tables.count()).toBe(3);
    const rowCounts = await Promise.all(
      (await tables.all()).map((table) => table.locator('tbody > tr').count()),
    );
    expect(rowCounts.sort((a, b) => a - b)).toEqual(
      [aggregated.months.length, aggregated.months.length, aggregated.refrigerants.length].sort(
        (a, b) => a - b,
      ),
    );
    expect(aggregated.refrigerants.length).toBeGreaterThan(0);

    // Each tile opens its list filtered to exactly what it counts.
    await openTile(page, 'open-orders', '/orders', () => listCount(page, 'Orders'), aggregated.openOrders);
    await openTile(
      page,
      'overdue-invoices',
      '/invoices',
      () => listCount(page, 'Facturen'),
      aggregated.overdueInvoicesCount,
    );
    await openTile(
      page,
      'open-invoices',
      '/invoices',
      () => listCount(page, 'Facturen'),
      aggregated.openInvoicesCount,
    );
    await openTile(page, 'overdue-tasks', '/tasks', () => listCount(page, 'Taken'), aggregated.overdueTasks);
    await openTile(
      page,
      'offers-awaiting',
      '/offers',
      () => listCount(page, 'Aangeboden'),
      aggregated.offersAwaitingCount,
    );
    await openTile(
      page,
      'devices-overdue',
      '/devices/overview',
      async () => {
        const status = page.getByRole('status').filter({ hasText: /^\d+ installaties?$/ });
        if ((await status.count()) === 0) return -1;
        return Number(/\d+/.exec((await status.first().textContent()) ?? '')![0]);
      },
      aggregated.devicesOverdue,
    );

    // The work-orders tile leads to this week's work orders on the dashboard itself.
    await page.goto(`${server.url}/dashboard`);
    await page.locator('[data-tile="work-orders-this-week"]').click();
    await expect
      .poll(() => page.locator('#werkbonnen-deze-week li').count(), { timeout: 10_000 })
      .toBe(aggregated.workOrdersThisWeek);

    // The holding alone: its own row.
    await page.getByRole('checkbox').uncheck({ force: true });
    await expect.poll(() => tileFigure(page, 'open-orders')).toBe(own.openOrders);
    await page.getByRole('checkbox').check({ force: true });
    await expect.poll(() => tileFigure(page, 'open-orders')).toBe(aggregated.openOrders);

    // Offline, after a reload: the same figures, with the note that they are the last synced ones.
    await setOffline(context, true);
    await page.reload();
    await page.locator('[data-tile="open-orders"]').waitFor({ timeout: 30_000 });
    await page.locator('[data-testid="dashboard-offline"]').waitFor();
    for (const [tile, figure] of Object.entries(tileFigures)) {
      expect(await tileFigure(page, tile), `${tile} offline`).toBe(aggregated[figure]);
    }
    await setOffline(context, false);
  });

  it('follows a back-office run started from the dashboard to its result, and an open invoice to its new status, without a reload', async () => {
    const login = await api.post('/api/login', {
      data: { email: demoAccounts.customer, password: demoPassword },
    });
    const { token } = LoginAnswer.parse(await login.json()).data;
    const headers = { Authorization: `Bearer ${token}` };
    const me = UserAnswer.parse(await (await api.get('/api/user', { headers })).json()).data;
    const Invoices = z.object({
      data: z.array(
        z.object({ id: z.string(), number: z.string(), invoiceDate: z.string(), status: z.string() }),
      ),
    });
    const open = Invoices.parse(
      await (
        await api.get(
          `/api/invoices?organizationId=${me.company.id}&status[]=invoice_sent&status[]=new&perPage=100`,
          { headers },
        )
      ).json(),
    ).data;
    // The demo export reports the holding's oldest open invoice (by date, then number) as paid.
    const [oldest] = [...open].sort((a, b) =>
      a.invoiceDate === b.invoiceDate
        ? a.number < b.number
          ? -1
          : 1
        : a.invoiceDate < b.invoiceDate
          ? -1
          : 1,
    );
    expect(oldest).toBeDefined();

    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 90_000 });
    await page.goto(`${server.url}/invoices/${oldest!.id}`);
    const main = page.getByRole('main');
    // A customer sees the invoice's group, not its wire status: open, or overdue when past its due date.
    await main
      .getByText(/^(Openstaand|Vervallen)$/)
      .first()
      .waitFor();
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });

    // The run is started from the dashboard, in a second tab of the same session.
    const dashboard = await context.newPage();
    await dashboard.goto(`${server.url}/dashboard`);
    const panel = dashboard.getByRole('region', { name: 'Synchronisatie met de administratie' });
    await panel.getByRole('button', { name: 'Synchroniseren' }).click();
    await panel.getByText('Geslaagd', { exact: true }).waitFor({ timeout: 60_000 });
    await panel.getByText('Facturen: 2 nieuw, 1 gewijzigd, 0 ongewijzigd, 0 geweigerd').waitFor();
    await panel.getByText('Taken: 1 nieuw, 0 gewijzigd, 0 ongewijzigd, 1 geweigerd').waitFor();
    await panel.getByText(/^tasks\.json \(.+\): title: /).waitFor();

    // The open invoice follows without a reload.
    await main.getByText('Betaald', { exact: true }).first().waitFor({ timeout: 60_000 });
    expect(navigations).toEqual([]);

    // A user without `update dashboard` sees the result but no button.
    const other = await launchChromium();
    onTestFinished(() => other.close());
    await other.page.goto(`${server.url}/login`);
    await submitLogin(other.page, demoAccounts.branch);
    await other.page.waitForURL((url) => url.pathname === '/dashboard');
    const theirs = other.page.getByRole('region', { name: 'Synchronisatie met de administratie' });
    await theirs.waitFor({ timeout: 90_000 });
    expect(await theirs.getByRole('button', { name: 'Synchroniseren' }).count()).toBe(0);
  }, 300_000);
});
