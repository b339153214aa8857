import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { useApiClient } from '../provider';
import { productKeys } from '../query-keys';

export function productIdentifiersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: productKeys.identifiers(),
    queryFn: ({ signal }) => api.products.identifiers({ signal }),
    // Slugs change only with catalogue edits; refetching them on every focus is wasted traffic.
    staleTime: 10 * 60 * 1000,
  });
}

export function useProductIdentifiers() {
  return useQuery(productIdentifiersQueryOptions(useApiClient()));
}
