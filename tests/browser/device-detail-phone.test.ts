import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { formatTonnesCo2 } from '../../src/lib/fgas';
import { apiToken, demoAccounts, signInTechnicianSynced } from './demo-login';
import { launchChromiumPool, startPortalServer, type PortalBrowserPool, type PortalServer } from './harness';

/**
 * The device page and the public QR page on a 360 px phone, as the technician uses them at the
 * equipment: only the tabs the technician's permissions sync (a link to the offers tab opens the
 * first tab instead of waiting forever), nothing wider than the screen, words wrapped whole, and
 * tonnes CO2-eq in the one format of src/lib/fgas.ts.
 */
const DeviceList = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      publicId: z.string(),
      typeId: z.string().nullable(),
      co2EqTonnes: z.number().nullable(),
    }),
  ),
});
const TypeList = z.object({ data: z.array(z.object({ id: z.string(), nameNl: z.string() })) });

const phone = { viewport: { width: 360, height: 740 }, isMobile: true } as const;

let server: PortalServer;
let api: APIRequestContext;
let pool: PortalBrowserPool;
type Device = z.infer<typeof DeviceList>['data'][number];
/** A device whose type name is the longest single word: the one a careless wrap splits. */
let longWordDevice: Device;
/** A device whose CO2-eq has fewer than three significant decimals: a loose format prints fewer. */
let co2Device: Device & { co2EqTonnes: number };

beforeAll(async () => {
  server = await startPortalServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  pool = await launchChromiumPool();
  const token = await apiToken(api, demoAccounts.technician);
  const headers = { Authorization: `Bearer ${token}` };
  const devices = DeviceList.parse(
    await (await api.get('/api/serviceobjects?perPage=100', { headers })).json(),
  );
  const types = TypeList.parse(
    await (await api.get('/api/serviceobject-types?perPage=100', { headers })).json(),
  );
  const oneWordLength = new Map(
    types.data.filter((type) => /^\p{L}+$/u.test(type.nameNl)).map((type) => [type.id, type.nameNl.length]),
  );
  const wordLength = (row: Device) => (row.typeId === null ? 0 : (oneWordLength.get(row.typeId) ?? 0));
  longWordDevice = devices.data.reduce((longest, row) =>
    wordLength(row) > wordLength(longest) ? row : longest,
  );
  co2Device = devices.data.find(
    (row): row is typeof co2Device =>
      row.co2EqTonnes !== null &&
      new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 3 }).format(row.co2EqTonnes) !==
        formatTonnesCo2(row.co2EqTonnes, 'nl', false),
  )!;
});

afterAll(async () => {
  await pool?.close();
  await api?.dispose();
  await server?.close();
});

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/** The words of the facts' values that the browser split over two lines (letters only: identifiers may break). */
function wordsBrokenInFacts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const value of Array.from(document.querySelectorAll('main dl dd'))) {
      const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\p{L}+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top)),
          );
          if (lines.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/** The value beside the label `label` in the facts list. */
function factValue(page: Page, label: string) {
  return page
    .getByRole('main')
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

describe('the device page on a phone', () => {
  it('shows a technician only the tabs they sync, settled, within the screen', async () => {
    const { context, page } = await pool.newContext({ ...phone, serviceWorkers: 'block' });
    onTestFinished(() => context.close());
    await signInTechnicianSynced(page, server.url);

    // A link to a tab the technician may not see opens the first visible one.
    await page.goto(`${server.url}/devices/${longWordDevice.id}?tab=offers`);
    await page.getByRole('heading', { level: 1, name: longWordDevice.name }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Gegevens van de installatie' }).getByRole('tab');
    await tabs.first().waitFor();
    const names = await tabs.allTextContents();
    expect(names).toContain('Logboek');
    expect(names).not.toContain('Offertes');
    expect(names).not.toContain('Contracten');
    expect(await page.getByRole('tab', { name: 'Logboek', selected: true }).count()).toBe(1);

    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
    expect(await page.getByText('De gegevens worden voor het eerst op dit apparaat gezet').count()).toBe(0);

    // The F-gas summary fits the first screen; the other facts open on request, by keyboard too.
    const nextCheck = page.getByRole('main').locator('dt', { hasText: 'Volgende lekcontrole' });
    const box = await nextCheck.locator('xpath=following-sibling::dd[1]').boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(740);
    const typeLabel = page.getByRole('main').locator('dt', { hasText: 'Type' });
    expect(await typeLabel.isVisible()).toBe(false);
    // The button that controls the facts' hidden part (found by that relation, not by its text).
    const detailsId = await typeLabel.evaluate((label) => label.parentElement!.id);
    const more = page.locator(`button[aria-controls="${detailsId}"]`);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.focus();
    await page.keyboard.press('Enter');
    await typeLabel.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await expectNoHorizontalOverflow(page);
    expect(await wordsBrokenInFacts(page)).toEqual([]);

    await page.goto(`${server.url}/devices/${co2Device.id}`);
    await page.getByRole('heading', { level: 1, name: co2Device.name }).waitFor();
    expect(await factValue(page, 'CO2-equivalent')).toBe(formatTonnesCo2(co2Device.co2EqTonnes, 'nl'));
  });

  it('keeps the public QR page within the screen, words whole, CO2-eq in the one format', async () => {
    const { context, page } = await pool.newContext(phone);
    onTestFinished(() => context.close());
    await page.goto(`${server.url}/public/serviceobjects/${longWordDevice.publicId}`);
    await page.getByRole('heading', { level: 1, name: longWordDevice.name }).waitFor();
    await expectNoHorizontalOverflow(page);
    expect(await wordsBrokenInFacts(page)).toEqual([]);

    await page.goto(`${server.url}/public/serviceobjects/${co2Device.publicId}`);
    await page.getByRole('heading', { level: 1, name: co2Device.name }).waitFor();
    expect(await factValue(page, 'CO2-equivalent')).toBe(formatTonnesCo2(co2Device.co2EqTonnes, 'nl'));
  });
});
