/**
 * The first reads of the screen a start lands on, begun as the user's database opens
 * (db/early-reads.ts), so the screen finds its rows read when it mounts after the shell's first
 * render. Only screens whose first rows come from a small read are here (a bounded page, the
 * dashboard's statistics, one row per organisation): a screen that reads whole collections gains
 * nothing from starting sooner, since IndexedDB answers one read at a time and the engine's state
 * reads come first.
 *
 * The reads are imported statically, so they begin the moment the database opens, whatever the
 * screen's own chunk is doing: loaded with that chunk (import()), they would begin only once it had
 * loaded, which a busy start can put after the opening. What comes in with them is each feature's
 * query module (a few KB evaluated at every signed-in start), not its screens.
 */
import type { PortalDatabase } from '../db/portal-database';
import { beginDashboardReads } from '../features/dashboard/dashboard.queries';
import { beginDevicesOverviewReads } from '../features/devices/devices.queries';
import { paths } from './paths';
import { matchesPattern } from './route-preload';

const landingReads: readonly { pattern: string; begin: (db: PortalDatabase) => void }[] = [
  { pattern: paths.dashboard.pattern, begin: beginDashboardReads },
  { pattern: paths.devicesOverview.pattern, begin: beginDevicesOverviewReads },
];

/** Begins the first reads of the screen at `pathname`, when it has any. */
export function beginLandingReads(db: PortalDatabase, pathname: string): void {
  for (const { pattern, begin } of landingReads) {
    if (matchesPattern(pattern, pathname)) begin(db);
  }
}
