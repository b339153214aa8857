/**
 * One Idempotency-Key per review attempt: a retry or a second click sends the same key, so the
 * API places the order once; a new attempt (back to review after a change) gets a new key.
 */
export interface OrderAttempt {
  /** The key of the current attempt. */
  key: () => string;
  /** Starts a new attempt (the cart or the choices changed). */
  renew: () => void;
}

export function createOrderAttempt(newKey: () => string = () => crypto.randomUUID()): OrderAttempt {
  let current = newKey();
  return {
    key: () => current,
    renew: () => {
      current = newKey();
    },
  };
}
