import type { Cart } from '@shop/api-client';
import type { TransactionType } from '../../components/cart-type';

/**
 * Spec 4: the checkout needs an active cart of its type with something in it; otherwise the
 * customer goes back to the cart page (with the reason shown there).
 */
export function checkoutCartOf(carts: readonly Cart[], type: TransactionType): Cart | undefined {
  return carts.find(
    (cart) =>
      cart.transactionType === type && cart.cartState === 'active' && cart.lineItems.length > 0,
  );
}
