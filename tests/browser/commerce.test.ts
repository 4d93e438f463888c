/**
 * Offers and invoices as the customer admin sees them: every offer amount says it excludes VAT, the
 * answer form starts with the user's name and marks each required field; the invoice list filters by
 * the customer's status groups only, an open invoice says how to pay it as its PDF does, and a paid
 * one shows one "Betaald" badge and no payment request.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { SERVICE_COMPANY } from '../../src/lib/service-company';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import { launchChromiumPool, startPortalServer, type PortalServer } from './harness';

const LoginAnswer = z.object({ data: z.object({ token: z.string(), user: z.object({ name: z.string() }) }) });
const OfferList = z.object({
  data: z.array(z.object({ id: z.string(), number: z.string(), amountCents: z.number() })),
});
const InvoiceList = z.object({
  data: z.array(z.object({ id: z.string(), number: z.string(), status: z.string(), totalCents: z.number() })),
});

const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const euro = (cents: number) => money.format(cents / 100).replace(/\s+/g, ' ');

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

/** The main region's text with every run of white space (the currency's no-break space too) as one space. */
async function mainText(page: Page): Promise<string> {
  return ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
}

describe('offers and invoices for a customer', () => {
  it('states VAT on offers, prefills and marks the answer form, and groups invoice statuses', async () => {
    const pool = await launchChromiumPool();
    onTestFinished(() => pool.close());
    const { page } = await pool.newContext();
    // The browser signs in while the test reads, through the API, what the customer should see.
    const signedIn = (async () => {
      await page.goto(`${server.url}/login`);
      await submitLogin(page, demoAccounts.customer);
      await page.waitForURL((url) => url.pathname === '/dashboard');
    })();
    const login = await api.post('/api/login', {
      data: { email: demoAccounts.customer, password: demoPassword },
    });
    expect(login.status()).toBe(200);
    const { token, user } = LoginAnswer.parse(await login.json()).data;
    const headers = { Authorization: `Bearer ${token}` };
    const [offerAnswer, invoiceAnswer] = await Promise.all([
      api.get('/api/offers?perPage=100&status[]=sent', { headers }),
      api.get('/api/invoices?perPage=100', { headers }),
    ]);
    const offer = OfferList.parse(await offerAnswer.json()).data[0];
    if (!offer) throw new Error('the demo data has no sent offer for the customer');
    const invoices = InvoiceList.parse(await invoiceAnswer.json()).data;
    const open = invoices.find((invoice) => ['new', 'not_sent', 'invoice_sent'].includes(invoice.status));
    const paid = invoices.find((invoice) => ['paid', 'is_paid', 'journalized'].includes(invoice.status));
    if (!open || !paid) throw new Error('the demo data lacks an open or a paid invoice for the customer');
    await signedIn;

    // The offer list and the offer say the amount excludes VAT.
    // Each list is read once its records have arrived on the device (the first sync goes on meanwhile).
    await page.goto(`${server.url}/offers`);
    const offerLink = page.getByRole('link', { name: new RegExp(`^${offer.number} `) });
    await offerLink.waitFor({ timeout: 60_000 });
    expect(await mainText(page)).toContain(`${euro(offer.amountCents)} excl. btw`);
    await offerLink.click();
    await page.getByRole('button', { name: 'Offerte accepteren' }).waitFor();
    const detail = await mainText(page);
    expect(detail).toContain(`Bedrag excl. btw${euro(offer.amountCents)}`);
    expect(detail).toContain(`Totaal excl. btw${euro(offer.amountCents)}`);

    // Accepting starts with the signed-in user's name, which stays editable.
    await page.getByRole('button', { name: 'Offerte accepteren' }).click();
    const acceptName = page.getByLabel('Naam van wie akkoord geeft');
    expect(await acceptName.inputValue()).toBe(user.name);
    expect(await acceptName.isEditable()).toBe(true);
    await page.getByRole('button', { name: 'Annuleren' }).click();

    // Declining marks both the name and the reason as required, visibly and for assistive tech.
    await page.getByRole('button', { name: 'Offerte afwijzen' }).click();
    for (const field of [
      page.getByRole('textbox', { name: 'Naam', exact: true }),
      page.getByRole('textbox', { name: 'Reden van afwijzen', exact: true }),
    ]) {
      const marks = await field.evaluate((element: HTMLInputElement | HTMLTextAreaElement) => ({
        required: element.required,
        visibleMark: element.labels?.[0]?.textContent?.includes('*') ?? false,
      }));
      expect(marks).toEqual({ required: true, visibleMark: true });
    }

    // A customer filters invoices by their groups only: no proforma or booking status.
    await page.goto(`${server.url}/invoices`);
    const statusFilter = page.getByRole('combobox', { name: 'Status', exact: true });
    await statusFilter.waitFor();
    expect(await statusFilter.locator('option').allTextContents()).toEqual([
      'Alle statussen',
      'Alle openstaande',
      'Alle vervallen',
      'Betaald',
      'Gecrediteerd',
    ]);

    // An open invoice says how to pay it, with the account the PDF names; on a phone too.
    await page.setViewportSize({ width: 360, height: 740 });
    const search = page.getByRole('searchbox', { name: 'Zoek in facturen' });
    await search.fill(open.number);
    await page.getByRole('link', { name: `Factuur ${open.number}`, exact: true }).click({ timeout: 60_000 });
    await page.getByRole('heading', { name: 'Betaling', exact: true }).waitFor();
    const payment = await mainText(page);
    expect(payment).toContain(`Wij verzoeken u het totaalbedrag van ${euro(open.totalCents)}`);
    expect(payment).toContain(
      `over te maken op ${SERVICE_COMPANY.iban} ten name van ${SERVICE_COMPANY.name}, onder vermelding van factuurnummer ${open.number}.`,
    );

    // A paid invoice shows one "Betaald" badge, whichever paid status it has, and asks for nothing.
    await page.goBack();
    await search.fill(paid.number);
    await page.getByRole('link', { name: `Factuur ${paid.number}`, exact: true }).click();
    await page.getByRole('heading', { name: `Factuur ${paid.number}`, exact: true }).waitFor();
    await page.getByRole('main').getByText('Betaald', { exact: true }).waitFor();
    expect(
      await page
        .getByRole('main')
        .getByText(/^(Geboekt|Is betaald)$/)
        .count(),
    ).toBe(0);
    expect(await page.getByRole('heading', { name: 'Betaling', exact: true }).count()).toBe(0);
  }, 120_000);
});
