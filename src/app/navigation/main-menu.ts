/**
 * The main menu (seed-spec §2, plus documents): its entries in order, which of them a user sees, and the four a phone
 * shows in its bottom bar. An entry is shown only when the user may `view` its group; the devices
 * section is shown when at least one of its pages is.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AppAbility } from '../../permissions/app-ability';
import { DashboardIcon, DeviceIcon, type LineIcon } from '../../ui/icons/line-icons';
import { paths } from '../paths';
import { areas, type Area } from './areas';

export interface MenuLink {
  kind: 'link';
  id: string;
  path: string;
  label: MessageDescriptor;
  /** The label outside the menu section (e.g. "Installaties" for the devices "Overzicht"). */
  standaloneLabel: MessageDescriptor;
  icon: LineIcon;
  group: Area['group'];
}

export interface MenuSection {
  kind: 'section';
  id: string;
  label: MessageDescriptor;
  icon: LineIcon;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuSection;

function link(area: Area): MenuLink {
  return {
    kind: 'link',
    id: area.id,
    path: area.path,
    label: area.label,
    standaloneLabel: area.standaloneLabel ?? area.label,
    icon: area.icon,
    group: area.group,
  };
}

const dashboardLink: MenuLink = {
  kind: 'link',
  id: 'dashboard',
  path: paths.dashboard.pattern,
  label: msg`Dashboard`,
  standaloneLabel: msg`Dashboard`,
  icon: DashboardIcon,
  group: 'dashboard',
};

export const mainMenu: readonly MenuEntry[] = [
  dashboardLink,
  {
    kind: 'section',
    id: 'devices',
    label: msg`Installaties`,
    icon: DeviceIcon,
    links: [link(areas.devicesOverview), link(areas.mandatoryChecklist), link(areas.legalSupervision)],
  },
  link(areas.orders),
  link(areas.offers),
  link(areas.users),
  link(areas.agenda),
  link(areas.contacts),
  link(areas.tasks),
  link(areas.invoices),
  link(areas.roles),
  link(areas.contracts),
  link(areas.childCompanies),
  link(areas.activityLog),
  link(areas.myOpenTasks),
  link(areas.reports),
  link(areas.refrigerantTransactions),
  // Not in the seed's menu list, but the seed gives documents a screen and a home path; without an
  // entry a user could reach the document library only by its address.
  link(areas.documents),
];

/** The menu as this user sees it: entries they may view, empty sections left out. */
export function visibleMenu(ability: AppAbility, menu: readonly MenuEntry[] = mainMenu): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (ability.can('view', entry.group)) visible.push(entry);
    } else {
      const links = entry.links.filter((item) => ability.can('view', item.group));
      if (links.length > 0) visible.push({ ...entry, links });
    }
  }
  return visible;
}

/** The entries a phone's bottom bar offers first, most used first. */
const quickAccessOrder = ['dashboard', 'devicesOverview', 'orders', 'invoices', 'tasks', 'offers', 'agenda'];

/**
 * Up to four links for the bottom bar on phones (and the dashboard's shortcuts): the most used ones
 * this user may view, labelled as they read outside their menu section.
 */
export function quickAccessLinks(ability: AppAbility): MenuLink[] {
  const links = visibleMenu(ability).flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.links));
  return quickAccessOrder
    .map((id) => links.find((item) => item.id === id))
    .filter((item): item is MenuLink => item !== undefined)
    .slice(0, 4)
    .map((item) => ({ ...item, label: item.standaloneLabel }));
}
