/**
 * Registers the service worker (sw/sw.ts) after the first render, so it never competes with the
 * app's own start, nor with a sign-in on this page and its first sync (the install waits or pauses
 * for them: pwa/service-worker-install-gate.ts), and feeds its events to the update state
 * (pwa/app-update.ts): a new version waits until the user chooses to reload (pwa/update-notice.tsx).
 * An open page checks for a new version every hour, so a tab left open all day still hears of one.
 */
import { env } from './env';
import { appUpdate } from './pwa/app-update';
import {
  serviceWorkerInstallMayBegin,
  setInstallingWorkerMessenger,
} from './pwa/service-worker-install-gate';

const updateCheckIntervalMs = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  if (env.isDev || !('serviceWorker' in navigator)) return;
  await serviceWorkerInstallMayBegin();
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(`${env.baseUrl}sw.js`, { scope: env.baseUrl, type: 'classic' });
  appUpdate.connect(workbox);

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await workbox.register();
  } catch (error) {
    // Registration is refused in some private modes and by test browsers: the app works online without it.
    console.warn('Service worker not registered', error);
    return;
  }
  // A sign-in pauses the downloads of a worker being installed (pwa/service-worker-install-gate.ts).
  setInstallingWorkerMessenger((message) => registration?.installing?.postMessage(message));
  setInterval(() => {
    // Offline the check fails; the next one tries again.
    if (navigator.onLine) workbox.update().catch(() => undefined);
  }, updateCheckIntervalMs);
}
