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
