import fs from 'node:fs';
import type { APIRequestContext } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { listEnvelope } from '../../src/api/contract/common';
import { RefrigerantLogbookEntry } from '../../src/api/contract/refrigerant';
import { ServiceObject } from '../../src/api/contract/service-objects';
import { refrigerantUse, type ReportPeriod } from '../../src/lib/refrigerant-use';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import {
  launchChromium,
  setOffline,
  startPortalServer,
  waitForServiceWorkerControl,
  type PortalServer,
} from './harness';

/**
 * The refrigerant-use report in real Chromium: the holding customer shows the report of the
 * holding and its children, sees the totals, downloads the CSV (whose totals row matches the logbook
 * the customer can read through the API), and after going offline and reloading still reads the last
 * result with the moment it was generated.
 */
const holdingName = 'Bakkerij De Jong Holding B.V.';
const ReportAnswer = z.object({
  data: z.object({
    totals: z.object({ chargeKg: z.number(), addedKg: z.number() }),
    organisations: z.array(z.object({ id: z.string() })),
  }),
});

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

/** Every record of a list read, page by page (perPage 100, the cap). */
async function readAll<T extends z.ZodType>(
  token: string,
  path: string,
  query: Record<string, string>,
  item: T,
): Promise<z.output<T>[]> {
  const records: z.output<T>[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.get(path, {
      headers: { Authorization: `Bearer ${token}` },
      params: { ...query, perPage: '100', page: String(page) },
    });
    expect(response.status()).toBe(200);
    const answer = listEnvelope(item).parse(await response.json());
    records.push(...answer.data);
    if (page >= answer.meta.pagination.totalPages) return records;
  }
}

/**
 * The kg added and recovered in the period by the devices of the given organisations, from the
 * logbook entries and devices the customer reads through the API (one organisation at a time, as
 * `organizationId` names exactly one). The counting rules (corrections replace the entry they correct
 * and count on its day; the Dutch calendar day decides the period) are those of
 * src/lib/refrigerant-use.ts, applied here to the API's records rather than copied, so this checks
 * that the report reads the same logbook the customer sees.
 */
async function logbookTotals(token: string, organisationIds: string[], period: ReportPeriod) {
  const devices: ServiceObject[] = [];
  const entries: RefrigerantLogbookEntry[] = [];
  for (const organizationId of organisationIds) {
    devices.push(...(await readAll(token, '/api/serviceobjects', { organizationId }, ServiceObject)));
    entries.push(
      ...(await readAll(token, '/api/refrigerant-transactions', { organizationId }, RefrigerantLogbookEntry)),
    );
  }
  const { totals } = refrigerantUse(period, devices, entries);
  return { addedKg: totals.addedKg, recoveredKg: totals.recoveredKg, entries };
}

/** The totals row of the report's CSV (`;` separated, decimal commas), by header name. */
function csvTotalsRow(csv: string): Record<string, string> {
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const header = lines[0]!.split(';');
  const totals = lines.find((line) => line.startsWith('Totaal;'))!.split(';');
  expect(totals).toHaveLength(header.length);
  return Object.fromEntries(header.map((name, index) => [name, totals[index]!]));
}

/** A CSV number: digits with at most three decimals after a comma. */
function csvKg(field: string | undefined): number {
  expect(field).toMatch(/^\d+(,\d{1,3})?$/);
  return Number(field!.replace(',', '.'));
}

const kg = (value: number) =>
  new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 3 }).format(value);

describe('the refrigerant-use report', () => {
  it('shows the holding’s report with its totals, exports the CSV, and reads it back offline after a reload', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;

    await page.goto(`${server.url}/login`);
    await submitLogin(page, demoAccounts.customer);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await waitForServiceWorkerControl(page);
    await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });

    await page.goto(`${server.url}/reports`);
    await page.getByRole('heading', { level: 1, name: 'Koudemiddelrapportage' }).waitFor();
    await page.getByText('Nog geen rapport', { exact: true }).waitFor();
    const form = page.getByRole('form', { name: 'Rapport kiezen' });
    const organisation = form.getByLabel('Organisatie (met dochterbedrijven)');
    await expect
      .poll(async () => (await organisation.locator('option').allTextContents()).length)
      .toBeGreaterThan(3);
    await organisation.selectOption({ label: holdingName });
    await form.getByLabel('Periode').selectOption({ label: 'Laatste 12 maanden' });
    await page.getByRole('button', { name: 'Tonen', exact: true }).click();

    await page.getByRole('heading', { level: 2, name: holdingName }).waitFor({ timeout: 30_000 });
    const generatedAt = page.getByTestId('report-generated-at');
    const generatedText = await generatedAt.textContent();
    expect(generatedText).toMatch(/^Opgesteld op /);

    // The totals on screen are the server's totals for the same period.
    const login = await api.post('/api/login', {
      data: { email: demoAccounts.customer, password: demoPassword },
    });
    const token = z.object({ data: z.object({ token: z.string() }) }).parse(await login.json()).data.token;
    const answer = await api.get('/api/reports/refrigerant-use', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { totals, organisations } = ReportAnswer.parse(await answer.json()).data;
    const totalsList = page.getByRole('definition').filter({ hasText: ' kg' });
    await expect
      .poll(() => totalsList.allTextContents())
      .toEqual(expect.arrayContaining([`${kg(totals.chargeKg)} kg`, `${kg(totals.addedKg)} kg`]));
    await page.getByRole('img', { name: /kg bijgevuld/ }).waitFor();
    await page.getByRole('table', { name: 'Per installatie' }).getByRole('link').first().waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^Downloaden: Koudemiddelrapportage .*\.csv$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(
      csv.startsWith('\uFEFFRegel;Relatienummer;Organisatie;Installatienummer;Installatie;Koudemiddel;GWP;'),
    ).toBe(true);
    expect(csv).toContain(`Totaal;`);

    // The totals row adds up the logbook of the holding and its children over the report's period.
    const totalsRow = csvTotalsRow(csv);
    const period = { from: totalsRow['Periode van']!, to: totalsRow['Periode tot en met']! };
    const logbook = await logbookTotals(
      token,
      organisations.map((organisation) => organisation.id),
      period,
    );
    expect(organisations.length).toBeGreaterThan(1);
    expect(logbook.entries.some((entry) => entry.kind === 'added')).toBe(true);
    expect(logbook.addedKg).toBeGreaterThan(0);
    expect(csvKg(totalsRow['Bijgevuld (kg)'])).toBeCloseTo(logbook.addedKg, 3);
    expect(csvKg(totalsRow['Teruggewonnen (kg)'])).toBeCloseTo(logbook.recoveredKg, 3);

    await setOffline(context, true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Koudemiddelrapportage' }).waitFor();
    await page.getByRole('heading', { level: 2, name: holdingName }).waitFor();
    expect(await generatedAt.textContent()).toBe(generatedText);
    await expect
      .poll(() => totalsList.allTextContents())
      .toEqual(expect.arrayContaining([`${kg(totals.addedKg)} kg`]));

    // A report never shown on this device cannot be read offline, and the screen says so.
    await form.getByLabel('Periode').selectOption({ label: 'Vorig jaar' });
    await page.getByRole('button', { name: 'Tonen', exact: true }).click();
    await page.getByText(/Dit rapport staat niet op dit apparaat en er is geen verbinding/).waitFor();
    await setOffline(context, false);
  });
});
