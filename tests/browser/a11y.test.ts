import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { demoAccounts, submitLogin } from './demo-login';
import { launchChromiumPool, startPortalServer, type PortalBrowserPool, type PortalServer } from './harness';

/**
 * Keyboard access in real Chromium: the order in which Tab visits the controls of the login page and
 * the portal shell, and where the skip link takes the focus. The automated rule checks (axe-core on
 * every screen) are in screens.test.ts.
 */
let server: PortalServer;
let pool: PortalBrowserPool;

beforeAll(async () => {
  [server, pool] = await Promise.all([startPortalServer(), launchChromiumPool()]);
});

afterAll(async () => {
  await Promise.all([pool?.close(), server?.close()]);
});

async function openPage(): Promise<Page> {
  const { context, page } = await pool.newContext();
  onTestFinished(() => context.close());
  return page;
}

/** The focused element as a person hears it: its label (for a field) or its name, and its tag. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const labelled =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
      element.textContent;
    return `${element.tagName.toLowerCase()} "${(labelled ?? '').trim()}"`;
  });
}

/** Presses Tab from the top of a freshly loaded page until `last` is focused (or `limit` presses). */
async function tabOrderUntil(page: Page, last: string, limit = 20): Promise<string[]> {
  const visited: string[] = [];
  for (let press = 0; press < limit && visited.at(-1) !== last; press += 1) {
    await page.keyboard.press('Tab');
    visited.push(await describeFocus(page));
  }
  return visited;
}

/** `wanted` in this relative order, whatever else lies between them. */
function inOrder(visited: string[], wanted: string[]): string[] {
  return visited.filter((item) => wanted.includes(item));
}

describe('keyboard access', () => {
  it('Tab from the top of the login page reaches the email field, the password and the Inloggen button, in that order', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();

    const visited = await tabOrderUntil(page, 'button "Inloggen"');

    expect(inOrder(visited, ['input "E-mailadres"', 'input "Wachtwoord"', 'button "Inloggen"'])).toEqual([
      'input "E-mailadres"',
      'input "Wachtwoord"',
      'button "Inloggen"',
    ]);
  });

  it('on the login page the first Tab reaches the skip link, which moves the focus to the form', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('E-mailadres', { exact: true }).waitFor();

    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toBe('a "Naar de inhoud"');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toBe('input "E-mailadres"');
  });

  it('in the portal shell the first Tab reaches the skip link, which moves the focus to the main content', async () => {
    const page = await openPage();
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).waitFor();

    await page.keyboard.press('Tab');
    expect(await describeFocus(page)).toBe('a "Naar de inhoud"');
    await expect.poll(() => page.getByRole('link', { name: 'Naar de inhoud' }).isVisible()).toBe(true);

    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName.toLowerCase())).toBe('main');
  });
});
