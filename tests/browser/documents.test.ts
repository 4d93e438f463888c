import type { APIRequestContext, Page } from 'playwright-core';
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

/**
 * The documents screen in real Chromium against the real server: the holding customer
 * uploads a PDF into a folder, which reaches the server, and opens it in the app's viewer; an upload
 * made offline is marked as not sent, opens from the device, survives a reload and reaches the server
 * exactly once when the connection returns; a new folder, the bin and restoring from it work end to end.
 */
const LoginAnswer = z.object({
  data: z.object({ token: z.string(), user: z.object({ company: z.object({ id: z.string() }) }) }),
});
const FolderList = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable() })),
});
const DocumentList = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), folderId: z.string().nullable() })),
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

/** A small but well-formed one-page PDF, so Chromium's viewer has something real to show. */
function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function customerSession(): Promise<{ token: string; organisationId: string }> {
  const response = await api.post('/api/login', {
    data: { email: demoAccounts.customer, password: demoPassword },
  });
  expect(response.status()).toBe(200);
  const { data } = LoginAnswer.parse(await response.json());
  return { token: data.token, organisationId: data.user.company.id };
}

async function serverDocumentsNamed(token: string, name: string) {
  const response = await api.get('/api/documents?perPage=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return DocumentList.parse(await response.json()).data.filter((document) => document.name === name);
}

async function signInAndSync(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, demoAccounts.customer);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await waitForServiceWorkerControl(page);
  await page.getByRole('link', { name: /^Gesynchroniseerd/ }).waitFor({ timeout: 60_000 });
  await expect
    .poll(() => page.getByText('Gegevens worden op dit apparaat gezet').count(), { timeout: 60_000 })
    .toBe(0);
}

/** Opens `/documents` and the holding's folder `name` in the folder tree. */
async function openFolder(page: Page, name: string): Promise<void> {
  await page.goto(`${server.url}/documents`);
  await page.getByRole('heading', { level: 1, name: 'Documenten' }).waitFor();
  await page.getByRole('navigation', { name: 'Mappen' }).getByRole('button', { name }).first().click();
}

async function uploadThroughDialog(page: Page, fileName: string): Promise<void> {
  await page.getByRole('button', { name: 'Uploaden', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Documenten uploaden' });
  await dialog
    .locator('input[type=file]')
    .setInputFiles([{ name: fileName, mimeType: 'application/pdf', buffer: tinyPdf('Keuringsrapport') }]);
  await dialog.getByRole('button', { name: 'Uploaden', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('the documents screen', () => {
  it('uploads a document to a folder, where it lands on the server, and opens its preview', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page } = browser;
    const { token, organisationId } = await customerSession();
    const folders = await api.get(`/api/folders?organizationId=${organisationId}&perPage=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const folder = FolderList.parse(await folders.json()).data.find(
      (candidate) => candidate.parentId === null,
    );
    expect(folder).toBeDefined();

    await signInAndSync(page);
    await openFolder(page, folder!.name);
    const fileName = `keuring-${Date.now()}.pdf`;
    await uploadThroughDialog(page, fileName);

    const row = page.getByRole('listitem').filter({ hasText: fileName });
    await row.waitFor();
    await expect.poll(() => row.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(async () => (await serverDocumentsNamed(token, fileName)).length).toBe(1);
    expect((await serverDocumentsNamed(token, fileName))[0]!.folderId).toBe(folder!.id);

    await row.getByRole('button', { name: `Bekijken: ${fileName}` }).click();
    const viewer = page.getByRole('dialog', { name: fileName });
    await viewer.waitFor();
    // Drawn by the app's own PDF viewer, not the browser's.
    await viewer.getByRole('img', { name: 'Pagina 1', exact: true }).waitFor();
    expect(await viewer.getByRole('link', { name: 'Downloaden' }).count()).toBe(1);
  });

  it('queues an upload made offline, keeps it across a reload, and sends it once on reconnect', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page, context } = browser;
    const { token } = await customerSession();

    await signInAndSync(page);
    await openFolder(page, 'Certificaten');
    await setOffline(context, true);
    const fileName = `offline-${Date.now()}.pdf`;
    await uploadThroughDialog(page, fileName);

    const row = page.getByRole('listitem').filter({ hasText: fileName });
    await row.getByText('Nog niet verstuurd').waitFor();
    // The file waits on the device: it opens in the viewer before the server has it.
    await row.getByRole('button', { name: `Bekijken: ${fileName}` }).click();
    await page
      .getByRole('dialog', { name: fileName })
      .getByRole('img', { name: 'Pagina 1', exact: true })
      .waitFor();
    await page.keyboard.press('Escape');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Documenten' }).waitFor();
    await page.getByLabel('Zoek documenten op naam').fill(fileName);
    await row.getByText('Nog niet verstuurd').waitFor();
    expect(await serverDocumentsNamed(token, fileName)).toHaveLength(0);

    await setOffline(context, false);
    await expect.poll(() => row.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
    await page.waitForTimeout(1_500);
    expect(await serverDocumentsNamed(token, fileName)).toHaveLength(1);
  });

  it('creates a folder, moves a document from it to the bin and restores it from there', async () => {
    const browser = await launchChromium();
    onTestFinished(() => browser.close());
    const { page } = browser;
    const { token, organisationId } = await customerSession();

    await signInAndSync(page);
    await page.goto(`${server.url}/documents`);
    await page.getByRole('heading', { level: 1, name: 'Documenten' }).waitFor();
    const folderName = `Keuringen ${Date.now()}`;
    await page.getByRole('button', { name: 'Nieuwe map' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'Nieuwe map' });
    await folderDialog.getByLabel('Naam van de map').fill(folderName);
    await folderDialog.getByRole('button', { name: 'Map aanmaken' }).click();
    await page
      .getByRole('navigation', { name: 'Mappen' })
      .getByRole('button', { name: folderName })
      .waitFor();
    await expect
      .poll(async () => {
        const answer = await api.get(`/api/folders?organizationId=${organisationId}&perPage=100`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return FolderList.parse(await answer.json()).data.filter((folder) => folder.name === folderName)
          .length;
      })
      .toBe(1);

    const fileName = `bin-${Date.now()}.pdf`;
    await uploadThroughDialog(page, fileName);
    const row = page.getByRole('listitem').filter({ hasText: fileName });
    await row.waitFor();
    await expect.poll(() => row.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);

    await row.getByRole('button', { name: `Verwijderen: ${fileName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen', exact: true }).click();
    await expect.poll(() => row.count()).toBe(0);
    await expect
      .poll(async () => (await serverDocumentsNamed(token, fileName)).length, { timeout: 30_000 })
      .toBe(0);

    await page.getByRole('button', { name: 'Prullenbak' }).click();
    const bin = page.getByRole('dialog', { name: 'Prullenbak' });
    await bin.getByRole('button', { name: `Terugzetten: ${fileName}` }).click();
    await bin.getByRole('button', { name: 'Sluiten' }).first().click();
    await row.waitFor();
    await expect
      .poll(async () => (await serverDocumentsNamed(token, fileName)).length, { timeout: 30_000 })
      .toBe(1);
    await expect.poll(() => row.getByText('Nog niet verstuurd').count(), { timeout: 30_000 }).toBe(0);
  });
});
