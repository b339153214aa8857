import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '../../client';
import type { Customer } from '../../schemas/customer';
import { useApiClient } from '../provider';
import { customerKeys } from '../query-keys';
import { useSignedIn } from './session-state';

export function customerQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: customerKeys.me(),
    queryFn: ({ signal }) => api.customers.me({ signal }),
    // The profile changes only through this page's own calls, which update the cache.
    staleTime: 5 * 60_000,
  });
}

/**
 * The signed-in customer. Loaded only while the session cookie says User (spec 6: the profile
 * loads only for signed-in users); `customer` is undefined for guests.
 */
export function useCustomer() {
  const signedIn = useSignedIn();
  const query = useQuery({ ...customerQueryOptions(useApiClient()), enabled: signedIn });
  return {
    signedIn,
    customer: signedIn ? query.data : undefined,
    /** True while a signed-in customer's profile is still on its way. */
    isPending: signedIn && query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Puts the customer an API call answered with into the cache, so every view shows it at once. */
export function useSetCustomer(): (customer: Customer) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (customer: Customer) => queryClient.setQueryData(customerKeys.me(), customer),
    [queryClient],
  );
}
