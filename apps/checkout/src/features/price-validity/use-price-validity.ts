import { useEffect, useState } from 'react';
import { secondsLeft } from './price-validity';

/** The seconds left of the quote ending at `endsAt`, ticking each second until it lapses. */
export function usePriceValidity(endsAt: number): number {
  const [now, setNow] = useState(Date.now);
  const left = secondsLeft(endsAt, now);
  const lapsed = left === 0;
  useEffect(() => {
    if (lapsed) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [endsAt, lapsed]);
  return left;
}
