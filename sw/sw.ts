/**
 * The service worker (built by vite-plugin-pwa in `injectManifest` mode). It owns the offline app
 * shell: every built asset but pdf.js is precached at install, outdated caches of older versions are
 * removed, and any navigation (a deep link such as /invoices/123 opened offline) is answered with the
 * precached index.html, so the router takes over; when the page kept a snapshot of that screen, it is
 * painted into the HTML (screen-snapshot-route.ts), so the screen shows before any script runs. API
 * data is never served from here: it lives in IndexedDB, which the sync engine fills, and `/api` is
 * never in the precache (only built files are) nor answered with the shell. The one exception is
 * files a user opened or kept offline, which document-cache-route.ts keeps in that user's own cache.
 * Where the browser can, every other API request is routed past this worker altogether
 * (api-static-routes.ts).
 *
 * pdf.js (deferred-assets.ts) is downloaded after activation, in the background, so it never holds
 * up the install or the activation: at activation, and again at each navigation until it is stored
 * (a download cut short when the browser stops the idle worker resumes then). Until then it is
 * answered from the network, and stored too.
 *
 * The install's downloads pause while a page asks (install-pause.ts): its user has just signed in and
 * their first sync is under way.
 *
 * A new version waits until the app asks it to take over (the update notice, SKIP_WAITING), so an open
 * form is never swapped out from under the user. It answers GET_VERSION with its build version, and
 * at logout FORGET_USER_DATA once it holds nothing of the user any more (user-data-wipe.ts).
 */
import { clientsClaim } from 'workbox-core';
import {
  addPlugins,
  addRoute,
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precache,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { maxInstallHoldMs } from '../src/lib/service-worker-install-pause';
import { routeApiPastWorker } from './api-static-routes';
import { buildVersion, type PrecacheEntry } from './build-version';
import { deferredAssetCache, partitionManifest } from './deferred-assets';
import { registerDocumentCacheRoute } from './document-cache-route';
import { InstallPause, precachePausePlugin } from './install-pause';
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
// The version names every built file, the deferred ones too.
const version = buildVersion(precacheManifest);
const { installed, deferred } = partitionManifest(precacheManifest);

// A page whose user has just signed in may pause the install's downloads until their first sync has
// settled (install-pause.ts).
const installPause = new InstallPause(maxInstallHoldMs);
addPlugins([precachePausePlugin(installPause)]);
precache(installed);
cleanupOutdatedCaches();

const deferredAssets = deferredAssetCache({
  entries: deferred,
  base: self.location.href,
  storage: self.caches,
  fetch: (input, init) => fetch(input, init),
});
/** The download under way, or the finished one once everything is stored; null before or after a failure. */
let deferredDownload: Promise<boolean> | null = null;

/** Starts the background download unless it runs or has finished; `keepAlive` extends an event with it. */
function downloadDeferredAssets(keepAlive?: ExtendableEvent): void {
  deferredDownload ??= deferredAssets.download().then((isStored) => {
    if (!isStored) deferredDownload = null;
    return isStored;
  });
  keepAlive?.waitUntil(deferredDownload);
}

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
registerRoute(
  ({ url }) => deferredAssets.has(url),
  ({ request, event }) => deferredAssets.respond(request, (written) => event.waitUntil(written)),
);
// A navigation is the app starting: the moment to finish a download the worker's last run did not.
// Beside the routes, which answer the request; this only keeps the worker alive for the download.
self.addEventListener('fetch', (event) => {
  if (event.request.mode === 'navigate') downloadDeferredAssets(event);
});

const documentCache = registerDocumentCacheRoute();
routeApiPastWorker();

self.addEventListener('message', (event) => {
  if (installPause.follow(event.data)) return;
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
// The deferred download starts here but outside `waitUntil`: activation never waits for pdf.js.
self.addEventListener('activate', (event) => {
  event.waitUntil(deleteDatabase(self.indexedDB, legacyExpirationDatabase));
  downloadDeferredAssets();
});

clientsClaim();
