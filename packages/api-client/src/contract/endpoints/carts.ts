import {
  CartDraftSchema,
  CartIdParamsSchema,
  CartLanguageQuerySchema,
  CartListQuerySchema,
  CartListSchema,
  CartSchema,
  CartUpdateSchema,
  CartVersionBodySchema,
  CartVersionQuerySchema,
  RemoveLineItemQuerySchema,
  SetLineItemBodySchema,
} from '../../schemas/cart';
import {
  CartAddressesBodySchema,
  CartAddressesQuerySchema,
  CouponBodySchema,
  CouponRemoveBodySchema,
} from '../../schemas/checkout';
import { errorCodes } from '../../schemas/error';
import { CartQuoteSchema } from '../../schemas/quote';
import { endpoint } from '../endpoint';

const tag = 'Carts';
const access = 'session';
const params = CartIdParamsSchema;
const answer = { status: 200, schema: CartSchema } as const;

/** Another owner's cart is not found either (co001). */
const notFound = [errorCodes.cartNotFound] as const;
/** A cart that is no longer active, or whose `version` is not the one given. */
const notChangeable = [errorCodes.cartNotActive, errorCodes.concurrentModification] as const;
/** A line is priced again: its product must still be sold, at a price on the current sheet. */
const unavailable = [errorCodes.productNotAvailable] as const;
const unpriced = [errorCodes.noGrossPrice] as const;

/**
 * Carts (spec 7 "Carts"): any session's, a guest's included, in the store of the request, with
 * the checkout's choices, addresses and coupons.
 */
