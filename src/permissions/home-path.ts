/**
 * Where each permission group lives and where a user lands after login (seed-spec §2, product.md §4).
 * React-free: app/paths.ts builds its href builders on this table, and the server may use it too.
 */
import type { PermissionGroup } from '../api/contract/auth';
import { defineAbilitiesFor, type AbilityUser } from './app-ability';

/** The home route of every permission group. The first eleven come from seed-spec §2. */
export const groupHomePath = {
  dashboard: '/dashboard',
  serviceobjects: '/devices/overview',
  orders: '/orders',
  offers: '/offers',
  invoices: '/invoices',
  tasks: '/tasks',
  contacts: '/contacts',
  agenda: '/agenda',
  serviceobject_contracts: '/serviceobject-contracts',
  documents: '/documents',
  timeline: '/timeline',
  mandatory_checklist: '/devices/mandatory-checklist',
  legal_supervision: '/devices/legal-supervision',
  my_open_tasks: '/my-open-tasks',
  users: '/users',
  roles: '/roles',
  child_companies: '/child-companies',
  activity_logs: '/activity-logs',
  reports: '/reports',
  refrigerant_transactions: '/refrigerant-transactions',
} as const satisfies Record<PermissionGroup, `/${string}`>;

/** The page for a signed-in user without any view permission: it says so and offers a logout. */
export const noAccessPath = '/no-access';

/**
 * The order in which groups are tried for the landing page: the seed-spec §2 table first, then the
 * remaining groups in menu order. The server sends permissions in no particular order, so "the first
 * view permission" is taken in this order, which makes the landing page stable.
 */
export const homePathPriority: readonly PermissionGroup[] = [
  'dashboard',
  'serviceobjects',
  'orders',
  'offers',
  'invoices',
  'tasks',
  'contacts',
  'agenda',
  'serviceobject_contracts',
  'documents',
  'timeline',
  'mandatory_checklist',
  'legal_supervision',
  'users',
  'roles',
  'child_companies',
  'activity_logs',
  'my_open_tasks',
  'reports',
  'refrigerant_transactions',
];

/**
 * The path a user lands on after login: `/dashboard` when they may view the dashboard (a superadmin
 * always may); otherwise the home of the first group in `homePathPriority` they may view; with no
 * view permission at all, the no-access page.
 */
export function homePathFor(user: AbilityUser): string {
  const ability = defineAbilitiesFor(user);
  const group = homePathPriority.find((candidate) => ability.can('view', candidate));
  return group ? groupHomePath[group] : noAccessPath;
}
