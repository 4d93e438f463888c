import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path';

describe('safeRedirectPath', () => {
  it('accepts a path inside the app', () => {
    expect(safeRedirectPath('/orders?page=2')).toBe('/orders?page=2');
  });

  it('refuses other sites, protocol-relative links and the login pages themselves', () => {
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('/\\evil.example')).toBeNull();
    expect(safeRedirectPath('/login')).toBeNull();
    expect(safeRedirectPath('/login/two-factor/1')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
