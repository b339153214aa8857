import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { ProductSearchParams } from '../../schemas/product-search';
import { useApiClient } from '../provider';
import { productKeys } from '../query-keys';

export function searchProductsQueryOptions(api: ApiClient, query: ProductSearchParams = {}) {
  return queryOptions({
    queryKey: productKeys.search(query),
    queryFn: ({ signal }) => api.products.search(query, { signal }),
    // Paging and filtering keep the previous page on screen instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useProductSearch(query: ProductSearchParams = {}) {
  return useQuery(searchProductsQueryOptions(useApiClient(), query));
}
