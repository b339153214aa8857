import { errorCodes } from '@shop/api-client/contract';
import { discountApplies, discountCodeByCode } from '../checkout/reference-data';
import { businessError } from '../lib/business-errors';
import { couponLimitReached } from '../orders/coupon-usage';
import type { CartScope } from './cart-rows';
import type { WriteCart } from './cart-write';
import { discountLines, productFacts } from './cart-view';
import { couponHolds, hasEligibleLine } from './coupon-discount';
import { cartTotals } from './totals';

/** The coupon calls: one coupon per cart, added and removed by writes of the locked cart. */
export const createCouponChanges = (write: WriteCart) => ({
  /**
   * PUT /admin/carts/{id}/coupon: one coupon per cart (coupon_already_added), buy carts only,
   * a code valid now, active, for the cart's store and in its currency (else coupon_not_found),
   * whose minimum cart value the goods reach (coupon_minimum_not_reached), that applies to some
   * line of the cart (coupon_bullion_excluded) and has redemptions left (coupon_limit_reached;
   * POST /orders counts again under a lock).
   */
  addCoupon: (scope: CartScope, cartId: string, body: { code: string; version?: number }) =>
    write(scope, cartId, body.version, async (tx, cart, lines) => {
      if (cart.discountCodeId) throw businessError(errorCodes.couponAlreadyAdded, 409);
      if (cart.transactionType !== 'buy') throw businessError(errorCodes.couponNotApplicable, 400);
      const code = await discountCodeByCode(tx, body.code);
      // A deactivated code, or one for other stores, is as unknown to the customer as a wrong one.
      if (
        !code ||
        !discountApplies(code, cart.currency, new Date()) ||
        !couponHolds({ ...code, minCartCentAmount: null }, cart.storeKey, 0)
      )
        throw businessError(errorCodes.couponNotFound, 404, { name: 'ResourceNotFoundError' });
      if (code.minCartCentAmount !== null && cartTotals(lines).gross < code.minCartCentAmount)
        throw businessError(errorCodes.couponMinimumNotReached, 400);
      // A cart of bullion only gets nothing from such a code: say so rather than show a 0 line.
      // (A cart that loses its last eligible line later keeps the code, at 0, with its note.)
      const candidates = discountLines(lines, await productFacts(tx, lines));
      if (lines.length > 0 && !hasEligibleLine(candidates, code))
        throw businessError(errorCodes.couponBullionExcluded, 400);
      if (await couponLimitReached(tx, code, { ownerId: scope.ownerId, email: cart.customerEmail }))
        throw businessError(errorCodes.couponLimitReached, 409);
      return { set: { discountCodeId: code.id } };
    }),

  /** DELETE /admin/carts/{id}/coupon: the cart's coupon, by its id. */
  removeCoupon: (
    scope: CartScope,
    cartId: string,
    body: { discountCodeId: string; version?: number },
  ) =>
    write(scope, cartId, body.version, async (_tx, cart) => {
      if (cart.discountCodeId !== body.discountCodeId)
        throw businessError(errorCodes.couponNotFound, 404, { name: 'ResourceNotFoundError' });
      return { set: { discountCodeId: null } };
    }),
});
