/**
 * The login page on a signed-out visit to `/login`, rendered before the router and the rest of the
 * app have loaded (main.tsx decides): a phone on a weak connection can sign in once React, Chakra,
 * the catalog and this page are there, and the rest of the app and its shell load while the user
 * types (they are asked for at the first focus, touch or key in the page). The same `LoginPage` renders inside the
 * router when a signed-in session ends.
 *
 * Moving on from the page (signed in, the two-factor step, or a link to another signed-out page)
 * starts the whole app at that path (start-app.tsx), whose router then renders it as usual. Should
 * the app's code fail to load, the browser loads that path as a page instead.
 */
import { StrictMode, startTransition, useMemo, useState, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { ApiClient } from '../api/api-client';
import {
  AuthMovingOnProvider,
  AuthNavigationProvider,
  type AuthNavigation,
} from '../session/auth-navigation';
import { LoginPage } from '../session/login-page';
import { redirectParam, safeRedirectPath } from '../session/redirect-path';
import { BaseProviders } from './base-providers';
import { AuthFrame } from './layouts/auth-frame';
import { holdServiceWorkerInstall } from './pwa/service-worker-install-gate';
import { UpdateNotice } from './pwa/update-notice';

const loadApp = () => import('./start-app');

/** A chunk that fails to load here is asked for again where it is needed, and fails there visibly. */
const ignoreFailure = () => undefined;

/** The app's API client, loaded with the session code on the first request (the login itself). */
const signedOutApiClient: ApiClient = {
  request: (async (request: Parameters<ApiClient['request']>[0]) =>
    (await import('./app-api-client')).appApiClient.request(request)) as ApiClient['request'],
};

/**
 * Hands the page `navigation`, saying from its first `navigate` on that the app is on its way. The
 * state lives here and the page comes in as `children`, so the change re-renders the frame's bar only.
 */
function MovingOnProvider({ navigation, children }: { navigation: AuthNavigation; children: ReactNode }) {
  const [isMovingOn, setIsMovingOn] = useState(false);
  const value = useMemo<AuthNavigation>(
    () => ({
      navigate(to, options) {
        setIsMovingOn(true);
        navigation.navigate(to, options);
      },
      searchParams: navigation.searchParams,
    }),
    [navigation],
  );
  return (
    <AuthNavigationProvider value={value}>
      <AuthMovingOnProvider isMovingOn={isMovingOn}>{children}</AuthMovingOnProvider>
    </AuthNavigationProvider>
  );
}

export function renderSignedOutLogin(root: Root): void {
  let hasMovedOn = false;
  const navigation: AuthNavigation = {
    navigate(to, options) {
      if (hasMovedOn) return;
      hasMovedOn = true;
      // Signed in (or on to another signed-out page): the service worker's install, begun or not, waits
      // for the first sync rather than compete with it. While the user typed, it could run.
      holdServiceWorkerInstall();
      // The landing screen's chunks load beside the app's code, as on a start at that path (main.tsx),
      // not after the app's first render.
      const { pathname } = new URL(to, location.href);
      void import('./route-preload').then((module) => module.preloadScreenAt(pathname), ignoreFailure);
      // The URL changes when the app is there to show it, as the router does with a lazy route: until
      // then the login page stays, and nothing typed meanwhile lands in a page about to go.
      loadApp().then(
        ({ startApp }) => {
          if (options?.replace) history.replaceState(null, '', to);
          else history.pushState(null, '', to);
          startApp(root);
        },
        () => location.assign(to),
      );
    },
    searchParams: new URLSearchParams(location.search),
  };
  // What the first moments after the login answer need loads while the user types: the login's own
  // request code first (six connections are shared with what follows), then the app, the shell every
  // signed-in screen renders in (with the local database and the sync engine) and the screen the login
  // lands on (route-preload.ts). The router then renders at once, and the first sync starts as the login
  // answers rather than after the landing screen's chunks.
  const loadAppAndShell = () => {
    void import('./app-api-client').catch(ignoreFailure);
    void loadApp().catch(ignoreFailure);
    const returnTo = safeRedirectPath(navigation.searchParams.get(redirectParam));
    void import('./route-preload').then((module) => module.preloadLoginLanding(returnTo), ignoreFailure);
  };
  for (const type of ['focusin', 'pointerdown', 'keydown']) {
    document.addEventListener(type, loadAppAndShell, { once: true, capture: true });
  }
  // Rendered in slices, as the app is (start-app.tsx).
  startTransition(() =>
    root.render(
      <StrictMode>
        <BaseProviders client={signedOutApiClient}>
          <MovingOnProvider navigation={navigation}>
            <AuthFrame>
              <LoginPage />
            </AuthFrame>
            <UpdateNotice />
          </MovingOnProvider>
        </BaseProviders>
      </StrictMode>,
    ),
  );
}
