/**
 * The service worker (built by vite-plugin-pwa in `injectManifest` mode). It owns the offline app
 * shell: every built asset is precached at install, outdated caches of older versions are removed,
 * and any navigation (a deep link such as /invoices/123 opened offline) is answered with the
 * precached index.html, so the router takes over. API calls are never served from here: data lives
 * in IndexedDB, which the sync engine fills. A new version waits until the app asks it to take over
 * (the update toast), so an open form is never swapped out from under the user.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    // The API, its documentation and files the server streams are never the app shell.
    denylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/]+$/],
  }),
);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

clientsClaim();
