import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { useApiClient } from '../provider';
import { productKeys } from '../query-keys';

export function categoriesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) => api.products.categories({ signal }),
    staleTime: 10 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useApiClient()));
}
