import { useEffect, useState } from 'react';
import { serverNow, usePriceStatus } from '@shop/api-client/price-socket';

/** Whole seconds until the next recalculation by the server's clock; null while unknown. */
export function useSecondsToNextRecalculation(): number | null {
  const status = usePriceStatus();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // One interval for the countdown; each tick re-reads the clock rather than counting down,
    // so a throttled background tab shows the right value again as soon as it ticks.
    const interval = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(interval);
  }, []);
  if (status.nextRecalculationAt === null) return null;
  const ms = Date.parse(status.nextRecalculationAt) - serverNow(status, now);
  return Math.max(0, Math.ceil(ms / 1000));
}
