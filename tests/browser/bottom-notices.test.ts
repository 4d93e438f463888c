import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Route } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { precompressDirectory } from '../../scripts/build/precompress';
import { submitLogin } from './demo-login';
import {
  launchChromium,
  phoneAndDesktop,
  startPortalServer,
  testPwaDir,
  waitForServiceWorkerControl,
} from './harness';

/**
 * The notices at the bottom of the screen in real Chromium against the real server: when a new
 * version waits while the first sync after login runs, the update notice and the first-sync card
 * both show whole, inside the screen, above the phone's bottom bar, and neither covers the other.
 *
 * The new version is a real one: the test serves its own copy of the built app and publishes a new
 * sw.js, as service-worker.test.ts does. The first sync's collection pages are held back until the
 * notices are measured, so the card is there for as long as the test looks.
 */

/** A synced collection's page (`GET /api/<collection>?...perPage=...`, api/sync/fetch-collection-page.ts). */
const collectionPages = /\/api\/[^?]+\?(?:[^#]*&)?perPage=/;

describe('the bottom notices', () => {
  it.each(phoneAndDesktop)(
    'a waiting new version and the first sync both show whole on $screen, one above the other',
    async ({ options, email }) => {
      // Its own server on a copy of the built app, so this test can publish a new sw.js.
      const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bottom-notices-'));
      fs.cpSync(testPwaDir, staticDir, { recursive: true });
      const server = await startPortalServer({ staticDir });
      onTestFinished(async () => {
        await server.close();
        fs.rmSync(staticDir, { recursive: true, force: true });
      });
      const browser = await launchChromium(options);
      onTestFinished(() => browser.close());
      const { context, page } = browser;

      await page.goto(`${server.url}/login?redirectTo=%2Fprofile`);
      await page.getByLabel('E-mailadres', { exact: true }).waitFor();
      await waitForServiceWorkerControl(page);
      // A release as the build makes one: the new worker and its compressed copies.
      fs.appendFileSync(path.join(staticDir, 'sw.js'), '\n// a new release\n');
      await precompressDirectory(staticDir);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const updateNotice = page
        .getByRole('status')
        .filter({ hasText: 'Er is een nieuwe versie beschikbaar' });
      await updateNotice.waitFor({ timeout: 30_000 });

      const held: Route[] = [];
      await context.route(collectionPages, (route) => {
        held.push(route);
      });
      onTestFinished(async () => {
        await context.unroute(collectionPages);
        for (const route of held) await route.continue().catch(() => undefined);
      });

      await submitLogin(page, email);
      await page.waitForURL((url) => url.pathname === '/profile');
      const syncNotice = page
        .getByRole('status')
        .filter({ hasText: 'Gegevens worden op dit apparaat gezet' });
      await syncNotice.waitFor({ state: 'visible', timeout: 20_000 });
      await updateNotice.waitFor({ state: 'visible' });
      // After the frame that placed them.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );

      const seen = await page.evaluate(() => {
        const box = (element: Element) => {
          const { top, bottom, left, right } = element.getBoundingClientRect();
          return { top, bottom, left, right };
        };
        const statuses = Array.from(document.querySelectorAll('[role=status]'));
        const update = statuses.find((element) =>
          element.textContent?.includes('Er is een nieuwe versie beschikbaar'),
        );
        const sync = statuses.find((element) =>
          element.textContent?.includes('Gegevens worden op dit apparaat gezet'),
        );
        const tabBar = document.querySelector('nav[aria-label="Snelmenu"]');
        const tabBarTop =
          tabBar && tabBar.getBoundingClientRect().height > 0 ? tabBar.getBoundingClientRect().top : null;
        return {
          update: update ? box(update) : null,
          sync: sync ? box(sync) : null,
          tabBarTop,
          width: window.innerWidth,
          height: window.innerHeight,
        };
      });
      const { update, sync, tabBarTop, width, height } = seen;
      if (!update || !sync) throw new Error(`a notice is missing: ${JSON.stringify(seen)}`);
      if (options.isMobile) expect(tabBarTop, 'the phone shows its bottom bar').not.toBeNull();
      const bottomLimit = tabBarTop ?? height;
      for (const [name, rect] of [
        ['update notice', update],
        ['first-sync card', sync],
      ] as const) {
        expect(
          rect.top >= 0 && rect.left >= 0 && rect.right <= width && rect.bottom <= bottomLimit,
          `the ${name} is wholly on screen above the bottom bar: ${JSON.stringify(seen)}`,
        ).toBe(true);
      }
      const overlap =
        update.left < sync.right &&
        sync.left < update.right &&
        update.top < sync.bottom &&
        sync.top < update.bottom;
      expect(overlap, `the notices do not overlap: ${JSON.stringify(seen)}`).toBe(false);
    },
  );
});
