import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { weekStart, addDays } from '../../src/lib/agenda-calendar';
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
 * The agenda in real Chromium: after the first sync the week view shows next week's appointments
 * offline, across a reload; an appointment opens with its device; its `.ics` download parses.
 */
const AppointmentList = z.object({
  data: z.array(z.object({ id: z.string(), title: z.string(), startsAt: z.string() })),
});
const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });

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

async function upcomingAppointments() {
  const login = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  const { token } = LoginAnswer.parse(await login.json()).data;
  const response = await api.get('/api/appointments?perPage=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const now = Date.now();
  return AppointmentList.parse(await response.json())
    .data.filter((appointment) => Date.parse(appointment.startsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

describe('the agenda in the browser', () => {
  it("shows next week's appointments offline and downloads an .ics that parses", async () => {
    const [appointment] = await upcomingAppointments();
    if (!appointment) throw new Error('the demo customer has no upcoming appointment');
    const day = dutchDay(appointment.startsAt);
    // The week before the appointment's, so "Volgende" shows it as next week.
    const weekBefore = addDays(weekStart(day), -7);

    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });

    await setOffline(context, true);
    await page.goto(`${server.url}/agenda?view=week&date=${weekBefore}`).catch(() => undefined);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Agenda' }).waitFor();
    await page.getByRole('button', { name: 'Volgende' }).click();
    const link = page.getByRole('link', { name: appointment.title }).first();
    await link.waitFor();
    await link.click();
    await page.getByRole('heading', { level: 1, name: appointment.title }).waitFor();
    await page.getByText('Installatie', { exact: true }).waitFor();

    await setOffline(context, false);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Toevoegen aan agenda (.ics)' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.uid).toBe(`${appointment.id}@koelservice-portaal`);
    expect(event.summary).toBe(appointment.title);
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(appointment.startsAt).toISOString());
  });
});
