import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { PlaceLimitOrderOptions } from '../../resources/limit-orders';
import type { LimitOrder, LimitOrderDraft, LimitOrderUpdate } from '../../schemas/limit-order';
import { useApiClient } from '../provider';
import { limitOrderKeys, orderKeys } from '../query-keys';

export function limitOrdersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: limitOrderKeys.list(api.storeKey),
    queryFn: ({ signal }) => api.limitOrders.list({ signal }),
  });
}

/** The customer's limit orders in the client's store, newest first. */
export function useLimitOrders() {
  return useQuery(limitOrdersQueryOptions(useApiClient()));
}

export function limitOrderQueryOptions(api: ApiClient, limitOrderId: string) {
  return queryOptions({
    queryKey: limitOrderKeys.detail(api.storeKey, limitOrderId),
    queryFn: ({ signal }) => api.limitOrders.get(limitOrderId, { signal }),
  });
}

/** One of the customer's limit orders. */
export function useLimitOrder(limitOrderId: string) {
  return useQuery(limitOrderQueryOptions(useApiClient(), limitOrderId));
}

/** Puts a changed limit order into its detail entry and refetches the lists. */
function useStoreAnswer() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return async (limitOrder: LimitOrder) => {
    queryClient.setQueryData(limitOrderKeys.detail(api.storeKey, limitOrder.id), limitOrder);
    await queryClient.invalidateQueries({ queryKey: limitOrderKeys.list(api.storeKey) });
  };
}

/** POST /limit-orders. */
export function usePlaceLimitOrder() {
  const api = useApiClient();
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ draft, ...options }: { draft: LimitOrderDraft } & PlaceLimitOrderOptions) =>
      api.limitOrders.create(draft, options),
    onSuccess: store,
  });
}

/** PUT /limit-orders/{id}. */
export function useUpdateLimitOrder() {
  const api = useApiClient();
  const store = useStoreAnswer();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: LimitOrderUpdate }) =>
      api.limitOrders.update(id, update),
    onSuccess: store,
  });
}

/** DELETE /limit-orders/{id}: cancels it. */
export function useCancelLimitOrder() {
  const api = useApiClient();
  const store = useStoreAnswer();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.limitOrders.cancel(id),
    onSuccess: async (limitOrder) => {
      await store(limitOrder);
      // An executed one shows its order; the order list is another view of the same customer.
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
