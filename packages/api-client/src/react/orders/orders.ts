import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type {
  CreateOrderOptions,
  OfferDecision,
  OrderLookupBody,
  OrderLookupCodeBody,
} from '../../resources/orders';
import type { Cart } from '../../schemas/cart';
import type { Order, OrderDraft } from '../../schemas/order';
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
 * so a repeated click gets the same order. `onPlaced` runs first (e.g. leaving the checkout, whose
 * cart guard would otherwise see the cart vanish); then the ordered cart leaves the shared cart
 * cache at once (header badges) and the orders are refetched. A failure refetches the carts: a
 * price mismatch has re-priced the cart.
 */
export function useCreateOrder({ onPlaced }: { onPlaced?: (order: Order) => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, ...options }: { draft: OrderDraft } & CreateOrderOptions) =>
      api.orders.create(draft, options),
    onSuccess: async (order, { draft }) => {
      onPlaced?.(order);
      queryClient.setQueriesData<Cart[]>({ queryKey: cartKeys.all }, (carts) =>
        carts?.filter((cart) => cart.id !== draft.cartId),
      );
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** The answer of a step the customer took is the order after it: the page shows it at once. */
function useOrderAnswer() {
  const queryClient = useQueryClient();
  return async (order: Order) => {
    queryClient.setQueryData(orderKeys.detail(order.id), order);
    await queryClient.invalidateQueries({ queryKey: orderKeys.list() });
  };
}

/** POST /orders/{id}/cancellation: cancels one of the caller's unpaid orders. */
export function useCancelOrder(orderId: string) {
  const api = useApiClient();
  const answered = useOrderAnswer();
  return useMutation({ mutationFn: () => api.orders.cancel(orderId), onSuccess: answered });
}

/**
 * POST /orders/{id}/offer: accepts or declines a sale's final offer, as the order's session or
 * with the offer mail's `token`.
 */
export function useOfferDecision(orderId: string, token?: string) {
  const api = useApiClient();
  const answered = useOrderAnswer();
  return useMutation({
    mutationFn: (decision: OfferDecision) =>
      api.orders.answerOffer(orderId, { decision, ...(token ? { token } : {}) }),
    onSuccess: answered,
  });
}

/** POST /orders/lookup/code: a guest asks for a code to find an order. */
export function useOrderLookupCode() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: OrderLookupCodeBody) => api.orders.lookupCode(body) });
}

/** POST /orders/lookup: the guest's order, found by number, e-mail and the code. */
export function useOrderLookup() {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: OrderLookupBody) => api.orders.lookup(body) });
}
