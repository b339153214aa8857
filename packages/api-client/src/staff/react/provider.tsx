import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../client';
import { createStaffApi, type StaffApi } from '..';

const StaffApiContext = createContext<StaffApi | null>(null);

/**
 * The staff calls over the page's API client (one session, one request path). The back-office
 * puts it around its pages with the client of `useApiClient()`: this entry cannot reach that
 * hook's context itself, a relative import would bundle a second copy of it.
 */
export function StaffApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  const api = useMemo(() => createStaffApi(client), [client]);
  return <StaffApiContext.Provider value={api}>{children}</StaffApiContext.Provider>;
}

export function useStaffApi(): StaffApi {
  const api = useContext(StaffApiContext);
  if (!api) throw new Error('useStaffApi must be used inside <StaffApiProvider>');
  return api;
}
