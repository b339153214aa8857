import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { Wishlist } from '../../schemas/wishlist';
import { useApiClient } from '../provider';
import { wishlistKeys } from '../query-keys';
import { useSessionChanged, useSessionLevel } from '../session/session-state';

/** GET /wishlists: the session's wishlist in the client's store, null while it has none. */
export function wishlistQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: wishlistKeys.store(api.storeKey),
    queryFn: async ({ signal }): Promise<Wishlist | null> =>
      (await api.wishlists.list({ signal }))[0] ?? null,
    // It changes only through this page's own calls, which put their answer into the cache.
    staleTime: 5 * 60_000,
  });
}

/**
 * The session's wishlist. A page without a session (no cookie yet) has none, so it does not ask:
 * looking must not create an anonymous session.
 */
export function useWishlist() {
  const hasSession = useSessionLevel() !== null;
  const query = useQuery({ ...wishlistQueryOptions(useApiClient()), enabled: hasSession });
  return {
    wishlist: hasSession ? (query.data ?? null) : null,
    isPending: hasSession && query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Spec 5: a wishlist add or create uses quantity 1. */
const one = 1 as const;

/**
 * Adds a product by SKU: to the wishlist the session has, else by creating it (POST /wishlists).
 * The answer replaces the cached wishlist.
 */
export function useAddToWishlist() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const sessionChanged = useSessionChanged();
  const key = wishlistKeys.store(api.storeKey);
  return useMutation({
    mutationFn: async (sku: string): Promise<Wishlist> => {
      const current = await queryClient.fetchQuery(wishlistQueryOptions(api));
      return current
        ? api.wishlists.addLineItem(current.id, api.storeKey, { sku, quantity: one })
        : api.wishlists.create({ storeKey: api.storeKey, lineItems: [{ sku, quantity: one }] });
    },
    onSuccess: (wishlist) => {
      queryClient.setQueryData(key, wishlist);
      // A guest's first add made an anonymous session: the page reads its cookies again.
      sessionChanged();
    },
  });
}

/** Removes one line (DELETE .../line-item/{lineItemId}); the answer replaces the cached wishlist. */
export function useRemoveFromWishlist() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = wishlistKeys.store(api.storeKey);
  return useMutation({
    mutationFn: ({ wishlistId, lineItemId }: { wishlistId: string; lineItemId: string }) =>
      api.wishlists.removeLineItem(wishlistId, api.storeKey, lineItemId),
    onSuccess: (wishlist) => queryClient.setQueryData(key, wishlist),
  });
}
