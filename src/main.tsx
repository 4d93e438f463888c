/**
 * Entry point: the colour mode and the user's language first, then one of two starts. A browser with
 * no trace of a session that opens `/login` (or `/`, which leads there) gets the login page alone
 * (app/signed-out-login.tsx), so it can sign in before the rest of the app has loaded; everything
 * else starts the whole app (app/start-app.tsx). The service worker registers once the page has
 * loaded and is idle, so neither its code nor the configuration it reads holds up the first screen;
 * after a sign-in on the page, its install waits or pauses until the first sync has settled
 * (pwa/service-worker-install-gate.ts).
 * Everything the app is made of lives in app/.
 */
// First: zod's configuration, before any module parses with it.
import './zod-config';
import { createRoot } from 'react-dom/client';
import { activateStoredLocale } from './i18n/i18n-setup';
import { whenIdle } from './ui/when-idle';
import { authPaths } from './session/auth-paths';
import { mayHaveStoredSession } from './session/session-keys';
import { dropScreenSnapshots, removeScreenSnapshotLayer } from './ui/screen-snapshot-layer';
import { startColorMode } from './ui/color-mode/use-color-mode';

startColorMode();
await activateStoredLocale();

const root = createRoot(document.getElementById('root')!);
const { pathname } = location;
if (!mayHaveStoredSession() && (pathname === authPaths.login.pattern || pathname === '/')) {
  removeScreenSnapshotLayer();
  void dropScreenSnapshots();
  if (pathname === '/') history.replaceState(null, '', authPaths.login.href());
  (await import('./app/signed-out-login')).renderSignedOutLogin(root);
} else {
  // The screen's own chunks load alongside the app's, not after its first render (app/route-preload.ts).
  void import('./app/route-preload').then((module) => module.preloadScreenAt(pathname));
  (await import('./app/start-app')).startApp(root);
}

function registerServiceWorkerWhenIdle(): void {
  // Without requestIdleCallback (Safari), a moment after the load event is the nearest to idle.
  whenIdle(
    () => void import('./app/service-worker-registration').then((module) => module.registerServiceWorker()),
    2_000,
    200,
  );
}
if (document.readyState === 'complete') registerServiceWorkerWhenIdle();
else window.addEventListener('load', registerServiceWorkerWhenIdle, { once: true });
