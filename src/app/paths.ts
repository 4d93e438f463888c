/**
 * Every route of the PWA as a typed href builder (seed-spec §2 plus the auth pages). Links and
 * redirects use these, never string literals. The group homes come from permissions/home-path.ts, so
 * the landing page after login and the menu always agree; the signed-out pages from
 * session/auth-paths.ts, so the session's own pages link with the same builders.
 */
import { groupHomePath, noAccessPath } from '../permissions/home-path';
import { publicDevicePagePath, publicDevicePagePattern } from '../api/contract/public-service-object';
import { detailPaths } from '../lib/detail-paths';
import { authPaths } from '../session/auth-paths';

export const paths = {
  root: { pattern: '/', href: () => '/' },
  ...authPaths,
  noAccess: { pattern: noAccessPath, href: () => noAccessPath },
  /** The signed-in user's own account; open to everyone, whatever their permissions. */
  profile: { pattern: '/profile', href: () => '/profile' },
  /** What is on this device and what waits to be sent; open to everyone. */
  sync: { pattern: '/sync', href: () => '/sync' },
  dashboard: { pattern: groupHomePath.dashboard, href: () => groupHomePath.dashboard },
  /** A staff technician's day ("Vandaag"): today's appointments with their devices and open duties. */
  today: { pattern: '/today', href: () => '/today' },
  devicesOverview: { pattern: groupHomePath.serviceobjects, href: () => groupHomePath.serviceobjects },
  mandatoryChecklist: {
    pattern: groupHomePath.mandatory_checklist,
    href: () => groupHomePath.mandatory_checklist,
  },
  legalSupervision: { pattern: groupHomePath.legal_supervision, href: () => groupHomePath.legal_supervision },
  orders: { pattern: groupHomePath.orders, href: () => groupHomePath.orders },
  offers: { pattern: groupHomePath.offers, href: () => groupHomePath.offers },
  invoices: { pattern: groupHomePath.invoices, href: () => groupHomePath.invoices },
  tasks: { pattern: groupHomePath.tasks, href: () => groupHomePath.tasks },
  myOpenTasks: { pattern: groupHomePath.my_open_tasks, href: () => groupHomePath.my_open_tasks },
  contacts: { pattern: groupHomePath.contacts, href: () => groupHomePath.contacts },
  agenda: { pattern: groupHomePath.agenda, href: () => groupHomePath.agenda },
  contracts: {
    pattern: groupHomePath.serviceobject_contracts,
    href: () => groupHomePath.serviceobject_contracts,
  },
  documents: { pattern: groupHomePath.documents, href: () => groupHomePath.documents },
  timeline: { pattern: groupHomePath.timeline, href: () => groupHomePath.timeline },
  users: { pattern: groupHomePath.users, href: () => groupHomePath.users },
  roles: { pattern: groupHomePath.roles, href: () => groupHomePath.roles },
  childCompanies: { pattern: groupHomePath.child_companies, href: () => groupHomePath.child_companies },
  activityLog: { pattern: groupHomePath.activity_logs, href: () => groupHomePath.activity_logs },
  reports: { pattern: groupHomePath.reports, href: () => groupHomePath.reports },
  refrigerantTransactions: {
    pattern: groupHomePath.refrigerant_transactions,
    href: () => groupHomePath.refrigerant_transactions,
  },
  ...detailPaths,
  /** What a device's QR sticker opens; public, and for a signed-in user the way to the device. */
  publicDevice: { pattern: publicDevicePagePattern, href: publicDevicePagePath },
} as const;

export type PathName = keyof typeof paths;
