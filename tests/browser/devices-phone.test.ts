import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { formatDate } from '../../src/i18n/formatters';
import { apiToken, demoAccounts, signInTechnicianSynced } from './demo-login';
import { launchChromiumPool, startPortalServer, type PortalBrowserPool, type PortalServer } from './harness';

/**
 * The devices screens on a 360 x 740 phone, as the technician uses them at a site: the list starts
 * right under the search with its filters in a "Filters (n)" sheet and the chosen ones as removable
 * chips; the device page keeps its tab bar under the header while the content scrolls, the open tab
 * in view, and its edits in one "Acties" menu; memo notes carry dates in the app's format; and the
 * scan dialog opens a device by its typed number (Chromium here has no camera). A dialog opened by
 * the app's state is not rendered while closed.
 */
const DeviceList = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      number: z.string(),
      name: z.string(),
      typeId: z.string().nullable(),
      refrigerant: z.string().nullable(),
    }),
  ),
});
const TypeList = z.object({ data: z.array(z.object({ id: z.string(), nameNl: z.string() })) });

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, serviceWorkers: 'block' } as const;

let server: PortalServer;
let api: APIRequestContext;
let pool: PortalBrowserPool;
let devices: z.infer<typeof DeviceList>['data'];
let types: z.infer<typeof TypeList>['data'];

beforeAll(async () => {
  server = await startPortalServer();
  api = await playwrightRequest.newContext({ baseURL: server.url });
  pool = await launchChromiumPool();
  const token = await apiToken(api, demoAccounts.technician);
  const headers = { Authorization: `Bearer ${token}` };
  devices = DeviceList.parse(
    await (await api.get('/api/serviceobjects?perPage=100', { headers })).json(),
  ).data;
  types = TypeList.parse(
    await (await api.get('/api/serviceobject-types?perPage=100', { headers })).json(),
  ).data;
});

afterAll(async () => {
  await pool?.close();
  await api?.dispose();
  await server?.close();
});

