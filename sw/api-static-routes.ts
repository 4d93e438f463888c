/**
 * API requests go to the network without waking this worker: the Service Worker Static Routing API
 * (`InstallEvent.addRoutes`, Chromium 123 and later) routes them before any fetch event, so an API
 * call never waits for the worker to start, nor costs a fetch event it would only pass on (a first sync
 * makes about 1,400 of them). The file downloads the per-user document cache answers
 * (document-cache-route.ts) still come to the worker; so does everything in a browser without the API,
 * where the fetch handler passes API requests on to the network as before.
 *
 * Rules are tried in order and the first that matches decides. The download patterns match below any
 * API base URL, like document-request-rules.ts.
 */
import { documentDownloadPaths } from './document-request-rules';

interface RouterRule {
  condition: { urlPattern: unknown; requestMethod?: string };
  source: 'network' | 'fetch-event';
}

type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

type UrlPatternConstructor = new (init: { pathname: string }) => unknown;

/** The API at its default place, `/api` (an API elsewhere keeps coming to the worker). */
const apiPath = '/api/*';

function apiRouterRules(URLPatternClass: UrlPatternConstructor): RouterRule[] {
  return [
    ...documentDownloadPaths.map((path): RouterRule => ({
      condition: { urlPattern: new URLPatternClass({ pathname: `*/${path}` }), requestMethod: 'GET' },
      source: 'fetch-event',
    })),
    { condition: { urlPattern: new URLPatternClass({ pathname: apiPath }) }, source: 'network' },
  ];
}

declare const self: ServiceWorkerGlobalScope;

export function routeApiPastWorker(): void {
  self.addEventListener('install', (event) => {
    const install = event as InstallEventWithRoutes;
    const URLPatternClass = (globalThis as { URLPattern?: UrlPatternConstructor }).URLPattern;
    if (typeof install.addRoutes !== 'function' || !URLPatternClass) return;
    // A browser that refuses the rules keeps the fetch handler for everything, as before.
    install.waitUntil(install.addRoutes(apiRouterRules(URLPatternClass)).catch(() => undefined));
  });
}
