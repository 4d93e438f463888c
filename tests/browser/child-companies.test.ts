import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { openInvoiceStatuses, openOrderStatuses } from '../../src/lib/open-records';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

/**
 * "Dochterbedrijven" in real Chromium: the holding's customer admin (product.md §9: `view
 * child_companies`, a holding with three child companies) sees the tree with each company's counts as
 * the server has the records, the same numbers the device, order and invoice lists show once switched
 * to that company, the devices with an overdue duty as the server's statistics row of that company
 * (the dashboard's figure), can switch to a child company, and the screen opens again offline after
 * the sync.
 */
const LoginAnswer = z.object({
  data: z.object({ token: z.string(), user: z.object({ company: z.object({ id: z.string() }) }) }),
});
const ListTotal = z.object({ meta: z.object({ pagination: z.object({ total: z.number() }) }) });
const StatisticsRows = z.object({
  data: z.array(z.object({ organisationId: z.string(), devicesOverdue: z.number() })),
});
const Organisations = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() })),
});

const holdingName = 'Bakkerij De Jong Holding B.V.';
/** The child company the test switches to (product.md §9's holding has three). */
const branchName = 'Bakkerij De Jong Centrum';

interface Counts {
  Installaties: number;
  'Open orders': number;
  'Open facturen': number;
  'Installaties met verlopen keuring': number;
}

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

/** Each company of the holding's tree with its own counts, as the server answers its lists. */
async function countsOnTheServer(): Promise<Record<string, Counts>> {
  const login = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  const { token, user } = LoginAnswer.parse(await login.json()).data;
  const headers = { Authorization: `Bearer ${token}` };
  const total = async (path: string) =>
    ListTotal.parse(await (await api.get(`${path}&perPage=1`, { headers })).json()).meta.pagination.total;
  const children = Organisations.parse(
    await (await api.get(`/api/organizations/${user.company.id}/children`, { headers })).json(),
  ).data;
  const companies = [{ id: user.company.id, name: holdingName }, ...children];
  const counts: Record<string, Counts> = {};
  for (const company of companies) {
    const orderStatuses = openOrderStatuses.map((status) => `status[]=${status}`).join('&');
    const invoiceStatuses = openInvoiceStatuses.map((status) => `status[]=${status}`).join('&');
    // The statistics row of the company alone, without its children.
    const statistics = StatisticsRows.parse(
      await (await api.get(`/api/organizations/statistics?organizationId=${company.id}`, { headers })).json(),
    ).data;
    expect(statistics).toHaveLength(1);
    counts[company.name] = {
      Installaties: await total(`/api/serviceobjects?organizationId=${company.id}`),
      'Open orders': await total(`/api/orders?organizationId=${company.id}&${orderStatuses}`),
      'Open facturen': await total(`/api/invoices?organizationId=${company.id}&${invoiceStatuses}`),
      'Installaties met verlopen keuring': statistics[0]!.devicesOverdue,
    };
  }
  return counts;
}

/** The companies of the tree on the screen, in the order shown, each with the numbers of its card. */
async function countsOnTheScreen(page: Page): Promise<Record<string, Record<string, number>>> {
  const tree = page.getByRole('list', { name: 'Organisatiestructuur', exact: true });
  await tree.waitFor();
  // Counts of a collection still on its way show as loading: wait for all of them.
  await page.waitForFunction(() => !document.body.textContent?.includes('wordt geladen'));
  return tree.evaluate((root) => {
    const counts: Record<string, Record<string, number>> = {};
    for (const item of Array.from(root.querySelectorAll('li'))) {
      // An item's own card comes before the list of its child companies.
      const name = item.querySelector('h2')?.textContent?.trim() ?? '';
      const figures: Record<string, number> = {};
      const terms = Array.from(item.querySelector('dl')?.querySelectorAll('dt') ?? []);
      for (const term of terms)
        figures[term.textContent ?? ''] = Number(term.nextElementSibling?.textContent);
      counts[name] = figures;
    }
    return counts;
  });
}

