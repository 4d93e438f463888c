import { describe, expect, it } from 'vitest';
import { lastScreenToRestore, permissionGroupOfPath, rememberLastScreen } from './last-screen';
import { buildSession, memoryStorage, permission } from './session-test-fixtures';

const invoicesViewer = buildSession({ permissions: [permission('view', 'invoices')] }).user;

describe('the last visited screen', () => {
  it('knows which permission group guards a screen, including its detail pages', () => {
    expect(permissionGroupOfPath('/invoices')).toBe('invoices');
    expect(permissionGroupOfPath('/invoices/0190d6d4-0000-7000-8000-000000000009')).toBe('invoices');
    expect(permissionGroupOfPath('/devices/legal-supervision')).toBe('legal_supervision');
    expect(permissionGroupOfPath('/invoicesx')).toBeNull();
    expect(permissionGroupOfPath('/no-access')).toBeNull();
  });

  it('restores the remembered screen with its search while the user may view it', () => {
    const storage = memoryStorage();
    rememberLastScreen(invoicesViewer.id, '/invoices?status[]=new', storage);
    expect(lastScreenToRestore(invoicesViewer, storage)).toBe('/invoices?status[]=new');
  });

  it('never restores a screen the user can no longer view', () => {
    const storage = memoryStorage();
    rememberLastScreen(invoicesViewer.id, '/invoices', storage);
    const dashboardOnly = buildSession().user;
    expect(lastScreenToRestore(dashboardOnly, storage)).toBeNull();
  });

  it('does not remember pages that are not screens of an area', () => {
    const storage = memoryStorage();
    rememberLastScreen(invoicesViewer.id, '/invoices', storage);
    rememberLastScreen(invoicesViewer.id, '/no-access', storage);
    rememberLastScreen(invoicesViewer.id, '/some/unknown/page', storage);
    expect(lastScreenToRestore(invoicesViewer, storage)).toBe('/invoices');
  });
});
