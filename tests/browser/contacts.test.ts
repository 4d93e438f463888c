import type { APIRequestContext, Page } from 'playwright-core';
import { request as playwrightRequest } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { z } from 'zod';
import { demoAccounts, demoPassword, submitLogin } from './demo-login';
import { launchChromium, setOffline, startPortalServer, type PortalServer } from './harness';

/**
 * The contacts screen in real Chromium against the real server (the contacts writes): the
 * holding's customer admin asks for a new user while offline, sees the request waiting, and gets
 * the success message once the connection returns (the server files it exactly once); then invites
 * a contact, sees the status change, and withdraws the invitation after confirming.
 */
const LoginAnswer = z.object({
  data: z.object({ token: z.string(), user: z.object({ company: z.object({ id: z.string() }) }) }),
});
const PersonList = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      organisationId: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      portalUserId: z.string().nullable(),
      invitedAt: z.string().nullable(),
    }),
  ),
});
const MessageList = z.object({ data: z.array(z.object({ subject: z.string() })) });

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

async function customerSession(): Promise<{ token: string; organisationId: string }> {
  const response = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  expect(response.status()).toBe(200);
  const { data } = LoginAnswer.parse(await response.json());
  return { token: data.token, organisationId: data.user.company.id };
}

async function serverPersons(token: string) {
  const response = await api.get('/api/persons?perPage=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return PersonList.parse(await response.json()).data;
}

async function messagesWithSubject(token: string, subject: string): Promise<number> {
  const response = await api.get('/api/inbound-messages?perPage=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return MessageList.parse(await response.json()).data.filter((message) => message.subject === subject)
    .length;
}

async function openContacts(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, demoAccounts.customer);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.goto(`${server.url}/contacts`);
  await page.getByRole('heading', { level: 1, name: 'Contactpersonen' }).waitFor();
  await page
    .getByRole('list', { name: 'Contactpersonen' })
    .getByRole('listitem')
    .first()
    .waitFor({ timeout: 60_000 });
}

describe('the contacts screen in the browser', () => {
  it('queues a request for a new user offline and says it was sent once the server has it', async () => {
    const { token } = await customerSession();
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    await openContacts(page);

    await setOffline(context, true);
    await page.getByRole('button', { name: 'Nieuwe gebruiker aanvragen' }).click();
    const form = page.getByRole('region', { name: 'Nieuwe gebruiker aanvragen' });
    const name = `Kees Visser ${Date.now()}`;
    await form.getByLabel('Naam').fill(name);
    await form.getByLabel('E-mailadres').fill('kees@bakkerij');
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    await form.getByText('Vul een geldig e-mailadres in, zoals naam@bedrijf.nl.').waitFor();
    await form.getByText('Vertel kort waarvoor deze persoon het portaal gaat gebruiken.').waitFor();

    await form.getByLabel('E-mailadres').fill('kees@bakkerij-dejong.example');
    await form.getByLabel('Telefoonnummer (optioneel)').fill('06 12345678');
    await form.getByLabel('Toelichting').fill('Nieuwe bedrijfsleider, moet de facturen zien.');
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();

    const waiting = page.getByRole('region', { name: 'Aangevraagde gebruikers' });
    const request = waiting.getByRole('listitem').filter({ hasText: name });
    await request.getByText('Nog niet verstuurd').waitFor();
    await request.getByText('Wijziging wordt verstuurd zodra er verbinding is.').waitFor();
    const subject = `Aanvraag nieuwe portaalgebruiker: ${name}`;
    expect(await messagesWithSubject(token, subject)).toBe(0);

    await setOffline(context, false);
    await page
      .getByText('Je aanvraag is verstuurd. We nemen snel contact met je op.')
      .waitFor({ timeout: 30_000 });
    await expect.poll(() => waiting.count()).toBe(0);
    // Give a duplicate every chance to arrive before counting.
    await page.waitForTimeout(1_500);
    expect(await messagesWithSubject(token, subject)).toBe(1);
  });

  it('invites a contact, showing the invitation at once, and withdraws it after confirming', async () => {
    const { token, organisationId } = await customerSession();
    const contact = (await serverPersons(token)).find(
      (person) =>
        person.organisationId === organisationId &&
        person.email !== null &&
        person.portalUserId === null &&
        person.invitedAt === null,
    );
    expect(contact).toBeDefined();
    const browser = await launchChromium({ viewport: { width: 360, height: 740 }, isMobile: true });
    onTestFinished(() => browser.close());
    const { page } = browser;
    await openContacts(page);

    await page.getByRole('searchbox', { name: 'Zoek contactpersonen' }).fill(contact!.email!);
    const card = page.getByRole('list', { name: 'Contactpersonen' }).getByRole('listitem');
    await expect.poll(() => card.count()).toBe(1);
    await card.getByText('Geen toegang').waitFor();
    await card.getByRole('link', { name: contact!.email! }).waitFor();

    await card.getByRole('button', { name: `${contact!.name} uitnodigen voor het portaal` }).click();
    await card.getByText('Uitgenodigd', { exact: true }).waitFor();
    await page.getByText(`De uitnodiging aan ${contact!.name} is verstuurd.`).waitFor({ timeout: 30_000 });
    await expect.poll(() => card.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    const invited = (await serverPersons(token)).find((person) => person.id === contact!.id);
    expect(invited?.invitedAt).not.toBeNull();

    await card.getByRole('button', { name: `Uitnodiging intrekken voor ${contact!.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Uitnodiging van ${contact!.name} intrekken?` });
    await dialog.getByRole('button', { name: 'Uitnodiging intrekken' }).click();
    await card.getByText('Geen toegang').waitFor();
    await page
      .getByText(`De toegang van ${contact!.name} tot het portaal is ingetrokken.`)
      .waitFor({ timeout: 30_000 });
    const withdrawn = (await serverPersons(token)).find((person) => person.id === contact!.id);
    expect(withdrawn?.invitedAt).toBeNull();
  });
});
