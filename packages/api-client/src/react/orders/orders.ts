import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { CreateOrderOptions } from '../../resources/orders';
import type { OrderDraft } from '../../schemas/order';
import { useApiClient } from '../provider';
import { cartKeys, orderKeys } from '../query-keys';

export function ordersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => api.orders.list({ signal }),
  });
}

/** The caller's orders, newest first. */
export function useOrders() {
  return useQuery(ordersQueryOptions(useApiClient()));
}

export function orderQueryOptions(api: ApiClient, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => api.orders.get(orderId, { signal }),
  });
}

/** One of the caller's orders (e.g. on the confirmation step). */
export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(useApiClient(), orderId));
}

/**
 * Places an order. The caller keeps one idempotency key per attempt and sends it again on a retry,
 * so a repeated click gets the same order. Carts and orders are refetched afterwards: the cart is
 * ordered now.
 */
export function useCreateOrder() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, ...options }: { draft: OrderDraft } & CreateOrderOptions) =>
      api.orders.create(draft, options),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
