import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import { useApiClient } from '../provider';
import { checkoutKeys } from '../query-keys';

/** Reference data changes with a deploy of the API's seed file, not while a page is open. */
const referenceStaleTime = 30 * 60 * 1000;

/** GET /orders/shipping-methods for the client's store (with every store's prices). */
export function shippingMethodsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: checkoutKeys.shippingMethods(api.storeKey),
    queryFn: ({ signal }) => api.checkout.shippingMethods({ signal }),
    staleTime: referenceStaleTime,
  });
}

/** The shipping methods and prices: the one source of the checkout and the shipping table. */
export function useShippingMethods() {
  return useQuery(shippingMethodsQueryOptions(useApiClient()));
}

export function paymentMethodsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: checkoutKeys.paymentMethods(api.storeKey),
    queryFn: ({ signal }) => api.checkout.paymentMethods({ signal }),
    staleTime: referenceStaleTime,
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions(useApiClient()));
}

export function branchesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: checkoutKeys.branches(api.storeKey),
    queryFn: ({ signal }) => api.checkout.branches({ signal }),
    staleTime: referenceStaleTime,
  });
}

/** The branches a cart of the client's store may pick up at. */
export function useBranches() {
  return useQuery(branchesQueryOptions(useApiClient()));
}
