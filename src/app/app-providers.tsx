/**
 * Every provider the app needs, in one place: Chakra with our own system, Lingui, the API client,
 * the signed-in user's abilities, and the toast container at the top right.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { ApiClientProvider } from '../api/api-client-context';
import { AppAbilityProvider } from '../permissions/ability-context';
import { useSession } from '../session/session-state';
import { appSystem } from '../ui/theme/app-system';
import { appApiClient } from './app-api-client';

const AppToastContainer = lazy(async () => ({
  default: (await import('./app-toast-container')).AppToastContainer,
}));

export function AppProviders({ children }: { children: ReactNode }) {
  const session = useSession();
  return (
    <ChakraProvider value={appSystem}>
      <I18nProvider i18n={i18n}>
        <ApiClientProvider client={appApiClient}>
          <AppAbilityProvider user={session?.user ?? null}>
            {children}
            <Suspense fallback={null}>
              <AppToastContainer />
            </Suspense>
          </AppAbilityProvider>
        </ApiClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
