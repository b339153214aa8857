import type { Request } from '../client';
import { CartListSchema, CartSchema, type CartDraft, type CartUpdateSchema } from '../schemas/cart';
import { CartQuoteSchema } from '../schemas/quote';
import type { CartAddressesBodySchema } from '../schemas/checkout';
import type * as v from 'valibot';
import type { CallOptions } from './products';

const id = encodeURIComponent;

/** Options of every cart call: the page language (the cart's locale follows it) and the version. */
export interface CartCallOptions extends CallOptions {
  languageTag?: string;
}

const languageQuery = (languageTag: string | undefined) => (languageTag ? { languageTag } : {});

/** Carts (spec 7 "Carts"), with the checkout's choices, addresses and coupons. */
export function createCartsResource(request: Request) {
  return {
    /** POST /carts: a new active cart of the caller. */
    create: (draft: CartDraft, { languageTag, ...options }: CartCallOptions = {}) =>
      request('/carts', {
        method: 'POST',
        query: languageQuery(languageTag),
        body: draft,
        schema: CartSchema,
        ...options,
      }),
    /** GET /carts: the caller's active carts in this store (`ownerId`, if given, must be the caller). */
    list: (
      { ownerId, languageTag }: { ownerId?: string; languageTag?: string } = {},
      options: CallOptions = {},
    ) =>
      request('/carts', {
        query: { ...(ownerId ? { ownerId } : {}), ...languageQuery(languageTag) },
        schema: CartListSchema,
        ...options,
      }),
    /** PUT /carts/{id}/line-items: adds `quantity` of `sku` (a new line or more on an existing one). */
    addLineItem: (
      cartId: string,
      line: { sku: string; quantity: number; version?: number },
      { languageTag, ...options }: CartCallOptions = {},
    ) =>
      request(`/carts/${id(cartId)}/line-items`, {
        method: 'PUT',
        query: languageQuery(languageTag),
        body: line,
        schema: CartSchema,
        ...options,
      }),
    /** DELETE /carts/{id}/line-items: removes `quantity` of `sku`, or the whole line without it. */
    removeLineItem: (
      cartId: string,
      { sku, quantity, version }: { sku: string; quantity?: number; version?: number },
      { languageTag, ...options }: CartCallOptions = {},
    ) =>
      request(`/carts/${id(cartId)}/line-items`, {
        method: 'DELETE',
        query: { sku, quantity, version, ...languageQuery(languageTag) },
        schema: CartSchema,
        ...options,
      }),
    /** POST /carts/{id}/recalculate: every line at the current price sheet. */
    recalculate: (cartId: string, version?: number, options: CallOptions = {}) =>
      request(`/carts/${id(cartId)}/recalculate`, {
        method: 'POST',
        body: version === undefined ? {} : { version },
        schema: CartSchema,
        ...options,
      }),
    /**
     * POST /carts/{id}/quote: the cart's prices held until the answer's `expiresAt` (the cart is
     * re-priced first when the sheet moved, which gives it a new version). `version`, when given,
     * must be the cart's: a quote is for the cart the customer sees.
     */
    quote: (cartId: string, version?: number, options: CallOptions = {}) =>
      request(`/carts/${id(cartId)}/quote`, {
        method: 'POST',
        body: version === undefined ? {} : { version },
        schema: CartQuoteSchema,
        ...options,
      }),
    /**
     * PUT /carts/{id}: the locale (a language tag) and the checkout's choices (shipping method,
     * payment method, e-mail, pick-up branch, payout bank details; null clears). A switch between
     * deposit and other shipping answers a new cart whose `replacedCartId` is this one.
     */
    update: (
      cartId: string,
      update: v.InferInput<typeof CartUpdateSchema>,
      options: CallOptions = {},
    ) =>
      request(`/carts/${id(cartId)}`, {
        method: 'PUT',
        body: update,
        schema: CartSchema,
        ...options,
      }),
    /** PUT /carts/{id}/addresses: shipping and billing address (spec 3 fields, country rules). */
    setAddresses: (
      cartId: string,
      body: v.InferInput<typeof CartAddressesBodySchema>,
      { languageTag, ...options }: CartCallOptions = {},
    ) =>
      request(`/carts/${id(cartId)}/addresses`, {
        method: 'PUT',
        query: languageTag ? { language: languageTag } : {},
        body,
        schema: CartSchema,
        ...options,
      }),
    /** PUT /admin/carts/{id}/coupon: one coupon per cart. */
    addCoupon: (
      cartId: string,
      body: { code: string; version?: number },
      options: CallOptions = {},
    ) =>
      request(`/admin/carts/${id(cartId)}/coupon`, {
        method: 'PUT',
        body,
        schema: CartSchema,
        ...options,
      }),
    /** DELETE /admin/carts/{id}/coupon: takes the cart's coupon off again. */
    removeCoupon: (
      cartId: string,
      body: { discountCodeId: string; version?: number },
      options: CallOptions = {},
    ) =>
      request(`/admin/carts/${id(cartId)}/coupon`, {
        method: 'DELETE',
        body,
        schema: CartSchema,
        ...options,
      }),
    /** DELETE /carts/{id}: answers the cart in state `deleted`. */
    remove: (cartId: string, version?: number, options: CallOptions = {}) =>
      request(`/carts/${id(cartId)}`, {
        method: 'DELETE',
        query: { version },
        schema: CartSchema,
        ...options,
      }),
  };
}
