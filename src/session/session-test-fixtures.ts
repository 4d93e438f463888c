/**
 * Builders for session tests: a signed-in user's session and an in-memory `localStorage`.
 * Test-only: imported by *.test.ts files, never by the app.
 */
import type { Permission, PermissionGroup, PermissionTitle, Session } from '../api/contract/auth';

export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
  };
}

export function permission(title: PermissionTitle, group: PermissionGroup): Permission {
  return { id: crypto.randomUUID(), title, group, parent: null };
}

export function buildSession(
  overrides: { permissions?: Permission[]; company?: Session['user']['company'] } = {},
): Session {
  return {
    token: 'token-1',
    refreshToken: 'refresh-1',
    expiresAt: '2999-01-01T00:00:00.000Z',
    user: {
      id: '0190d6d4-0000-7000-8000-000000000001',
      type: 'customer',
      accessLevel: 'admin',
      name: 'Jan de Jong',
      email: 'klant@bakkerij-dejong.example',
      locale: 'nl',
      roleId: null,
      active: true,
      twoFactorEnabled: false,
      fgas: { certificateNumber: null, companyName: null, companyCertificateNumber: null },
      company:
        overrides.company === undefined
          ? { id: '0190d6d4-0000-7000-8000-000000000002', name: 'Bakkerij De Jong Holding' }
          : overrides.company,
      permissions: overrides.permissions ?? [permission('view', 'dashboard')],
    },
  };
}
