import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds the login link with the page to return to', () => {
    expect(paths.login.href('/invoices?status[]=open')).toBe(
      '/login?redirectTo=%2Finvoices%3Fstatus%5B%5D%3Dopen',
    );
    expect(paths.login.href('/')).toBe('/login');
    expect(paths.login.href()).toBe('/login');
  });

  it('builds the mail links of invitation, account confirmation and password reset with their token', () => {
    expect(paths.register.href('abc_DEF-123')).toBe('/register?invitation=abc_DEF-123');
    expect(paths.register.href()).toBe('/register');
    expect(paths.confirmAccount.href('tok/en+1')).toBe('/confirm-account?token=tok%2Fen%2B1');
    expect(paths.resetPassword.href('token-1')).toBe('/reset-password?token=token-1');
    expect(paths.requestPasswordReset.href()).toBe('/reset-password/request');
  });

  it('uses the seed-spec home paths for the group homes', () => {
    expect(paths.devicesOverview.href()).toBe('/devices/overview');
    expect(paths.contracts.href()).toBe('/serviceobject-contracts');
  });

  it('opens the profile page at /profile', () => {
    expect(paths.profile.href()).toBe('/profile');
  });

  it('gives every route its own pattern', () => {
    const patterns = Object.values(paths).map((path) => path.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
