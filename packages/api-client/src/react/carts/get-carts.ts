import { queryOptions, useQuery } from '@tanstack/react-query';
import { localeTag, type Language } from '@shop/i18n';
import type { ApiClient } from '../../client';
import type { Cart } from '../../schemas/cart';
import type { PriceType } from '../../schemas/prices';
import { useApiClient } from '../provider';
import { cartKeys } from '../query-keys';

/**
 * The caller's active carts. A cart whose locale is not the page language's is updated first, so
 * mails and the order speak the language the customer shops in.
 */
export function cartsQueryOptions(api: ApiClient, language: Language) {
  return queryOptions({
    queryKey: cartKeys.list(api.storeKey, language),
    queryFn: async ({ signal }): Promise<Cart[]> => {
      const carts = await api.carts.list({ languageTag: language }, { signal });
      const locale = localeTag(api.storeKey, language);
      return Promise.all(
        carts.map((cart) =>
          cart.locale === locale
            ? cart
            : api.carts.update(cart.id, { locale: language, version: cart.version }, { signal }),
        ),
      );
    },
    // Carts change only through this page's own calls, which put their answer into the cache.
    staleTime: 60_000,
  });
}

/** The customer's cart of this transaction type (an ordinary order, not a limit order). */
export function pickCart(carts: readonly Cart[] | undefined, type: PriceType): Cart | undefined {
  return carts?.find((cart) => cart.transactionType === type && cart.orderType === 'order');
}

/** The buy cart or the sell cart; `cart` is undefined until the first product is added. */
export function useCart(type: PriceType, language: Language) {
  const query = useQuery(cartsQueryOptions(useApiClient(), language));
  return {
    cart: pickCart(query.data, type),
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
  };
}

/** Items in the cart as the header badge counts them (a scrap line counts once). */
export function useCartCount(type: PriceType, language: Language): number {
  return useCart(type, language).cart?.lineItemCount ?? 0;
}
