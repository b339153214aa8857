import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../client';

const ApiClientContext = createContext<ApiClient | null>(null);

/** The shell creates one client per store and page language and provides it to every remote. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
