/**
 * The signed-in screens that belong to no business area (the dashboard, the account, the device's
 * sync page, the page for a user without any view permission): their routes and their pages, loaded
 * lazily. The router mounts them inside the shell; route-preload.ts loads them ahead of the router,
 * like the area screens, so a start or a login landing on one of them does not wait for its chunks
 * after the app's first render.
 */
import type { ComponentType } from 'react';
import { paths } from './paths';

export interface ShellScreen {
  /** A route pattern from paths.ts. */
  path: string;
  load: () => Promise<ComponentType>;
}

export const shellScreens: readonly ShellScreen[] = [
  {
    path: paths.dashboard.pattern,
    load: async () => (await import('./pages/dashboard-page')).DashboardPage,
  },
  {
    path: paths.noAccess.pattern,
    load: async () => (await import('./pages/no-access-page')).NoAccessPage,
  },
  {
    // No permission check: every signed-in user may see and change their own account.
    path: paths.profile.pattern,
    load: async () => (await import('../features/profile/pages/profile-page')).ProfilePage,
  },
  {
    // No permission check: every signed-in user has a device with data and maybe pending changes.
    path: paths.sync.pattern,
    load: async () => (await import('./sync/sync-page')).SyncPage,
  },
];