/**
 * What the orders list shows for one status: every card, or the total of "Meer tonen (x van N)". The
 * filter is kept across a reload, so the list read is the filtered one, never the one before it.
 */
async function ordersListed(page: Page, statusLabel: string): Promise<number> {
  await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption({ label: statusLabel });
  await page.reload();
  const more = page.getByRole('button', { name: /^Meer tonen \(\d+ van \d+\)$/ });
  const empty = page.getByText('Niets gevonden dat past bij je zoekopdracht of filters.');
  const list = page.getByRole('list', { name: 'Orders', exact: true });
  await list.locator('li').first().or(empty).waitFor();
  if (await empty.isVisible()) return 0;
  if (await more.isVisible()) return Number(/van (\d+)\)/.exec((await more.textContent()) ?? '')?.[1]);
  return list.locator(':scope > li').count();
}

/** The number of invoices under "Openstaand" on the invoices screen. */
function openInvoicesText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const term = Array.from(document.querySelectorAll('dt')).find(
      (dt) => dt.textContent?.trim() === 'Openstaand',
    );
    return term?.nextElementSibling?.nextElementSibling?.textContent?.trim() ?? '';
  });
}

describe('child companies in the browser', () => {
  it("shows the holding's tree with the lists' counts, switches to a child company, and works offline", async () => {
    const expected = await countsOnTheServer();
    expect(Object.keys(expected)).toHaveLength(4);
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;

    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });

    await page.getByRole('link', { name: 'Dochterbedrijven', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/child-companies');
    await page.getByRole('heading', { level: 1, name: 'Dochterbedrijven' }).waitFor();
    const shown = await countsOnTheScreen(page);
    expect(Object.keys(shown)[0]).toBe(holdingName);
    expect(shown).toEqual(expected);
    const children = page.getByRole('list', { name: `Dochterbedrijven van ${holdingName}`, exact: true });
    expect(await children.locator(':scope > li').count()).toBe(3);

    // After the sync the screen needs no network: a reload offline shows the same tree and counts.
    await setOffline(context, true);
    await page.reload();
    expect(await countsOnTheScreen(page)).toEqual(expected);

    // Switching works offline too: it only changes the organisation kept on this device.
    await page.getByRole('button', { name: `Overschakelen naar ${branchName}`, exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Je werkt nu in ${branchName}.` })
      .waitFor();
    const switcher = page.getByRole('combobox', { name: 'Organisatie', exact: true });
    expect((await switcher.locator('option:checked').textContent())?.trim()).toBe(branchName);
    await page.getByText(`${branchName} heeft geen dochterbedrijven.`).waitFor();
    expect(await countsOnTheScreen(page)).toEqual({ [branchName]: expected[branchName] });
    const branch = expected[branchName]!;

    // The lists of the company switched to show the same numbers.
    await page.goto(`${server.url}/devices/overview`);
    await page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${branch.Installaties} installaties?$`) })
      .waitFor();

    await page.goto(`${server.url}/invoices`);
    const invoices = branch['Open facturen'];
    await expect
      // The list opens from its lazy chunk and the local database: give it more than the default second.
      .poll(() => openInvoicesText(page), { timeout: 20_000 })
      .toBe(`${invoices} ${invoices === 1 ? 'factuur' : 'facturen'}`);

    await page.goto(`${server.url}/orders`);
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    let openOrders = 0;
    for (const label of ['Open', 'Ingepland', 'In uitvoering']) openOrders += await ordersListed(page, label);
    expect(openOrders).toBe(branch['Open orders']);

    // Back to the holding from the child company's screen; on a phone nothing overflows.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/child-companies`);
    await page.getByRole('button', { name: `Terug naar ${holdingName}`, exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Je werkt nu in ${holdingName}.` })
      .waitFor();
    await children.waitFor();
    expect(Object.keys(await countsOnTheScreen(page))).toHaveLength(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }, 240_000);
});
