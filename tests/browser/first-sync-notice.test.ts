import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { submitLogin } from './demo-login';
import { launchChromium, phoneAndDesktop, startPortalServer, type PortalServer } from './harness';

/**
 * The notice of the first sync after login in real Chromium against the real server: it shows while
 * the data is put on the device and goes when all of it is there, and neither its coming nor its going
 * moves anything on the page (a tap aimed at a row must land on that row), nor does it jump itself
 * while its progress changes.
 *
 * The user signs in to the profile page: its content is there from the start and stays, so any shift
 * in it comes from the notice. (List screens move by themselves while the first sync fills them.)
 */

let server: PortalServer;

beforeAll(async () => {
  server = await startPortalServer();
});

afterAll(async () => {
  await server?.close();
});

/**
 * Records, from the document's first script on, every layout shift with a source inside `main` or
 * inside the notice (a status region outside `main`) as "<where>: <node> (<x>,<y>) -> (<x>,<y>) <its
 * text>" in `window.__shifts`.
 */
const recordShifts = `window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      for (const source of entry.sources) {
        const node = source.node;
        const element = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement);
        const where = !element ? null : element.closest('main') ? 'main' : element.closest('[role=status]') ? 'notice' : null;
        if (!where) continue;
        const from = source.previousRect, to = source.currentRect;
        window.__shifts.push(where + ': ' + element.nodeName + ' (' + from.x + ',' + from.y + ') -> (' + to.x + ',' + to.y + ') ' +
          (element.textContent || '').slice(0, 40));
      }
  }).observe({ type: 'layout-shift', buffered: true });`;

function recordedShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
}

describe('the first-sync notice', () => {
  it.each(phoneAndDesktop)(
    'shows during the first sync on $screen and moves nothing in the page, nor itself, coming or going',
    async ({ options, email }) => {
      const browser = await launchChromium(options);
      onTestFinished(() => browser.close());
      const { page } = browser;
      await page.addInitScript({ content: recordShifts });

      await page.goto(`${server.url}/login?redirectTo=%2Fprofile`);
      await submitLogin(page, email);
      await page.waitForURL((url) => url.pathname === '/profile');
      const notice = page.getByRole('status').filter({ hasText: 'Gegevens worden op dit apparaat gezet' });
      await notice.waitFor({ state: 'visible', timeout: 20_000 });
      // Read at once: on a fast machine the first sync may be over a moment later.
      const seen = await notice.evaluate((element) => {
        const tabBar = document.querySelector('nav[aria-label="Snelmenu"]');
        const tabBarTop =
          tabBar && tabBar.getBoundingClientRect().height > 0 ? tabBar.getBoundingClientRect().top : null;
        const { top, bottom, left, right } = element.getBoundingClientRect();
        return {
          hasProgress:
            element.querySelector('[aria-label="Voortgang van de eerste synchronisatie"]') !== null,
          onScreen: top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth,
          aboveTabBar: tabBarTop === null || bottom <= tabBarTop,
        };
      });
      // Wholly on screen, with its bar, and above the phone's bottom bar.
      expect(seen).toEqual({ hasProgress: true, onScreen: true, aboveTabBar: true });

      await notice.waitFor({ state: 'detached', timeout: 90_000 });
      // Layout shifts are reported after the frame that made them.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );

      expect(await recordedShifts(page)).toEqual([]);
    },
  );
});
