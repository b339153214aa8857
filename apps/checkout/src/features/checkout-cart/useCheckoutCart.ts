import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Cart, CartUpdate, CartAddressesBody } from '@shop/api-client';
import { cartKeys, useApiClient } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import type { TransactionType } from '../../components/cart-type';
import { checkoutCartOf } from '../guard/checkout-guard';

/** The caller's active carts of the store; under `cartKeys.all`, so sign-out drops them. */
function useActiveCarts() {
  const api = useApiClient();
  const { localeTag } = useLocale();
  return useQuery({
    queryKey: [...cartKeys.all, 'active', api.storeKey, localeTag],
    queryFn: ({ signal }) => api.carts.list({ languageTag: localeTag }, { signal }),
  });
}

/**
 * The cart this checkout orders (the active, non-empty cart of the type) and the calls that
 * write the checkout's choices to it; each answer replaces the cart in the cache.
 */
export function useCheckoutCart(type: TransactionType) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { localeTag } = useLocale();
  const carts = useActiveCarts();
  const cart = carts.data ? checkoutCartOf(carts.data, type) : undefined;
  const remember = (next: Cart) => {
    queryClient.setQueryData<Cart[]>(
      [...cartKeys.all, 'active', api.storeKey, localeTag],
      (list = []) => [
        ...list.filter((c) => c.id !== next.id && c.id !== next.replacedCartId),
        next,
      ],
    );
  };
  const update = useMutation({
    mutationFn: (change: Omit<CartUpdate, 'version'>) =>
      api.carts.update(cart!.id, { ...change, version: cart!.version }),
    onSuccess: remember,
  });
  const setAddresses = useMutation({
    mutationFn: (body: Omit<CartAddressesBody, 'version'>) =>
      api.carts.setAddresses(
        cart!.id,
        { ...body, version: cart!.version },
        {
          languageTag: localeTag,
        },
      ),
    onSuccess: remember,
  });
  const recalculate = useMutation({
    mutationFn: () => api.carts.recalculate(cart!.id, cart!.version),
    onSuccess: remember,
  });
  return {
    isPending: carts.isPending,
    error: carts.error,
    cart,
    update,
    setAddresses,
    recalculate,
  };
}
