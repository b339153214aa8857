import type { Cart, PriceType } from '@shop/api-client';
import { pickCart } from '@shop/api-client/react';

/**
 * Spec 4: the checkout needs an active cart of its type with something in it; otherwise the
 * customer goes back to the cart page (with the reason shown there).
 */
export function checkoutCartOf(
  carts: readonly Cart[] | undefined,
  type: PriceType,
): Cart | undefined {
  const cart = pickCart(carts, type);
  return cart && cart.cartState === 'active' && cart.lineItems.length > 0 ? cart : undefined;
}
