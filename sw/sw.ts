/**
 * The service worker (built by vite-plugin-pwa in `injectManifest` mode). It owns the offline app
 * shell: every built asset is precached at install, outdated caches of older versions are removed,
 * and any navigation (a deep link such as /invoices/123 opened offline) is answered with the
 * precached index.html, so the router takes over; when the page kept a snapshot of that screen, it is
 * painted into the HTML (screen-snapshot-route.ts), so the screen shows before any script runs. API data is never served from here: it lives in
 * IndexedDB, which the sync engine fills, and `/api` is never in the precache (only built files are)
 * nor answered with the shell. The one exception is files a user opened or kept offline, which
 * document-cache-route.ts keeps in that user's own cache. Where the browser can, every other API
 * request is routed past this worker altogether (api-static-routes.ts).
 *
 * A new version waits until the app asks it to take over (the update notice, SKIP_WAITING), so an open
 * form is never swapped out from under the user. It answers GET_VERSION with its build version, and
 * at logout FORGET_USER_DATA once it holds nothing of the user any more (user-data-wipe.ts).
 */
import { clientsClaim } from 'workbox-core';
import { addRoute, cleanupOutdatedCaches, createHandlerBoundToURL, precache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { routeApiPastWorker } from './api-static-routes';
import { buildVersion, type PrecacheEntry } from './build-version';
import { registerDocumentCacheRoute } from './document-cache-route';
import { withScreenSnapshot } from './screen-snapshot-route';
import {
  deleteDatabase,
  forgetUserData,
  isForgetUserDataRequest,
  legacyExpirationDatabase,
  userDataForgottenMessage,
} from './user-data-wipe';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[] };

// The build replaces `self.__WB_MANIFEST` with the list of built files; it must appear exactly once.
const precacheManifest = self.__WB_MANIFEST;
const version = buildVersion(precacheManifest);

precache(precacheManifest);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('index.html');
registerRoute(
  new NavigationRoute(async (options) => withScreenSnapshot(await appShell(options), options.url), {
    // The API, its documentation and files the server streams are never the app shell.
    denylist: [/^\/api(\/|$)/, /\/[^/?]+\.[^/]+$/],
  }),
);
// The built files by URL, after the navigations: the precache's own route would answer `/` with
// index.html as it is (its directory index), without the start screen's snapshot.
addRoute();

const documentCache = registerDocumentCacheRoute();
routeApiPastWorker();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  // Answered on the channel the page sent (src/app/pwa/service-worker-version.ts).
  if (type === 'GET_VERSION') event.ports[0]?.postMessage({ version });
  // Logout (src/session/local-data-wipe.ts): answered once nothing of the user is left here.
  if (isForgetUserDataRequest(event.data)) {
    const port = event.ports[0];
    const forgotten = forgetUserData({
      closeDocumentCache: () => documentCache.close(),
      storage: self.caches,
      indexedDb: self.indexedDB,
    });
    event.waitUntil(forgotten.then(() => port?.postMessage({ type: userDataForgottenMessage })));
  }
});

// Earlier versions kept the URLs of every user's documents in this database; this one never opens it.
self.addEventListener('activate', (event) => {
  event.waitUntil(deleteDatabase(self.indexedDB, legacyExpirationDatabase));
});

clientsClaim();
