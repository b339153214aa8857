import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client';
import type { Cart } from '../../schemas/cart';
import type { CartQuote } from '../../schemas/quote';
import { useApiClient } from '../provider';
import { cartKeys, quoteKeys } from '../query-keys';

/** A quote as the browser counts it down. */
export interface HeldQuote {
  quote: CartQuote;
  /**
   * When the server stops honouring it, on this browser's clock: the quote's window (expiresAt
   * minus the server's time) from the moment the request left, so a clock that is off does not
   * move the end and the countdown ends no later than the server's.
   */
  endsAt: number;
}

/** The window of the server's answer, counted from `requestedAt` on the local clock. */
export const quoteEndsAt = (quote: CartQuote, requestedAt: number): number =>
  requestedAt + Date.parse(quote.expiresAt) - Date.parse(quote.serverTime);

export function cartQuoteQueryOptions(
  api: ApiClient,
  queryClient: QueryClient,
  cart: Pick<Cart, 'id' | 'version'>,
) {
  return queryOptions({
    queryKey: quoteKeys.cart(cart.id, cart.version),
    queryFn: async ({ signal }): Promise<HeldQuote> => {
      const requestedAt = Date.now();
      const quote = await api.carts.quote(cart.id, cart.version, { signal });
      const held = { quote, endsAt: quoteEndsAt(quote, requestedAt) };
      // The server re-priced the cart first (the sheet had moved): the cart is read again and
      // finds this quote under its new version.
      if (quote.cartVersion !== cart.version) {
        queryClient.setQueryData(quoteKeys.cart(cart.id, quote.cartVersion), held);
        await queryClient.invalidateQueries({ queryKey: [...cartKeys.all, 'list'] });
      }
      return held;
    },
    // A quote holds until it ends and is asked for again only on purpose (refetch): every request
    // stores a new one and restarts the countdown.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * The quote of this version of the cart (POST /carts/{id}/quote), asked for once per version:
 * a changed cart gets a new one. `refetch` asks for a fresh quote of the same version.
 */
export function useCartQuote(cart: Pick<Cart, 'id' | 'version'>) {
  return useQuery(cartQuoteQueryOptions(useApiClient(), useQueryClient(), cart));
}
