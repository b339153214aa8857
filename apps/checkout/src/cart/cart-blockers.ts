import { cartLimitCentAmount, type Cart } from '@shop/api-client';

/** Minimum cart value (spec 3): 1.00 in the cart's currency, in minor units. */
export const minimumCartCentAmount = 100;

export type CartBlocker = 'empty' | 'zeroTotal' | 'limitExceeded' | 'belowMinimum';

/**
 * Why this cart cannot go to the checkout, or null when it can (spec 8 cart messages). The gross
 * total decides: it is what the customer pays or is paid.
 */
export function cartBlocker(cart: Cart | undefined): CartBlocker | null {
  if (!cart || cart.lineItems.length === 0) return 'empty';
  const total = cart.totalGrossPrice.centAmount;
  if (total <= 0) return 'zeroTotal';
  if (total > cartLimitCentAmount) return 'limitExceeded';
  if (total < minimumCartCentAmount) return 'belowMinimum';
  return null;
}

/** Whether any line's unit price differs between two readings of the same cart. */
export function pricesChanged(before: Cart, after: Cart): boolean {
  return after.lineItems.some((line) => {
    const old = before.lineItems.find((other) => other.sku === line.sku);
    return old !== undefined && old.price.centAmount !== line.price.centAmount;
  });
}
