import { describe, expect, it } from 'vitest';
import type { Permission, PermissionGroup } from '../../api/contract/auth';
import { defineAbilitiesFor } from '../../permissions/app-ability';
import { mainMenu, quickAccessLinks, visibleMenu } from './main-menu';

function viewing(...groups: PermissionGroup[]) {
  const permissions: Permission[] = groups.map((group) => ({
    id: crypto.randomUUID(),
    title: 'view',
    group,
    parent: null,
  }));
  return defineAbilitiesFor({ accessLevel: 'user', permissions });
}

const ids = (entries: ReturnType<typeof visibleMenu>) =>
  entries.map((entry) =>
    entry.kind === 'link' ? entry.id : `${entry.id}:${entry.links.map((l) => l.id).join(',')}`,
  );

describe('the main menu', () => {
  it('lists every entry of the seed spec, and documents, for a superadmin', () => {
    const menu = visibleMenu(defineAbilitiesFor({ accessLevel: 'superadmin', permissions: [] }));
    expect(ids(menu)).toEqual(ids(mainMenu as never));
    expect(menu).toHaveLength(17);
  });

  it('shows a user with only view invoices just the invoices', () => {
    expect(ids(visibleMenu(viewing('invoices')))).toEqual(['invoices']);
  });

  it('shows the devices section with only the device pages the user may view', () => {
    expect(ids(visibleMenu(viewing('legal_supervision', 'orders')))).toEqual([
      'devices:legalSupervision',
      'orders',
    ]);
  });

  it('shows nothing to a user without view permissions', () => {
    expect(visibleMenu(defineAbilitiesFor({ accessLevel: 'user', permissions: [] }))).toEqual([]);
  });
});

describe('the bottom bar on phones', () => {
  it('offers the four most used entries', () => {
    const links = quickAccessLinks(defineAbilitiesFor({ accessLevel: 'superadmin', permissions: [] }));
    expect(links.map((item) => item.id)).toEqual(['dashboard', 'devicesOverview', 'orders', 'invoices']);
  });

  it('names the devices overview "Installaties" outside its menu section', () => {
    const links = quickAccessLinks(viewing('serviceobjects'));
    expect(links.map((item) => item.label.message)).toEqual(['Installaties']);
  });

  it('moves up the next most used entries when the user may not view some', () => {
    const links = quickAccessLinks(viewing('tasks', 'orders', 'agenda', 'reports'));
    expect(links.map((item) => item.id)).toEqual(['orders', 'tasks', 'agenda']);
  });
});
