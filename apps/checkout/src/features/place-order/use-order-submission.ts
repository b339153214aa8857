import { useCallback, useRef, useState } from 'react';
import { createOrderAttempt, type OrderAttempt } from './order-attempt';

/**
 * Submits an order once per click burst: while a submission runs, further clicks do nothing;
 * a failed submission keeps its key so the retry is recognised by the API as the same order.
 */
export function useOrderSubmission<T>(
  place: (idempotencyKey: string) => Promise<T>,
  newKey?: () => string,
) {
  const attempt = useRef<OrderAttempt | null>(null);
  attempt.current ??= createOrderAttempt(newKey);
  const inFlight = useRef<Promise<T> | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = useCallback((): Promise<T> => {
    if (inFlight.current) return inFlight.current;
    const key = attempt.current!.key();
    setSubmitting(true);
    const running = place(key).finally(() => {
      inFlight.current = null;
      setSubmitting(false);
    });
    inFlight.current = running;
    return running;
  }, [place]);

  /** A new review attempt (prices refreshed, a new price accepted): a new key. */
  const renew = useCallback(() => attempt.current!.renew(), []);

  return { submit, submitting, renew };
}