async function signInOnPhone(): Promise<Page> {
  const { context, page } = await pool.newContext(phone);
  onTestFinished(() => context.close());
  await signInTechnicianSynced(page, server.url);
  return page;
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

/**
 * Run before the app's code: follows React's committed trees through its DevTools hook, so the page
 * can tell which dialogs are rendered (`window.__dialogRoots()`): each Ark dialog or drawer root as
 * "with trigger" (its opening button lives inside it, so it must stay) or "without trigger" (opened
 * by the app's state: rendered only while open or closing, ui/dialog-root-while-open.tsx).
 */
const followDialogRoots = `
  const fiberRoots = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(this.renderers.size + 1, renderer); return this.renderers.size; },
    checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) { fiberRoots.add(root); },
  };
  const isDialogRoot = (fiber) =>
    fiber.tag === 10 && (fiber.type?.displayName ?? fiber.type?._context?.displayName) === 'DialogContext';
  const some = (fiber, test) => {
    for (let node = fiber; node; node = node.sibling) if (test(node) || some(node.child, test)) return true;
    return false;
  };
  const isTrigger = (fiber) => fiber.tag === 5 && fiber.memoizedProps?.['data-part'] === 'trigger';
  window.__dialogRoots = () => {
    const found = [];
    const visit = (fiber) => {
      for (let node = fiber; node; node = node.sibling) {
        if (isDialogRoot(node)) found.push(some(node.child, isTrigger) ? 'with trigger' : 'without trigger');
        visit(node.child);
      }
    };
    for (const root of fiberRoots) visit(root.current);
    return found;
  };`;

function dialogRoots(target: Page): Promise<string[]> {
  return target.evaluate(() => (window as unknown as { __dialogRoots: () => string[] }).__dialogRoots());
}

/** The memo of a device in the page's user database, read without Dexie. */
function localMemo(target: Page, id: string): Promise<string | null> {
  return target.evaluate(async (deviceId) => {
    const name = (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .find((candidate) => candidate.startsWith('portal-'));
    if (!name) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    try {
      const record = await new Promise<{ memo?: string | null } | undefined>((resolve, reject) => {
        const request = db.transaction('serviceObjects').objectStore('serviceObjects').get(deviceId);
        request.onsuccess = () => resolve(request.result as { memo?: string | null } | undefined);
        request.onerror = () => reject(request.error);
      });
      return record?.memo ?? null;
    } finally {
      db.close();
    }
  }, id);
}

describe('the devices screens on a phone', () => {
  it('starts the list under the search, with the filters in a sheet and the chosen ones as chips', async () => {
    const page = await signInOnPhone();
    const cards = page.getByRole('main').getByRole('list', { name: 'Installaties' }).getByRole('listitem');
    await cards.first().waitFor();
    const firstCard = await cards.first().boundingBox();
    expect(firstCard!.y + firstCard!.height).toBeLessThanOrEqual(740);
    await expectNoHorizontalOverflow(page);
    // No select stands between the search and the list.
    expect(await page.getByRole('combobox', { name: 'Koudemiddel' }).isVisible()).toBe(false);
    expect(await page.getByRole('list', { name: 'Actieve filters' }).count()).toBe(0);

    const refrigerant = devices.find((device) => device.refrigerant !== null)!.refrigerant!;
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    await sheet.getByLabel('Koudemiddel').selectOption(refrigerant);
    await sheet.getByLabel('Sorteren op').selectOption({ label: 'Naam' });
    // The sheet's button says how many the list now shows, and closes the sheet.
    const showButton = sheet.getByRole('button', { name: /^Toon \d+ installaties?$/ });
    const shown = Number(/\d+/.exec((await showButton.textContent()) ?? '')![0]);
    await showButton.click();
    await sheet.waitFor({ state: 'hidden' });

    // The sort is no filter: one filter set.
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    const chip = page.getByRole('button', { name: `Verwijder filter: Koudemiddel: ${refrigerant}` });
    await chip.waitFor();
    const chipBox = await chip.boundingBox();
    const searchBox = await page.getByRole('searchbox', { name: 'Zoek installaties' }).boundingBox();
    expect(chipBox!.y).toBeGreaterThan(searchBox!.y);
    expect(
      await page
        .getByRole('main')
        .getByText(/^\d+ installaties?$/)
        .textContent(),
    ).toBe(`${shown} installatie${shown === 1 ? '' : 's'}`);
    const firstShown = await cards.first().boundingBox();
    expect(firstShown!.y + firstShown!.height).toBeLessThanOrEqual(740);
    await expectNoHorizontalOverflow(page);

    await chip.click();
    await page.getByRole('button', { name: 'Filters', exact: true }).waitFor();
    expect(await page.getByRole('list', { name: 'Actieve filters' }).count()).toBe(0);
  });

  it('keeps the list in place, and shows no refresh, while a change made elsewhere is pulled in the background', async () => {
    const page = await signInOnPhone();
    const main = page.getByRole('main');
    await main.getByRole('list', { name: 'Installaties' }).getByRole('listitem').first().waitFor();
    await main.getByText(/^\d+ installaties$/).waitFor();
    await page.evaluate(() => {
      const shifts: string[] = [];
      (window as unknown as { __mainShifts: string[] }).__mainShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[])
          for (const source of entry.sources)
            if (source.node instanceof Element && source.node.closest('main'))
              shifts.push(`${source.node.nodeName} ${source.previousRect.y} -> ${source.currentRect.y}`);
      }).observe({ type: 'layout-shift' });
      const seen = window as unknown as { __refreshShown: boolean };
      seen.__refreshShown = false;
      new MutationObserver(() => {
        const main = document.querySelector('main');
        if (
          main &&
          Array.from(main.querySelectorAll('p, span')).some((node) => node.textContent === 'Vernieuwen…')
        )
          seen.__refreshShown = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });

    // A colleague's change: its realtime hint makes the engine pull the devices while the list shows.
    // The realtime connection is opened after the first sync starts; let it settle.
    await page.waitForTimeout(1_500);
    const token = await apiToken(api, demoAccounts.admin);
    const changed = await api.put(`/api/serviceobjects/${devices[0]!.id}/memo/update`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { memo: 'Gewijzigd op kantoor' },
    });
    expect(changed.ok()).toBe(true);
    // The hint's pull brings the change into the device's local record, in the background.
    await expect
      .poll(() => localMemo(page, devices[0]!.id), { timeout: 15_000 })
      .toBe('Gewijzigd op kantoor');
    // Layout shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );

    expect(await page.evaluate(() => (window as unknown as { __mainShifts: string[] }).__mainShifts)).toEqual(
      [],
    );
    // Nobody asked for that refresh: the phone's refresh pill never showed.
    expect(await page.evaluate(() => (window as unknown as { __refreshShown: boolean }).__refreshShown)).toBe(
      false,
    );
  });

  it('opens a device by the number typed in the scan dialog, without a camera', async () => {
    const page = await signInOnPhone();
    const device = devices[devices.length - 1]!;
    // A start with React followed: the scan dialog and the logout's confirmation, both closed, are not
    // rendered at all; the drawers opened by their own buttons (filters, menu) are.
    await page.addInitScript({ content: followDialogRoots });
    await page.reload();
    const scan = page.getByRole('button', { name: 'Scannen' });
    await scan.waitFor();
    await page
      .getByRole('main')
      .getByRole('list', { name: 'Installaties' })
      .getByRole('listitem')
      .first()
      .waitFor();
    const atStart = await dialogRoots(page);
    expect(atStart, 'the drawers with their own buttons are followed').toContain('with trigger');
    expect(atStart, 'no closed dialog is rendered').not.toContain('without trigger');

    // Open, it is rendered; closed with Escape, it goes after its closing, and the focus goes back.
    const dialog = page.getByRole('dialog', { name: 'QR-sticker scannen' });
    await scan.click();
    await dialog.waitFor();
    expect(await dialogRoots(page)).toContain('without trigger');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialogRoots(page)).not.toContain('without trigger');
    await expect.poll(() => scan.evaluate((button) => button === document.activeElement)).toBe(true);

    await scan.click();
    await dialog.waitFor();
    const field = dialog.getByLabel('Nummer van de installatie');

    // No camera here: the typed number has the focus.
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);

    await field.fill('XX-424242');
    await page.keyboard.press('Enter');
    await dialog.getByText('Geen installatie gevonden met nummer XX-424242').waitFor();

    await field.fill(device.number.toLowerCase());
    await dialog.getByRole('button', { name: 'Openen' }).click();
    await page.waitForURL((url) => url.pathname === `/devices/${device.id}`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the tab bar under the header, the open tab in view, and the edits in one menu', async () => {
    const page = await signInOnPhone();
    const device = devices.find((row) => row.typeId !== null)!;
    const otherType = types.find((type) => type.id !== device.typeId)!;
    await page.goto(`${server.url}/devices/${device.id}?tab=logbook`);
    await page.getByRole('heading', { level: 1, name: device.name }).waitFor();
    const tabBar = page.getByRole('tablist', { name: 'Gegevens van de installatie' });
    await tabBar.waitFor();
    // No form between the facts and the tabs.
    expect(await page.getByRole('form', { name: 'Type wijzigen' }).count()).toBe(0);

    // A tab at the far end: chosen, and scrolled whole into the bar.
    const memoTab = tabBar.getByRole('tab', { name: 'Memo' });
    await memoTab.click();
    await page.getByRole('tab', { name: 'Memo', selected: true }).waitFor();
    await expect
      .poll(async () => {
        const box = (await memoTab.boundingBox())!;
        return box.x >= 0 && box.x + box.width <= 360;
      })
      .toBe(true);
    await expectNoHorizontalOverflow(page);

    // A dated note, shown in the app's date format.
    const note = `Sleutel bij de bakker (test ${Date.now()})`;
    await page.getByLabel('Nieuwe notitie').fill(note);
    await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
    const memo = page.getByTestId('device-memo');
    await memo.getByText(note, { exact: false }).waitFor();
    const memoText = (await memo.textContent()) ?? '';
    const noteLine = memoText.split('\n').find((line) => line.includes(note))!;
    expect(noteLine.startsWith(`${formatDate(new Date(), 'nl')} `)).toBe(true);
    expect(memoText).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // The bar stays under the app header (56 px) while the tab's content scrolls.
    await page.getByRole('tab', { name: 'Logboek' }).click();
    await page.getByRole('main').getByRole('list', { name: 'Logboek' }).waitFor();
    // A tab's content as long as a busy device's logbook, whatever this device has.
    await page
      .getByRole('tabpanel')
      .evaluate((panel) =>
        panel.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })),
      );
    const barTop = (await tabBar.boundingBox())!.y;
    await page.evaluate((by) => window.scrollBy(0, by), barTop);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(barTop - 60);
    await expect.poll(async () => Math.round((await tabBar.boundingBox())!.y)).toBe(56);

    // The type change, from the header's menu, by keyboard.
    await page.evaluate(() => window.scrollTo(0, 0));
    const actions = page.getByRole('button', { name: 'Acties' });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Type wijzigen' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Type wijzigen' });
    await dialog.waitFor();
    await dialog.getByLabel('Type van de installatie').selectOption(otherType.id);
    await dialog.getByRole('button', { name: 'Type opslaan' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Meer gegevens' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('main')
          .locator('dt', { hasText: /^Type$/ })
          .locator('xpath=following-sibling::dd[1]')
          .textContent(),
      )
      .toBe(otherType.nameNl);
  });
});
