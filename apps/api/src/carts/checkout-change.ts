import { errorCodes, type CartUpdate } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { assertPayoutUnchanged } from '../customers/payout-confirmation';
import { businessError } from '../lib/business-errors';
import type { CartChange, CartFields } from './cart-write';
import { effectiveMethod, storeFacts, type CartRow } from './cart-view';

/**
 * Checks a PUT /carts/{id} body against the store's data and turns it into the change.
 * `payoutConfirmed`: whether new payout bank details may differ from the cart's (the route's
 * payoutChangeConfirmed).
 */
export async function checkoutChange(
  tx: Database,
  cart: CartRow,
  update: CartUpdate,
  payoutConfirmed: boolean,
): Promise<Pick<CartChange, 'set' | 'replace'>> {
  const facts = await storeFacts(tx, cart.storeKey, cart.ownerId);
  const set: CartFields = {};
  let replace = false;
  if (update.shippingMethodId !== undefined) {
    const before = effectiveMethod(cart, facts)?.key;
    let key: CartRow['shippingMethodKey'] = null;
    if (update.shippingMethodId !== null) {
      const method = facts.methods.find((m) => m.id === update.shippingMethodId);
      if (!method) throw businessError(errorCodes.shippingMethodNotFound, 400);
      if (!method.transactionTypes.includes(cart.transactionType))
        throw businessError(errorCodes.shippingMethodNotApplicable, 400);
      key = method.key;
    }
    const after = effectiveMethod({ ...cart, shippingMethodKey: key }, facts)?.key;
    replace = (before === 'deposit') !== (after === 'deposit');
    set.shippingMethodKey = key;
  }
  if (update.paymentMethod !== undefined) {
    // Cash changes hands in a branch; a store without branches takes none.
    if (update.paymentMethod === 'cashInStore' && facts.branchIds.size === 0)
      throw businessError(errorCodes.paymentMethodNotAllowed, 400);
    set.paymentMethod = update.paymentMethod;
  }
  if (update.customerEmail !== undefined) set.customerEmail = update.customerEmail;
  if (update.pickupBranchId !== undefined) {
    if (update.pickupBranchId !== null && !facts.branchIds.has(update.pickupBranchId))
      throw businessError(errorCodes.pickupBranchNotFound, 400);
    set.pickupBranchId = update.pickupBranchId;
  }
  if (update.payoutBankDetails !== undefined) {
    const details = update.payoutBankDetails;
    if (details !== null && cart.transactionType !== 'sell')
      throw businessError(errorCodes.payoutNotForBuyCart, 400);
    if (details !== null && (details.kind === 'us') !== (cart.storeKey === 'us'))
      throw businessError(errorCodes.payoutBankDetailsKind, 400, {
        details: [
          { path: 'body.payoutBankDetails.kind', message: 'error.payout_bank_details_kind' },
        ],
      });
    assertPayoutUnchanged(payoutConfirmed, cart.payoutBankDetails, details);
    set.payoutBankDetails = details;
  }
  return { set, ...(replace ? { replace } : {}) };
}
