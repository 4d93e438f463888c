import type { APIRequestContext } from 'playwright-core';
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
import { dutchDay } from '../../src/lib/dutch-day';

/**
 * A staff technician's day in real Chromium on a phone: "Vandaag" is the first slot of the bottom
 * bar, it lists the monteur's appointments of today as the server has them (or says there are none),
 * and it opens again offline across a reload.
 */
const AppointmentList = z.object({
  data: z.array(z.object({ title: z.string(), startsAt: z.string(), technicianName: z.string().nullable() })),
});
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });
/** The monteur's name, under which appointments carry him (server/src/seed/demo-access.ts). */
const technicianName = 'Ruud Brouwer';

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

/** The titles of the monteur's appointments that start today in Amsterdam, in start order. */
async function todaysTitles(): Promise<string[]> {
  const login = await api.post('/api/login', {
    data: { email: demoAccounts.technician, password: demoPassword },
  });
  const { token } = LoginAnswer.parse(await login.json()).data;
  const today = dutchDay(new Date());
  const titles: { title: string; startsAt: string }[] = [];
  for (let page = 1; ; page++) {
    const response = await api.get(`/api/appointments?perPage=100&page=${page}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data } = AppointmentList.parse(await response.json());
    titles.push(
      ...data.filter((row) => row.technicianName === technicianName && dutchDay(row.startsAt) === today),
    );
    if (data.length < 100) break;
  }
  return titles.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)).map((row) => row.title);
}

describe("the technician's day in the browser", () => {
  it("opens from the bottom bar's first slot with today's appointments, and again offline", async () => {
    const expected = await todaysTitles();
    const browser = await launchChromium({ viewport: { width: 360, height: 800 }, isMobile: true });
    onTestFinished(() => browser.close());
    const { page, context } = browser;

    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.technician);
    await page.waitForURL((url) => url.pathname === '/devices/overview');
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });

    const firstSlot = page.getByRole('navigation', { name: 'Snelmenu' }).getByRole('link').first();
    expect((await firstSlot.textContent())?.trim()).toBe('Vandaag');
    await firstSlot.click();
    await page.waitForURL((url) => url.pathname === '/today');

    const showsTheDay = async () => {
      await page.getByRole('heading', { level: 1, name: 'Vandaag' }).waitFor();
      if (expected.length === 0) {
        await page.getByRole('heading', { name: 'Vandaag geen afspraken', exact: true }).waitFor();
        return;
      }
      const list = page.getByRole('list', { name: 'Afspraken van vandaag' });
      await list.waitFor();
      const titles = await list
        .locator(':scope > li')
        .evaluateAll((items) => items.map((item) => item.querySelector('a')?.textContent?.trim() ?? ''));
      expect(titles).toEqual(expected);
    };
    await showsTheDay();

    await setOffline(context, true);
    await page.reload();
    await showsTheDay();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
