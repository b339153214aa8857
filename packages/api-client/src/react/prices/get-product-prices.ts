import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { useApiClient } from '../provider';
import { priceKeys, staleUntilNextRecalculation } from '../query-keys';
import { productPriceBatcher } from './batcher';

export function productPricesQueryOptions(api: ApiClient, skus: readonly string[]) {
  const key = priceKeys.products(api.storeKey, skus);
  return queryOptions({
    queryKey: key,
    // No abort signal: the request is shared with other components' lookups.
    queryFn: () => productPriceBatcher(api).load(key[3]),
    staleTime: (query) => staleUntilNextRecalculation(query.state.data?.nextRecalculationAt),
    enabled: key[3].length > 0,
  });
}

/**
 * Current prices of these SKUs in the client's store (country and currency from its store key).
 * Lookups of all components within 50 ms become one GET /prices/products for the union of SKUs;
 * each hook receives only its own SKUs.
 */
export function useProductPrices(skus: readonly string[]) {
  return useQuery(productPricesQueryOptions(useApiClient(), skus));
}
