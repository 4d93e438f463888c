/**
 * The providers every start of the app needs: Chakra with our own system, Lingui, and the API client
 * (app-providers.tsx adds the signed-in user's abilities and the toasts; the signed-out login page
 * uses these alone).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/api-client';
import { ApiClientProvider } from '../api/api-client-context';
import { appSystem } from '../ui/theme/app-system';

export function BaseProviders({ client, children }: { client: ApiClient; children: ReactNode }) {
  return (
    <ChakraProvider value={appSystem}>
      <I18nProvider i18n={i18n}>
        <ApiClientProvider client={client}>{children}</ApiClientProvider>
      </I18nProvider>
    </ChakraProvider>
  );
}
