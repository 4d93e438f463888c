/**
 * Logging in through the real login page, as a person would: accessible names only (product.md §9 lists
 * the demo accounts; every one shares the demo password).
 */
import type { Page } from 'playwright-core';

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

/** Fills the login form on the current page and submits it; does not wait for the result. */
export async function submitLogin(page: Page, email: string, password: string = demoPassword): Promise<void> {
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Fills the two-factor step (`/login/two-factor/...`) with `code` and confirms; does not wait for the result. */
export async function submitTwoFactorCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Bevestigen', exact: true }).click();
}

/**
 * Logs out through the account menu and waits for the login page. Logout ends with a full reload of
 * the login page (dropping everything held in memory): this waits for that load, not only for the
 * router's first step to /login. On a loaded machine the menu may close again while the shell is
 * still settling (the first sync re-renders the header), so it is opened again if its item does
 * not show.
 */
export async function logOutThroughMenu(
  page: Page,
  labels: { logout: string; email: string } = { logout: 'Uitloggen', email: 'E-mailadres' },
): Promise<void> {
  const item = page.getByRole('menuitem', { name: labels.logout, exact: true });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const shown = await item
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) break;
  }
  const reloaded = page.waitForEvent('load');
  await item.click();
  await reloaded;
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByLabel(labels.email, { exact: true }).waitFor();
}
