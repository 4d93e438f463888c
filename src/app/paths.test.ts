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

  it('uses the seed-spec home paths for the group homes', () => {
    expect(paths.devicesOverview.href()).toBe('/devices/overview');
    expect(paths.contracts.href()).toBe('/serviceobject-contracts');
  });

  it('gives every route its own pattern', () => {
    const patterns = Object.values(paths).map((path) => path.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
