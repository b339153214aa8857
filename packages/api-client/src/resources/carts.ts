import type { Request } from '../client';
import { CartListSchema, CartSchema, type CartDraft } from '../schemas/cart';
import type { CallOptions } from './products';

const id = encodeURIComponent;

/** Options of every cart call: the page language (the cart's locale follows it) and the version. */
export interface CartCallOptions extends CallOptions {
  languageTag?: string;
}

const languageQuery = (languageTag: string | undefined) => (languageTag ? { languageTag } : {});

/** Carts (spec 7 "Carts"); shipping, addresses, payment and coupons come with the checkout. */
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
    /** PUT /carts/{id}: the locale (a language tag). */
    update: (
      cartId: string,
      update: { locale?: string; version?: number },
      options: CallOptions = {},
    ) =>
      request(`/carts/${id(cartId)}`, {
        method: 'PUT',
        body: update,
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
