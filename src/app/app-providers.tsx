/**
 * Every provider the app needs, in one place: the base ones (Chakra with our own system, Lingui, the
 * API client), the signed-in user's abilities, and the toast container at the top right.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { AppAbilityProvider } from '../permissions/ability-context';
import { useSession } from '../session/session-state';
import { appApiClient } from './app-api-client';
import { BaseProviders } from './base-providers';

const AppToastContainer = lazy(async () => ({
  default: (await import('./app-toast-container')).AppToastContainer,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <BaseProviders client={appApiClient}>
      <AppAbilityProvider user={session?.user ?? null}>
        {children}
        <Suspense fallback={null}>
          <AppToastContainer />
        </Suspense>
      </AppAbilityProvider>
    </BaseProviders>
  );
}
