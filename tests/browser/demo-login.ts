/**
 * Logging in through the real login page, as a person would: accessible names only (product.md §9 lists
 * the demo accounts; every one shares the demo password).
 */
import type { Page } from 'playwright-core';

export const demoPassword = 'portal-demo-2026';

export const demoAccounts = {
  /** Customer admin of the bakery holding; lands on /dashboard. */
  customer: 'klant@bakkerij-dejong.example',
} as const;

/** Fills the login form on the current page and submits it; does not wait for the result. */
export async function submitLogin(page: Page, email: string, password: string = demoPassword): Promise<void> {
  await page.getByLabel('E-mailadres', { exact: true }).fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}
