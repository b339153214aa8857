import { orderBlockReasons, type Cart } from '@shop/api-client';

export type CartBlocker = 'empty' | 'zeroTotal' | 'limitExceeded' | 'belowMinimum';

/**
 * Why this cart cannot go to the checkout, or null when it can (spec 8 cart messages). The
 * server's own reasons decide (`orderBlockers`, the rules POST /orders applies), so the page and
 * the order never disagree; the checkout's later steps handle the other reasons.
 */
export function cartBlocker(cart: Cart | undefined): CartBlocker | null {
  if (!cart || cart.lineItems.length === 0) return 'empty';
  const blocked = (reason: (typeof cart.orderBlockers)[number]) =>
    cart.orderBlockers.includes(reason);
  if (blocked(orderBlockReasons.emptyOrZeroTotal)) return 'zeroTotal';
  if (blocked(orderBlockReasons.cartLimitExceeded)) return 'limitExceeded';
  if (blocked(orderBlockReasons.orderBelowMinimum)) return 'belowMinimum';
  return null;
}

/** Whether any line's unit price differs between two readings of the same cart. */
export function pricesChanged(before: Cart, after: Cart): boolean {
  return after.lineItems.some((line) => {
    const old = before.lineItems.find((other) => other.sku === line.sku);
    return old !== undefined && old.price.centAmount !== line.price.centAmount;
  });
}
