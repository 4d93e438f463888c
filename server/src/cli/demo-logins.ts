/**
 * The demo logins table printed by `npm start` in demo mode (product.md §9), so a newcomer can log in
 * straight away. Built from the seed's own account list, so it cannot drift from what is seeded.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '../seed/demo-access';

function describeAccount(account: DemoAccount): string {
  const who = [account.type === 'employee' ? 'staff' : 'customer', account.accessLevel, account.role];
  if (account.twoFactorSecret) who.push(`two-factor, TOTP secret ${account.twoFactorSecret}`);
  return `${account.name} (${who.join(', ')})`;
}

/** The table as aligned plain text. */
export function formatDemoLogins(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const rows = DEMO_ACCOUNTS.map(
    (account) => `  ${account.email.padEnd(width)}  ${describeAccount(account)}`,
  );
  return [`Demo accounts (password: ${DEMO_PASSWORD}):`, ...rows].join('\n');
}
