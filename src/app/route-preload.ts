/**
 * Starts loading the chunks of the screen a start opens at (the signed-in shell, the area page and the
 * screen itself) while the app's own modules load and evaluate, rather than after the app's first
 * render, when the router would ask for them: the router's lazy routes then find them loaded (an
 * `import()` of a module already loading or loaded is the same module). Only the chunks are
 * fetched and evaluated here; nothing renders.
 */
import { groupHomePath } from '../permissions/home-path';
import { areaScreens } from './area-screens';
import { shellScreens } from './shell-screens';

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

/** The screen a signed-in start at `pathname` renders, if it is a built one (area or shell screen). */
export function screenAt(pathname: string): { load: () => Promise<unknown>; isAreaScreen: boolean } | null {
  // A literal route wins over one with parameters (`/devices/overview` over `/devices/:deviceId`).
  const parameters = (pattern: string) => pattern.split('/').filter((part) => part.startsWith(':')).length;
  const candidates = [
    ...areaScreens.map((screen) => ({ path: screen.path, load: screen.load, isAreaScreen: true })),
    ...shellScreens.map((screen) => ({ path: screen.path, load: screen.load, isAreaScreen: false })),
  ];
  return (
    candidates
      .filter((candidate) => matchesPattern(candidate.path, pathname))
      .sort((a, b) => parameters(a.path) - parameters(b.path))[0] ?? null
  );
}

/** Loads the chunks of the shell and of the screen at `pathname`, if it is a built one; never throws. */
export function preloadScreenAt(pathname: string): void {
  const screen = screenAt(pathname);
  if (!screen) return;
  const ignore = () => undefined;
  void import('./layouts/app-shell-layout').catch(ignore);
  if (screen.isAreaScreen) void import('./pages/area-page').catch(ignore);
  void screen.load().catch(ignore);
}

/**
 * Loads, while a signed-out user types, the chunks of the screen their login will most likely land
 * on: the page that sent them to the login, else the dashboard, the home of every user who may view
 * it (home-path.ts). Who the user is, and so their home, is known only once the login answers.
 */
export function preloadLoginLanding(returnTo: string | null): void {
  preloadScreenAt(new URL(returnTo ?? groupHomePath.dashboard, location.href).pathname);
}
