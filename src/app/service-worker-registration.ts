/**
 * Registers the service worker (sw/sw.ts) after the first render, so it never competes with the
 * app's own start. When a new version is installed and waiting, a toast offers to switch to it;
 * the waiting worker then takes over (SKIP_WAITING) and the page reloads once it controls the page.
 */
import { t } from '@lingui/core/macro';
import { env } from './env';

export async function registerServiceWorker(): Promise<void> {
  if (env.isDev || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(`${env.baseUrl}sw.js`, { scope: env.baseUrl, type: 'classic' });

  workbox.addEventListener('waiting', async () => {
    workbox.addEventListener('controlling', () => window.location.reload());
    const { toast } = await import('react-toastify');
    toast.info(t`Er is een nieuwe versie van het portaal. Klik hier om bij te werken.`, {
      toastId: 'app-update',
      autoClose: false,
      closeOnClick: true,
      onClick: () => workbox.messageSkipWaiting(),
    });
  });

  try {
    await workbox.register();
  } catch (error) {
    // Registration is refused in some private modes and by test browsers: the app works online without it.
    console.warn('Service worker not registered', error);
  }
}
