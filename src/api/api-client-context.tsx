/**
 * Hands the app's single `ApiClient` to components (the login page, later the sync engine's hooks),
 * so nothing below app/ needs to know the base URL or where the token lives.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from './api-client';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient() needs an <ApiClientProvider> above it');
  return client;
}
