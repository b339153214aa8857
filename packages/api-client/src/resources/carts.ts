import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import type { EndpointInput } from '../contract/endpoint';
import { cartEndpoints as endpoints } from '../contract/endpoints/carts';
import type { CartDraft } from '../schemas/cart';

/** Options of every cart call: the page language (the cart's locale follows it) and the version. */
export interface CartCallOptions extends EndpointCallOptions {
  languageTag?: string;
}

const languageQuery = (languageTag: string | undefined) => (languageTag ? { languageTag } : {});
/** A number in a query, which is text on the wire (left out when not given). */
const queryNumber = (value: number | undefined) =>
  value === undefined ? undefined : String(value);
const versionBody = (version: number | undefined) => (version === undefined ? {} : { version });

type BodyOf<E extends keyof typeof endpoints> =
  EndpointInput<(typeof endpoints)[E]> extends {
    body: infer B;
  }
    ? B
    : never;

/** Carts (spec 7 "Carts"), with the checkout's choices, addresses and coupons. */
export function createCartsResource(call: CallEndpoint) {
  return {
    /** A new active cart of the caller. */
    create: (draft: CartDraft, { languageTag, ...options }: CartCallOptions = {}) =>
      call(endpoints.create, { query: languageQuery(languageTag), body: draft }, options),
    /** The caller's active carts in this store (`ownerId`, if given, must be the caller). */
    list: (
      { ownerId, languageTag }: { ownerId?: string; languageTag?: string } = {},
      options: EndpointCallOptions = {},
    ) =>
      call(
        endpoints.list,
        { query: { ...(ownerId ? { ownerId } : {}), ...languageQuery(languageTag) } },
        options,
      ),
    /** Adds `quantity` of `sku` (a new line or more on an existing one). */
    addLineItem: (
      cartId: string,
      line: { sku: string; quantity: number; version?: number },
      { languageTag, ...options }: CartCallOptions = {},
    ) =>
      call(
        endpoints.addLineItem,
        { params: { id: cartId }, query: languageQuery(languageTag), body: line },
        options,
      ),
    /** Removes `quantity` of `sku`, or the whole line without it. */
    removeLineItem: (
      cartId: string,
      { sku, quantity, version }: { sku: string; quantity?: number; version?: number },
      { languageTag, ...options }: CartCallOptions = {},
    ) =>
      call(
        endpoints.removeLineItem,
        {
          params: { id: cartId },
          query: {
            sku,
            quantity: queryNumber(quantity),
            version: queryNumber(version),
            ...languageQuery(languageTag),
          },
        },
        options,
      ),
    /** Every line at the current price sheet. */
    recalculate: (cartId: string, version?: number, options: EndpointCallOptions = {}) =>
      call(endpoints.recalculate, { params: { id: cartId }, body: versionBody(version) }, options),
    /**
     * The cart's prices held until the answer's `expiresAt` (the cart is re-priced first when the
     * sheet moved, which gives it a new version). `version`, when given, must be the cart's: a
     * quote is for the cart the customer sees.
     */
    quote: (cartId: string, version?: number, options: EndpointCallOptions = {}) =>
      call(endpoints.quote, { params: { id: cartId }, body: versionBody(version) }, options),
    /**
     * The locale (a language tag) and the checkout's choices (shipping method, payment method,
     * e-mail, pick-up branch, payout bank details; null clears). A switch between deposit and
     * other shipping answers a new cart whose `replacedCartId` is this one.
     */
    update: (cartId: string, update: BodyOf<'update'>, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { id: cartId }, body: update }, options),
    /** Shipping and billing address (spec 3 fields, country rules). */
    setAddresses: (
      cartId: string,
      body: BodyOf<'setAddresses'>,
      { languageTag, ...options }: CartCallOptions = {},
    ) =>
      call(
        endpoints.setAddresses,
        { params: { id: cartId }, query: languageTag ? { language: languageTag } : {}, body },
        options,
      ),
    /** One coupon per cart. */
    addCoupon: (
      cartId: string,
      body: { code: string; version?: number },
      options: EndpointCallOptions = {},
    ) => call(endpoints.addCoupon, { params: { id: cartId }, body }, options),
    /** Takes the cart's coupon off again. */
    removeCoupon: (
      cartId: string,
      body: { discountCodeId: string; version?: number },
      options: EndpointCallOptions = {},
    ) => call(endpoints.removeCoupon, { params: { id: cartId }, body }, options),
    /** Answers the cart in state `deleted`. */
    remove: (cartId: string, version?: number, options: EndpointCallOptions = {}) =>
      call(
        endpoints.remove,
        { params: { id: cartId }, query: { version: queryNumber(version) } },
        options,
      ),
  };
}
