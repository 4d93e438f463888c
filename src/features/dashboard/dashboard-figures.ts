/**
 * What the dashboard shows, as pure rules over the synced statistics rows (one per organisation, its
 * own records only; src/lib/statistics.ts says what each figure counts):
 * - which organisations the figures cover: the current one with its child companies, or alone; all
 *   customers for staff without a current organisation;
 * - the tiles, each with the list it links to, filtered to exactly what the tile counts. A list shows
 *   the current organisation with its children, so with "only this organisation" a tile links only
 *   where its list can narrow to that one organisation (the orders' organisation filter);
 * - for staff, the customers with the most devices whose duties are overdue.
 * Offline-safe: everything comes from the local rows.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PermissionGroup } from '../../api/contract/auth';
import type { LocalRow } from '../../db/collection-tables';
import { sumStatistics } from '../../lib/statistics';
import { groupHomePath } from '../../permissions/home-path';
import { subtreeIds, type TreeOrganisation } from '../../session/organisation-tree';

export type StatisticsRow = LocalRow<'organisationStatistics'>;
export type DashboardTotals = NonNullable<ReturnType<typeof sumStatistics>>;

/** The id of the dashboard's list of this week's work orders: the target of that tile. */
export const workOrdersThisWeekAnchor = 'werkbonnen-deze-week';

/**
 * The organisations whose rows are summed: `current` and, `withChildren`, every organisation below it
 * among `visible`; null (every row) for staff looking at all customers.
 */
export function coveredOrganisations(
  current: { id: string } | null,
  visible: readonly TreeOrganisation[],
  withChildren: boolean,
): string[] | null {
  if (current === null) return null;
  return withChildren ? subtreeIds(current.id, visible) : [current.id];
}

/** Whether an organisation has child companies among `visible`. */
export function hasChildren(organisationId: string, visible: readonly TreeOrganisation[]): boolean {
  return visible.some((organisation) => organisation.parentId === organisationId);
}

/** The sum of the rows of `organisationIds` (null: all rows); null when none of them has a row yet. */
export function dashboardTotals(
  rows: readonly StatisticsRow[],
  organisationIds: readonly string[] | null,
): DashboardTotals | null {
  const wanted = organisationIds === null ? null : new Set(organisationIds);
  return sumStatistics(wanted === null ? rows : rows.filter((row) => wanted.has(row.organisationId)));
}

export interface DashboardTile {
  id: string;
  label: MessageDescriptor;
  /** The list the user must be allowed to view to see the tile. */
  group: PermissionGroup;
  count: number;
  amountCents?: number;
  /** Drawn as a warning while not zero (something is late). */
  isWarning?: boolean;
  /** The list filtered to exactly what `count` counts; null when no list can show just that. */
  href: string | null;
}

function withQuery(path: string, query: Record<string, string>): string {
  return `${path}?${new URLSearchParams(query).toString()}`;
}

/**
 * The tiles for `totals`. `onlyOrganisationId` is set when the figures cover one organisation
 * without the children it has: then only the tiles whose list can narrow to it link.
 */
export function dashboardTiles(totals: DashboardTotals, onlyOrganisationId: string | null): DashboardTile[] {
  const exact = onlyOrganisationId === null;
  const link = (path: string, query: Record<string, string>) => (exact ? withQuery(path, query) : null);
  return [
    {
      id: 'open-orders',
      label: msg`Openstaande orders`,
      group: 'orders',
      count: totals.openOrders,
      href: withQuery(groupHomePath.orders, {
        status: 'unfinished',
        ...(onlyOrganisationId ? { organisationId: onlyOrganisationId } : {}),
      }),
    },
    {
      id: 'work-orders-this-week',
      label: msg`Werkbonnen deze week`,
      group: 'orders',
      count: totals.workOrdersThisWeek,
      href: `#${workOrdersThisWeekAnchor}`,
    },
    {
      id: 'offers-awaiting',
      label: msg`Offertes wachten op reactie`,
      group: 'offers',
      count: totals.offersAwaitingCount,
      amountCents: totals.offersAwaitingCents,
      href: link(groupHomePath.offers, { tab: 'sent' }),
    },
    {
      id: 'open-invoices',
      label: msg`Openstaande facturen`,
      group: 'invoices',
      count: totals.openInvoicesCount,
      amountCents: totals.openInvoicesCents,
      href: link(groupHomePath.invoices, { status: 'open' }),
    },
    {
      id: 'overdue-invoices',
      label: msg`Vervallen facturen`,
      group: 'invoices',
      count: totals.overdueInvoicesCount,
      amountCents: totals.overdueInvoicesCents,
      isWarning: true,
      href: link(groupHomePath.invoices, { status: 'overdue' }),
    },
    {
      id: 'open-tasks',
      label: msg`Open taken`,
      group: 'tasks',
      count: totals.openTasks,
      href: link(groupHomePath.tasks, { status: 'open' }),
    },
    {
      id: 'overdue-tasks',
      label: msg`Verlopen taken`,
      group: 'tasks',
      count: totals.overdueTasks,
      isWarning: true,
      href: link(groupHomePath.tasks, { status: 'overdue' }),
    },
    {
      id: 'devices-overdue',
      label: msg`Installaties met verlopen keuring`,
      group: 'serviceobjects',
      count: totals.devicesOverdue,
      isWarning: true,
      href: link(groupHomePath.serviceobjects, { status: 'overdue' }),
    },
    {
      id: 'devices-due-30',
      label: msg`Keuring binnen 30 dagen`,
      group: 'serviceobjects',
      count: totals.devicesDueWithin30Days,
      href: link(groupHomePath.serviceobjects, { status: 'due_soon' }),
    },
    {
      id: 'devices-due-90',
      label: msg`Keuring binnen 90 dagen`,
      group: 'serviceobjects',
      count: totals.devicesDueWithin90Days,
      href: link(groupHomePath.serviceobjects, { status: 'due_within_90_days' }),
    },
  ];
}

export interface CustomerDuties {
  id: string;
  name: string;
  devicesOverdue: number;
  devicesDueWithin30Days: number;
}

/**
 * The customers (top-level organisations, each with its child companies) with the most devices whose
 * earliest duty is overdue, most first; customers without any are left out.
 */
export function customersWithMostOverdueDuties(
  rows: readonly StatisticsRow[],
  organisations: readonly TreeOrganisation[],
  limit = 5,
): CustomerDuties[] {
  const customers: CustomerDuties[] = [];
  for (const customer of organisations.filter((organisation) => organisation.parentId === null)) {
    const totals = dashboardTotals(rows, subtreeIds(customer.id, organisations));
    if (!totals || totals.devicesOverdue === 0) continue;
    customers.push({
      id: customer.id,
      name: customer.name,
      devicesOverdue: totals.devicesOverdue,
      devicesDueWithin30Days: totals.devicesDueWithin30Days,
    });
  }
  return customers
    .sort(
      (a, b) => b.devicesOverdue - a.devicesOverdue || b.devicesDueWithin30Days - a.devicesDueWithin30Days,
    )
    .slice(0, limit);
}
