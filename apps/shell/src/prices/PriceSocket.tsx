import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { connectPriceSocket } from '@shop/api-client/price-socket';
import { routeMatchAtom } from '@shop/i18n/react';
import { isPriceFrozenRoute } from './frozen-routes';
import { priceSocketUrl } from './socket-url';

/** Runs the one price socket of the page for as long as the app is mounted. */
export function usePriceSocket(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = connectPriceSocket({
      url: priceSocketUrl(window.location),
      store,
      queryClient,
      isPriceFrozen: () => isPriceFrozenRoute(store.get(routeMatchAtom)),
    });
    // Leaving cart or checkout fetches the prices that changed meanwhile.
    const unsubscribe = store.sub(routeMatchAtom, () => connection.catchUp());
    return () => {
      unsubscribe();
      connection.close();
    };
  }, [store, queryClient]);
}

/** Mount point of the price socket inside the app's providers. */
export function PriceSocket() {
  usePriceSocket();
  return null;
}
