import type { ReactNode } from 'react';
import { useApiClient } from '@shop/api-client/react';
import { StaffApiProvider } from '@shop/api-client/staff/react';

/** What BackofficeApp puts around every page: the staff calls over the page's client. */
export function StaffApiRoot({ children }: { children: ReactNode }) {
  return <StaffApiProvider client={useApiClient()}>{children}</StaffApiProvider>;
}
