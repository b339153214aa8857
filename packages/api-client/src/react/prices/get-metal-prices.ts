import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { useApiClient } from '../provider';
import { priceKeys, staleUntilNextRecalculation } from '../query-keys';

export function metalPricesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: priceKeys.metals(),
    queryFn: ({ signal }) => api.prices.metals({ signal }),
    // Fresh until the server's next recalculation; the price socket invalidates earlier.
    staleTime: (query) => staleUntilNextRecalculation(query.state.data?.[0]?.nextRecalculationAt),
  });
}

/** Buy and sell per troy ounce of gold, silver, platinum and palladium in EUR, CHF and USD. */
export function useMetalPrices() {
  return useQuery(metalPricesQueryOptions(useApiClient()));
}

/**
 * The spot feed's time the prices are unchanged since, while the API says they are stale (the
 * feed is down or the market closed: no refresh is due and orders are refused); else null.
 */
export function usePricesUnchangedSince(): string | null {
  const entry = useMetalPrices().data?.[0];
  return entry?.stale && entry.feedUpdatedAt ? entry.feedUpdatedAt : null;
}
