/**
 * Logging in through the real login page, as a person would: accessible names only (product.md §9 lists
 * the demo accounts; every one shares the demo password).
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { z } from 'zod';
import { chooseFromMenu } from './menus';

export const demoPassword = 'portal-demo-2026';

/** The TOTP secret of the two-factor demo account (product.md §9). */
export const demoTotpSecret = 'JBSWY3DPEHPK3PXP';

export const demoAccounts = {
  /** Staff superadmin; lands on /dashboard. */
  admin: 'admin@koelservice.example',
  /** Staff who manages users and roles; lands on /dashboard. */
  planner: 'planner@koelservice.example',
  /** Staff technician without the dashboard; lands on /devices/overview. */
  technician: 'monteur@koelservice.example',
  /** Customer admin of the bakery holding; lands on /dashboard. */
  customer: 'klant@bakkerij-dejong.example',
  /** Customer of one child company only; lands on /dashboard. */
  branch: 'filiaal@bakkerij-dejong.example',
  /** Customer with only `view invoices`; lands on /invoices. */
  accounting: 'boekhouding@bakkerij-dejong.example',
  /** Customer with two-factor (TOTP) on; lands on /dashboard after the code step. */
  twoFactor: 'tweestaps@bakkerij-dejong.example',
} as const;

const LoginAnswer = z.object({ data: z.object({ token: z.string() }) });

/**
 * Signs `email` in over the API (not the page) and returns its bearer token: for reading the demo
 * data a test then checks on screen.
 */
export async function apiToken(api: APIRequestContext, email: string): Promise<string> {
  const login = await api.post('/api/login', { data: { email, password: demoPassword } });
  if (!login.ok()) throw new Error(`logging in ${email} over the API answered ${login.status()}`);
  return LoginAnswer.parse(await login.json()).data.token;
}

/** Fills the login form on the current page and submits it; does not wait for the result. */
export async function submitLogin(page: Page, email: string, password: string = demoPassword): Promise<void> {
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/**
 * Signs the technician in at `${baseUrl}/login` and waits until they land on the devices overview
 * and its first sync is done (the notice that data is being put on the device has gone).
 */
export async function signInTechnicianSynced(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitLogin(page, demoAccounts.technician);
  await page.waitForURL((url) => url.pathname === '/devices/overview');
  const notice = page.getByText('Gegevens worden op dit apparaat gezet').first();
  // The notice shows once the shell has read the sync states; only a sync done before that skips it.
  await notice.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  await notice.waitFor({ state: 'detached', timeout: 60_000 });
}

/** Fills the two-factor step (`/login/two-factor/...`) with `code` and confirms; does not wait for the result. */
export async function submitTwoFactorCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Bevestigen', exact: true }).click();
}

/**
 * Logs out through the account menu and waits for the login page. Logout ends with a full reload of
 * the login page (dropping everything held in memory): this waits for that load, not only for the
 * router's first step to /login. The item is clicked once it stands still (menus.ts: a menu moves
 * just after it opened, and a click pressed on the item and released beside it selects nothing). On
 * a loaded machine the menu may also close again while the shell is still settling: the menu is
 * opened (unless it still is) and the item clicked again until the page reloads.
 */
export async function logOutThroughMenu(
  page: Page,
  labels: { logout: string; email: string } = { logout: 'Uitloggen', email: 'E-mailadres' },
): Promise<void> {
  const succeeded = (action: Promise<unknown>) =>
    action.then(
      () => true,
      () => false,
    );
  const account = page.getByRole('button', { name: /^Account: / });
  const item = page.getByRole('menuitem', { name: labels.logout, exact: true });
  /** Chooses the logout item; says where that stopped, or null when the click landed. */
  const clickLogout = () =>
    chooseFromMenu(account, item).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  // What each try got to, for the error when none reloads the page.
  const tries: string[] = [];
  for (let attempt = 1; ; attempt += 1) {
    // Registered before the click: the reload may follow it at once.
    const reloaded = succeeded(page.waitForEvent('load', { timeout: 20_000 }));
    const stopped = await clickLogout();
    if (stopped === null && (await reloaded)) break;
    // A click that did land has started a logout; its reload ends on the login page.
    if (new URL(page.url()).pathname === '/login') break;
    tries.push(`${stopped ?? 'clicked, but no load within 20 s'} (at ${new URL(page.url()).pathname})`);
    if (attempt === 3) {
      throw new Error(`logout through the menu did not reload the page in 3 tries: ${tries.join('; ')}`);
    }
  }
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel(labels.email, { exact: true }).waitFor();
}
