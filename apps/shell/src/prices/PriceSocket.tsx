import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect, useEffectEvent } from 'react';
import { watchApiAvailability } from '@shop/api-client/api-status';
import { connectPriceSocket } from '@shop/api-client/price-socket';
import { useApiClient } from '@shop/api-client/react';
import { routeMatchAtom } from '@shop/i18n/react';
import { isPriceFrozenRoute } from './frozen-routes';
import { priceSocketUrl } from './socket-url';

/**
 * Runs the one price socket of the page for as long as the app is mounted, and with it the watch
 * on the API: a dropped socket is checked against /api/health, and while that fails prices and
 * account are shown as temporarily unavailable (apiAvailabilityAtom).
 */
export function usePriceSocket(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const api = useApiClient();
  // The client follows the store (host); the socket need not reconnect for that.
  const checkHealth = useEffectEvent(() =>
    api.health.check().then(
      () => true,
      () => false,
    ),
  );
  useEffect(() => {
    const availability = watchApiAvailability({
      store,
      checkHealth: () => checkHealth(),
      // What failed while the API was away is fetched again: prices, account data.
      onRecovered: () =>
        void queryClient.refetchQueries({
          type: 'active',
          predicate: (query) => query.state.status === 'error',
        }),
    });
    const connection = connectPriceSocket({
      url: priceSocketUrl(window.location),
      store,
      queryClient,
      isPriceFrozen: () => isPriceFrozenRoute(store.get(routeMatchAtom)),
      onLiveChange: (live) => (live ? availability.reportUp() : availability.reportDown()),
    });
    // Leaving cart or checkout fetches the prices that changed meanwhile.
    const unsubscribe = store.sub(routeMatchAtom, () => connection.catchUp());
    return () => {
      unsubscribe();
      connection.close();
      availability.close();
    };
  }, [store, queryClient]);
}

/** Mount point of the price socket inside the app's providers. */
export function PriceSocket() {
  usePriceSocket();
  return null;
}
