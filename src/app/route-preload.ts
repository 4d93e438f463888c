/**
 * Starts loading the chunks of the screen a start opens at (the signed-in shell, the area page and the
 * screen itself) while the app's own modules load and evaluate, rather than after the app's first
 * render, when the router would ask for them: the router's lazy routes then find them loaded (an
 * `import()` of a module already loading or loaded is the same module). Only the chunks are
 * fetched and evaluated here; nothing renders.
 */
import { areaScreens } from './area-screens';

/** Whether a route pattern (`/devices/:deviceId`, a trailing `*`) matches `pathname`. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (const [index, segment] of want.entries()) {
    if (segment === '*') return true;
    const part = have[index];
    if (part === undefined) return segment.endsWith('?');
    if (!segment.startsWith(':') && segment !== part) return false;
  }
  return want.length === have.length;
}

/** Loads the chunks of the area screen at `pathname`, if it is one; never throws. */
export function preloadScreenAt(pathname: string): void {
  // A literal route wins over one with parameters (`/devices/overview` over `/devices/:deviceId`).
  const parameters = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;
  const screen = areaScreens
    .filter((candidate) => matchesPattern(candidate.path, pathname))
    .sort((a, b) => parameters(a.path) - parameters(b.path))[0];
  if (!screen) return;
  const ignore = () => undefined;
  void import('./layouts/app-shell-layout').catch(ignore);
  void import('./pages/area-page').catch(ignore);
  void screen.load().catch(ignore);
}
