/**
 * Starts the whole app in `root`: the stored session restored (and its token kept fresh), then the
 * router and every provider. main.tsx calls it at start-up, and the signed-out login page when the
 * user moves on from it.
 */
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { currentSession, isStoredSessionThisTabs, restoreSession } from '../session/session-state';
import { keepScreenSnapshotsWhile } from '../ui/screen-snapshot';
import { removeScreenSnapshotLayer } from '../ui/screen-snapshot-layer';
import { App } from './app';
import { appApiClient } from './app-api-client';
import { startAppTokenRefresh } from './app-token-refresher';
import { paths } from './paths';
import { signedInLandingPath } from './route-guards';
import { matchesPattern, preloadScreenAt } from './route-preload';
import { openUserDataEarly } from './sync/open-user-data';

/** The longest a screen snapshot may cover the starting app. */
const snapshotLimitMs = 20_000;

export function startApp(root: Root): void {
  restoreSession();
  startAppTokenRefresh();
  // Every signed-in start but the public device page lands in the shell: the user's data opens, and
  // the first sync asks, while the app renders (sync/open-user-data.ts).
  const session = currentSession();
  if (session && !matchesPattern(paths.publicDevice.pattern, location.pathname)) {
    // main.tsx preloads the screen at the start's path; `/` (the installed app's start URL) shows the
    // screen it redirects to, known only now that the session is restored.
    if (location.pathname === '/') preloadScreenAt(signedInLandingPath(session.user, '/'));
    openUserDataEarly(session.user, appApiClient);
  }
  // Screens keep snapshots of themselves only while this tab's session is the stored one.
  keepScreenSnapshotsWhile(isStoredSessionThisTabs);
  // A screen snapshot goes when its screen's rows are there (ui/screen-snapshot.ts) or the app shows
  // something else; this is the last resort for a screen that never gets there.
  setTimeout(removeScreenSnapshotLayer, snapshotLimitMs);
  // A transition: React renders the first tree in slices and yields to the browser between them
  // (input, the first sync's answers) instead of in one long task; only its commit is one task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
