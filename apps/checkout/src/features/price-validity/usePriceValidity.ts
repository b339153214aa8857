import { useEffect, useState } from 'react';
import { secondsLeft } from './price-validity';

/** The seconds left of the quote, ticking each second until it lapses. */
export function usePriceValidity(lastRecalculatedAt: string): number {
  const [now, setNow] = useState(Date.now);
  const left = secondsLeft(lastRecalculatedAt, now);
  const lapsed = left === 0;
  useEffect(() => {
    if (lapsed) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lastRecalculatedAt, lapsed]);
  return left;
}
