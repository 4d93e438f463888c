/**
 * The first reads of the screen a start lands on, begun as the user's database opens
 * (db/early-reads.ts), so the screen finds its rows read when it mounts after the shell's first
 * render. Only screens whose first rows come from a bounded read are here: a screen that reads whole
 * collections gains nothing from starting sooner, since IndexedDB answers one read at a time and the
 * engine's state reads come first.
 */
import type { PortalDatabase } from '../db/portal-database';
import { beginDevicesOverviewReads } from '../features/devices/devices.queries';
import { paths } from './paths';
import { matchesPattern } from './route-preload';

const landingReads: readonly { pattern: string; begin: (db: PortalDatabase) => void }[] = [
  { pattern: paths.devicesOverview.pattern, begin: beginDevicesOverviewReads },
];

/** Begins the first reads of the screen at `pathname`, when it has any. */
export function beginLandingReads(db: PortalDatabase, pathname: string): void {
  for (const { pattern, begin } of landingReads) {
    if (matchesPattern(pattern, pathname)) begin(db);
  }
}
