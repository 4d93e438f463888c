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
  it("lists every entry of the seed spec, documents and the technician's day for a superadmin", () => {
    const menu = visibleMenu(defineAbilitiesFor({ accessLevel: 'superadmin', permissions: [] }), 'employee');
    expect(ids(menu)).toEqual(ids(mainMenu as never));
    expect(ids(menu)).toEqual([
      'dashboard',
      'work:today,myOpenTasks,tasks,agenda',
      'devices:devicesOverview,mandatoryChecklist,legalSupervision,contracts,refrigerantTransactions,reports',
      'commerce:offers,orders,invoices',
      'organisation:contacts,childCompanies,documents',
      'administration:users,roles,activityLog',
    ]);
  });

  it('shows a user with only view invoices just the invoices', () => {
    expect(ids(visibleMenu(viewing('invoices'), 'customer'))).toEqual(['commerce:invoices']);
  });

  it('shows each section with only the pages the user may view, and leaves empty sections out', () => {
    expect(ids(visibleMenu(viewing('legal_supervision', 'orders'), 'employee'))).toEqual([
      'devices:legalSupervision',
      'commerce:orders',
    ]);
  });

  it("shows the technician's day to staff who may view the agenda and the devices", () => {
    expect(ids(visibleMenu(viewing('agenda', 'serviceobjects'), 'employee'))).toEqual([
      'work:today,agenda',
      'devices:devicesOverview',
    ]);
  });

  it("keeps the technician's day from customers and from staff without the devices", () => {
    expect(ids(visibleMenu(viewing('agenda', 'serviceobjects'), 'customer'))).toEqual([
      'work:agenda',
      'devices:devicesOverview',
    ]);
    expect(ids(visibleMenu(viewing('agenda'), 'employee'))).toEqual(['work:agenda']);
  });

  it('shows nothing to a user without view permissions', () => {
    expect(visibleMenu(defineAbilitiesFor({ accessLevel: 'user', permissions: [] }), 'employee')).toEqual([]);
  });
});

describe('the bottom bar on phones', () => {
  it('offers the office the four most used entries, its dashboard first', () => {
    const superadmin = defineAbilitiesFor({ accessLevel: 'superadmin', permissions: [] });
    expect(quickAccessLinks(superadmin, 'employee').map((item) => item.id)).toEqual([
      'dashboard',
      'devicesOverview',
      'orders',
      'invoices',
    ]);
  });

  it('names the devices overview "Installaties" outside its menu section', () => {
    const links = quickAccessLinks(viewing('serviceobjects'), 'employee');
    expect(links.map((item) => item.label.message)).toEqual(['Installaties']);
  });

  it('moves up the next most used entries when the user may not view some', () => {
    const links = quickAccessLinks(viewing('tasks', 'orders', 'agenda', 'reports'), 'customer');
    expect(links.map((item) => item.id)).toEqual(['orders', 'tasks', 'agenda']);
  });

  it("puts a staff technician's day in the first slot", () => {
    const technician = viewing('serviceobjects', 'orders', 'tasks', 'agenda', 'documents', 'contacts');
    expect(quickAccessLinks(technician, 'employee').map((item) => item.id)).toEqual([
      'today',
      'devicesOverview',
      'orders',
      'tasks',
    ]);
  });
});
