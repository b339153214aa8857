import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@shop/i18n';
import type { ApiClient } from '../../client';
import { valueDeposit } from '../../deposit-valuation';
import type { Deposit } from '../../schemas/deposit';
import type { SnapshotTimespan } from '../../schemas/prices';
import { useApiClient } from '../provider';
import { cartKeys, depositKeys } from '../query-keys';
import { changeCart } from '../carts/change-cart';
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

/**
 * Puts a deposit position into the sell cart (the units held, whatever the line held before) and
 * delivers that cart from the deposit, so the checkout starts from a sale out of the deposit. The
 * switch to the deposit replaces the cart (spec 4): the answer is the cart that replaced it.
 */
export function useSellFromDeposit(language: Language) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sku, quantity }: { sku: string; quantity: number }) => {
      const cart = await changeCart(
        { api, queryClient, type: 'sell', language },
        { kind: 'setQuantity', sku, quantity },
      );
      if (cart.shippingInfo?.methodKey === 'deposit') return cart;
      const method = (await api.checkout.shippingMethods()).find((m) => m.key === 'deposit');
      if (!method) throw new Error('The store offers no deposit delivery');
      return api.carts.update(cart.id, { shippingMethodId: method.id, version: cart.version });
    },
    // The replaced cart is gone from the list: read the carts anew.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
