/**
 * Entry point: restore the session (and keep its token fresh) and the colour mode, activate the
 * user's language, then render.
 * Everything the app is made of lives in app/.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startAppTokenRefresh } from './app/app-token-refresher';
import { registerServiceWorker } from './app/service-worker-registration';
import { activateStoredLocale } from './i18n/i18n-setup';
import { restoreSession } from './session/session-state';
import { startColorMode } from './ui/color-mode/use-color-mode';

restoreSession();
startAppTokenRefresh();
startColorMode();
await activateStoredLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void registerServiceWorker();
