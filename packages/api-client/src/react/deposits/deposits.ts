import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { valueDeposit } from '../../deposit-valuation';
import type { Deposit } from '../../schemas/deposit';
import type { SnapshotTimespan } from '../../schemas/prices';
import { useApiClient } from '../provider';
import { depositKeys } from '../query-keys';
import { useProductPrices } from '../prices/get-product-prices';

export function depositsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: depositKeys.store(api.storeKey),
    queryFn: ({ signal }) => api.deposits.list({ signal }),
  });
}

/**
 * The caller's deposit in the client's store (undefined before it is opened), valued at the live
 * buy-back prices: the product prices of its positions refetch on every price recalculation the
 * socket announces, and the deposit is valued again with them. While prices are being
 * recalculated it keeps the API's valuation.
 */
export function useDeposit() {
  const query = useQuery(depositsQueryOptions(useApiClient()));
  const served = query.data?.[0];
  const prices = useProductPrices(served?.positions.map((position) => position.sku) ?? []);
  let deposit: Deposit | undefined = served;
  if (served && prices.data && served.positions.length > 0) {
    const bySku = new Map(prices.data.products.map((pricing) => [pricing.sku, pricing]));
    deposit = valueDeposit(served, (sku) => bySku.get(sku), prices.data.lastRecalculatedAt);
  }
  return { ...query, deposit, isValuing: prices.isFetching };
}

/** Opens the caller's deposit in this store; opening it twice answers the same deposit. */
export function useOpenDeposit() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.deposits.open(),
    onSuccess: (deposit) => {
      queryClient.setQueryData<Deposit[]>(depositKeys.store(api.storeKey), [deposit]);
    },
  });
}

/**
 * The deposit's value over the timespan, computed by the API (GET /deposits/history). Asked again
 * whenever the deposit is valued at newer prices (`valuedAt`), so its last point stays the value
 * shown.
 */
export function useDepositHistory(timespan: SnapshotTimespan, valuedAt: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: depositKeys.history(api.storeKey, timespan, valuedAt),
    queryFn: ({ signal }) => api.deposits.history({ timespan }, { signal }),
    placeholderData: (previous) => previous,
  });
}
