import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { MetalPricesResponse } from '@shop/api-client';
import { priceStatusAtom, withPriceResponse } from '@shop/api-client/price-socket';

/**
 * Feeds the metal prices' server timestamp into the price status, so countdowns run on the
 * server's clock (a browser clock that is a minute off must not show a wrong countdown), and
 * seeds the recalculation times before the socket has said hello.
 */
export function useServerClock(data: MetalPricesResponse | undefined, receivedAt: number): void {
  const setStatus = useSetAtom(priceStatusAtom);
  const first = data?.[0];
  useEffect(() => {
    if (!first) return;
    setStatus((status) => withPriceResponse(status, first, receivedAt));
  }, [first, receivedAt, setStatus]);
}