export const cartEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/carts',
    summary: 'Open a new active cart for the caller',
    description:
      "The currency must be the store's and the country one it ships to. Its locale follows " +
      '`languageTag`, else the Accept-Language of the request, else German.',
    tag,
    access,
    query: CartLanguageQuerySchema,
    body: CartDraftSchema,
    answer: { status: 201, schema: CartSchema },
    errors: {
      400: [errorCodes.cartCurrencyNotAllowed, errorCodes.cartCountryNotAllowed],
      429: [errorCodes.tooManyRequests],
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/carts',
    summary: "List the caller's active carts in this store",
    description: '`ownerId`, when given, must be the caller.',
    tag,
    access,
    query: CartListQuerySchema,
    answer: { status: 200, schema: CartListSchema },
    errors: { 403: [errorCodes.notAuthorized] },
  }),
  addLineItem: endpoint({
    method: 'PUT',
    path: '/carts/{id}/line-items',
    summary: 'Add a quantity of a product (a new line, or more on an existing one)',
    tag,
    access,
    params,
    query: CartLanguageQuerySchema,
    body: SetLineItemBodySchema,
    answer,
    errors: {
      400: [errorCodes.cartProductNotFound, errorCodes.cartLimitExceeded, ...unavailable],
      404: notFound,
      409: [...notChangeable, ...unpriced],
    },
  }),
  removeLineItem: endpoint({
    method: 'DELETE',
    path: '/carts/{id}/line-items',
    summary: 'Remove a quantity of a product, or its whole line without one',
    tag,
    access,
    params,
    query: RemoveLineItemQuerySchema,
    answer,
    errors: {
      400: [errorCodes.lineItemNotFound],
      404: notFound,
      409: [...notChangeable, ...unpriced],
    },
  }),
  recalculate: endpoint({
    method: 'POST',
    path: '/carts/{id}/recalculate',
    summary: 'Price every line at the current price sheet',
    tag,
    access,
    params,
    body: CartVersionBodySchema,
    answer,
    errors: { 400: unavailable, 404: notFound, 409: [...notChangeable, ...unpriced] },
  }),
  quote: endpoint({
    method: 'POST',
    path: '/carts/{id}/quote',
    summary: "Hold the cart's prices for the review step until the quote expires",
    description:
      'The cart is re-priced first when the sheet moved, which gives it a new version. `version`, ' +
      'when given, must be the cart’s: a quote is for the cart the customer sees.',
    tag,
    access,
    params,
    body: CartVersionBodySchema,
    answer: { status: 200, schema: CartQuoteSchema },
    errors: {
      400: unavailable,
      404: notFound,
      409: [
        ...notChangeable,
        errorCodes.quoteNotValid,
        errorCodes.recalculationFailed,
        errorCodes.pricesStale,
      ],
      429: [errorCodes.tooManyRequests],
    },
  }),
  update: endpoint({
    method: 'PUT',
    path: '/carts/{id}',
    summary: "Set the cart's locale and the checkout's choices",
    description:
      'Shipping method, payment method, e-mail, pick-up branch and payout bank details; `null` ' +
      'clears one. A switch between the deposit and other shipping answers a new cart whose ' +
      '`replacedCartId` is this one. A signed-in customer with the second factor on sets payout ' +
      'bank details other than the cart has with `otp` (or `recoveryCode`): without one ' +
      'second_factor_required, a wrong or used one second_factor_invalid (counted like a failed ' +
      'login); either changes nothing.',
    tag,
    access,
    params,
    body: CartUpdateSchema,
    answer,
    errors: {
      400: [
        errorCodes.shippingMethodNotFound,
        errorCodes.shippingMethodNotApplicable,
        errorCodes.paymentMethodNotAllowed,
        errorCodes.pickupBranchNotFound,
        errorCodes.payoutNotForBuyCart,
        errorCodes.payoutBankDetailsKind,
        errorCodes.secondFactorRequired,
        errorCodes.secondFactorInvalid,
        ...unavailable,
      ],
      404: notFound,
      409: [...notChangeable, ...unpriced],
      429: [errorCodes.tooManyRequests],
    },
  }),
  setAddresses: endpoint({
    method: 'PUT',
    path: '/carts/{id}/addresses',
    summary: 'Set the shipping and billing address',
    description:
      'The shipping country must be one the store ships to; zip codes and phones are checked by country.',
    tag,
    access,
    params,
    query: CartAddressesQuerySchema,
    body: CartAddressesBodySchema,
    answer,
    errors: {
      400: [errorCodes.countryNotAllowedForShippingAddress, ...unavailable],
      404: notFound,
      409: [...notChangeable, ...unpriced],
    },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/carts/{id}',
    summary: 'Delete a cart (the answer is the cart in state `deleted`)',
    tag,
    access,
    params,
    query: CartVersionQuerySchema,
    answer,
    errors: { 404: notFound, 409: notChangeable },
  }),
  addCoupon: endpoint({
    method: 'PUT',
    path: '/admin/carts/{id}/coupon',
    summary: 'Add a coupon to the cart (one per cart)',
    description:
      "The shopper's own call under the admin prefix (spec 6): it takes the session, never the " +
      'admin token. Unknown codes count against the owner and the client address.',
    tag,
    access,
    params,
    body: CouponBodySchema,
    answer,
    errors: {
      400: [
        errorCodes.couponEmpty,
        errorCodes.couponNotApplicable,
        errorCodes.couponBullionExcluded,
        errorCodes.couponMinimumNotReached,
        ...unavailable,
      ],
      404: [...notFound, errorCodes.couponNotFound],
      409: [
        ...notChangeable,
        errorCodes.couponAlreadyAdded,
        errorCodes.couponLimitReached,
        ...unpriced,
      ],
      429: [errorCodes.tooManyRequests],
    },
  }),
  removeCoupon: endpoint({
    method: 'DELETE',
    path: '/admin/carts/{id}/coupon',
    summary: "Take the cart's coupon off again",
    tag,
    access,
    params,
    body: CouponRemoveBodySchema,
    answer,
    errors: { 400: unavailable, 404: notFound, 409: [...notChangeable, ...unpriced] },
  }),
};
