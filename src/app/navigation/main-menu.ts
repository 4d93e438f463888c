/**
 * The main menu (seed-spec §2, plus documents and the technician's day): its entries in order, which
 * of them a user sees, and the four a phone shows in its bottom bar. An entry is shown only when the
 * user may `view` its group (and, for a staff entry, is staff and may view its other groups too); the
 * devices section is shown when at least one of its pages is.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PermissionGroup, UserType } from '../../api/contract/auth';
import type { AppAbility } from '../../permissions/app-ability';
import {
  BuildingIcon,
  DashboardIcon,
  DeviceIcon,
  ReceiptIcon,
  RoleIcon,
  TaskIcon,
  type LineIcon,
} from '../../ui/icons/line-icons';
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
  /** Shown only to staff (employees) who may also view these groups; absent for everyone's entries. */
  staffWith?: readonly PermissionGroup[];
}

export interface MenuSection {
  kind: 'section';
  id: string;
  label: MessageDescriptor;
  icon: LineIcon;
  links: MenuLink[];
}

export type MenuEntry = MenuLink | MenuSection;

function link(area: Area, staffWith?: readonly PermissionGroup[]): MenuLink {
  return {
    kind: 'link',
    id: area.id,
    path: area.path,
    label: area.label,
    standaloneLabel: area.standaloneLabel ?? area.label,
    icon: area.icon,
    group: area.group,
    ...(staffWith ? { staffWith } : {}),
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

/**
 * The menu in the groups users think in: their own work, the installations, the commercial path from
 * offer to invoice, their organisation, and administration. Every entry of the seed's menu list is in
 * one of them.
 */
export const mainMenu: readonly MenuEntry[] = [
  dashboardLink,
  {
    kind: 'section',
    id: 'work',
    label: msg`Mijn werk`,
    icon: TaskIcon,
    links: [
      // A staff technician's day: their appointments with the devices' open duties, so it needs both.
      link(areas.today, ['serviceobjects']),
      link(areas.myOpenTasks),
      link(areas.tasks),
      link(areas.agenda),
    ],
  },
  {
    kind: 'section',
    id: 'devices',
    label: msg`Installaties`,
    icon: DeviceIcon,
    links: [
      link(areas.devicesOverview),
      link(areas.mandatoryChecklist),
      link(areas.legalSupervision),
      link(areas.contracts),
      link(areas.refrigerantTransactions),
      link(areas.reports),
    ],
  },
  {
    kind: 'section',
    id: 'commerce',
    label: msg`Opdrachten en facturen`,
    icon: ReceiptIcon,
    links: [link(areas.offers), link(areas.orders), link(areas.invoices)],
  },
  {
    kind: 'section',
    id: 'organisation',
    label: msg`Organisatie`,
    icon: BuildingIcon,
    // Documents are not in the seed's menu list, but the seed gives them a screen and a home path;
    // without an entry a user could reach the document library only by its address.
    links: [link(areas.contacts), link(areas.childCompanies), link(areas.documents)],
  },
  {
    kind: 'section',
    id: 'administration',
    label: msg`Beheer`,
    icon: RoleIcon,
    links: [link(areas.users), link(areas.roles), link(areas.activityLog)],
  },
];

function mayView(item: MenuLink, ability: AppAbility, userType: UserType | null): boolean {
  if (!ability.can('view', item.group)) return false;
  if (!item.staffWith) return true;
  return userType === 'employee' && item.staffWith.every((group) => ability.can('view', group));
}

/** The menu as this user sees it: entries they may view, empty sections left out. */
export function visibleMenu(
  ability: AppAbility,
  userType: UserType | null,
  menu: readonly MenuEntry[] = mainMenu,
): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (mayView(entry, ability, userType)) visible.push(entry);
    } else {
      const links = entry.links.filter((item) => mayView(item, ability, userType));
      if (links.length > 0) visible.push({ ...entry, links });
    }
  }
  return visible;
}

/**
 * The entries a phone's bottom bar offers first, most used first. The day of a staff member who works
 * in the field (staff without the dashboard: the technicians) takes the first slot; the office keeps
 * its dashboard and invoices there.
 */
const quickAccessOrder = ['dashboard', 'devicesOverview', 'orders', 'invoices', 'tasks', 'offers', 'agenda'];
const fieldQuickAccessOrder = ['today', ...quickAccessOrder];

/**
 * Up to four links for the bottom bar on phones (and the dashboard's shortcuts): the most used ones
 * this user may view, labelled as they read outside their menu section.
 */
export function quickAccessLinks(ability: AppAbility, userType: UserType | null): MenuLink[] {
  const links = visibleMenu(ability, userType).flatMap((entry) =>
    entry.kind === 'link' ? [entry] : entry.links,
  );
  const order = links.some((item) => item.id === 'dashboard') ? quickAccessOrder : fieldQuickAccessOrder;
  return order
    .map((id) => links.find((item) => item.id === id))
    .filter((item): item is MenuLink => item !== undefined)
    .slice(0, 4)
    .map((item) => ({ ...item, label: item.standaloneLabel }));
}
