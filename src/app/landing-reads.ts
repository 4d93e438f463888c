/**
 * The first reads of the screen a start lands on, begun as the user's database opens
 * (db/early-reads.ts), so the screen finds its rows read when it mounts after the shell's first
 * render. Only screens whose first rows come from a small read are here (a bounded page, the
 * dashboard's statistics, one row per organisation): a screen that reads whole collections gains
 * nothing from starting sooner, since IndexedDB answers one read at a time and the engine's state
 * reads come first.
 *
 * Each screen's reads live in its own feature's modules, loaded only for a start that lands on it
 * (the screen's chunk loads them anyway), so no other landing evaluates them.
 */
import type { PortalDatabase } from '../db/portal-database';
import { paths } from './paths';
import { matchesPattern } from './route-preload';

type BeginReads = (db: PortalDatabase) => void;

const landingReads: readonly { pattern: string; load: () => Promise<BeginReads> }[] = [
  {
    pattern: paths.dashboard.pattern,
    load: async () => (await import('../features/dashboard/dashboard.queries')).beginDashboardReads,
  },
  {
    pattern: paths.devicesOverview.pattern,
    load: async () => (await import('../features/devices/devices.queries')).beginDevicesOverviewReads,
  },
];

/**
 * Loads the first reads of the screen at `pathname` (while the database opens) and returns the
 * function that begins them on the opened database, as soon as both are ready. It does nothing for a
 * screen without early reads.
 */
export function prepareLandingReads(pathname: string): (db: PortalDatabase) => void {
  const loading = landingReads
    .filter(({ pattern }) => matchesPattern(pattern, pathname))
    .map(({ load }) => load());
  return (db) => {
    for (const begin of loading) {
      // A screen whose early reads failed reads for itself when it mounts, as it always can.
      begin
        .then((reads) => reads(db))
        .catch((error: unknown) => console.warn('The landing screen’s early reads failed', error));
    }
  };
}
