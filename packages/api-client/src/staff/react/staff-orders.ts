import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { StaffApi } from '..';
import type { StaffOrderListQueryInput } from '../resources/staff-orders';
import type { OrderTransition } from '../../schemas/order-lifecycle';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

export function staffOrdersQueryOptions(api: StaffApi, query: StaffOrderListQueryInput) {
  return queryOptions({
    queryKey: staffKeys.orders(query),
    queryFn: ({ signal }) => api.staffOrders.list(query, { signal }),
    // The board keeps its rows while the next page or filter loads, so it does not jump.
    placeholderData: keepPreviousData,
  });
}

/** GET /staff/orders: one page of the filtered board, with the counts per state. */
export function useStaffOrders(query: StaffOrderListQueryInput) {
  return useQuery(staffOrdersQueryOptions(useStaffApi(), query));
}

export function staffOrderQueryOptions(api: StaffApi, orderId: string) {
  return queryOptions({
    queryKey: staffKeys.order(orderId),
    queryFn: ({ signal }) => api.staffOrders.get(orderId, { signal }),
    // A refusal (another store, no such order) is the answer, not a hiccup to retry.
    retry: false,
  });
}

/** GET /staff/orders/{id}: the order with its timeline, allowed steps, customer and audit. */
export function useStaffOrder(orderId: string) {
  return useQuery(staffOrderQueryOptions(useStaffApi(), orderId));
}

/**
 * POST /staff/orders/{id}/transitions. The answer is the order after the step: it replaces the
 * page's copy at once, and the board is read again (the order moved to another state).
 */
export function useOrderTransition(orderId: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transition: OrderTransition) => api.staffOrders.transition(orderId, transition),
    onSuccess: async (order) => {
      queryClient.setQueryData(staffKeys.order(orderId), order);
      await queryClient.invalidateQueries({
        queryKey: staffKeys.allOrders(),
        predicate: (query) => query.queryKey[2] === 'list',
      });
    },
  });
}
