/**
 * Entry point: the colour mode and the user's language first, then one of two starts. A browser with
 * no trace of a session that opens `/login` (or `/`, which leads there) gets the login page alone
 * (app/signed-out-login.tsx), so it can sign in before the rest of the app has loaded; everything
 * else starts the whole app (app/start-app.tsx). The service worker registers once the page has
 * loaded and is idle, so neither its code nor the configuration it reads holds up the first screen.
 * Everything the app is made of lives in app/.
 */
import { createRoot } from 'react-dom/client';
import { afterLoadWhenIdle } from './app/when-idle';
import { activateStoredLocale } from './i18n/i18n-setup';
import { authPaths } from './session/auth-paths';
import { mayHaveStoredSession } from './session/session-keys';
import { startColorMode } from './ui/color-mode/use-color-mode';

// Which start is decided first, so its code loads while the language is activated.
const { pathname } = location;
const isSignedOutLoginVisit =
  !mayHaveStoredSession() && (pathname === authPaths.login.pattern || pathname === '/');
const start = isSignedOutLoginVisit
  ? import('./app/signed-out-login').then((module) => module.renderSignedOutLogin)
  : import('./app/start-app').then((module) => module.startApp);

startColorMode();
await activateStoredLocale();

if (isSignedOutLoginVisit && pathname === '/') history.replaceState(null, '', authPaths.login.href());
(await start)(createRoot(document.getElementById('root')!));
afterLoadWhenIdle(
  () => void import('./app/service-worker-registration').then((module) => module.registerServiceWorker()),
);
