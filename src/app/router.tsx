/**
 * The route tree (seed-spec §2). A data router: guards are loaders, every page is lazy, and the
 * loading screen is the fallback while the app and its first page load. Built screens come from
 * area-screens/, one or more per area (a test holds every area to a screen at its main path).
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../ui/loading-screen';
import type { AreaScreen } from './area-screens/area-screen';
import { areaScreens } from './area-screens';
import { RouteErrorPage } from './pages/route-error-page';
import { paths } from './paths';
import { redirectFromRoot, redirectSignedIn, requireSession } from './route-guards';
import { shellScreens } from './shell-screens';

function screenRoute(screen: AreaScreen): RouteObject {
  return {
    path: screen.path,
    lazy: async () => {
      const [{ AreaPage }, Screen] = await Promise.all([import('./pages/area-page'), screen.load()]);
      return { Component: () => <AreaPage areaId={screen.areaId} screen={Screen} /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: LoadingScreen,
    // Not lazy: the error page must render even when loading a lazy chunk is what failed.
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, loader: redirectFromRoot },
      {
        // The signed-out pages share the auth frame; a signed-in user is sent to their home path.
        id: 'auth',
        loader: redirectSignedIn,
        lazy: async () => ({ Component: (await import('./layouts/auth-layout')).AuthLayout }),
        children: [
          {
            path: paths.login.pattern,
            lazy: async () => ({ Component: (await import('../session/login-page')).LoginPage }),
          },
          {
            path: paths.twoFactor.pattern,
            lazy: async () => ({ Component: (await import('../session/two-factor-page')).TwoFactorPage }),
          },
          {
            path: paths.register.pattern,
            lazy: async () => ({ Component: (await import('../session/register-page')).RegisterPage }),
          },
          {
            path: paths.confirmAccount.pattern,
            lazy: async () => ({
              Component: (await import('../session/confirm-account-page')).ConfirmAccountPage,
            }),
          },
          {
            path: paths.requestPasswordReset.pattern,
            lazy: async () => ({
              Component: (await import('../session/request-password-reset-page')).RequestPasswordResetPage,
            }),
          },
          {
            path: paths.resetPassword.pattern,
            lazy: async () => ({
              Component: (await import('../session/reset-password-page')).ResetPasswordPage,
            }),
          },
        ],
      },
      {
        // A device's QR sticker: public, no guard; signed in, it shows inside the app shell.
        path: paths.publicDevice.pattern,
        lazy: async () => ({ Component: (await import('./layouts/public-device-frame')).PublicDeviceFrame }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/public-device/pages/public-device-page'))
                .PublicDevicePage,
            }),
          },
        ],
      },
      {
        id: 'app',
        loader: requireSession,
        lazy: async () => ({ Component: (await import('./layouts/app-shell-layout')).AppShellLayout }),
        children: [
          ...shellScreens.map((screen) => ({
            path: screen.path,
            lazy: async () => ({ Component: await screen.load() }),
          })),
          ...areaScreens.map(screenRoute),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
