import type { Request } from '../client';
import {
  WishlistListSchema,
  WishlistSchema,
  type WishlistDraft,
  type WishlistLineDraft,
} from '../schemas/wishlist';
import type { StoreKey } from '@shop/i18n';
import type { CallOptions } from './products';

const id = encodeURIComponent;

/** Wishlists (spec 7 "Wishlists"): the caller's, one per store. */
export function createWishlistsResource(request: Request) {
  return {
    /** POST /wishlists: creates the caller's wishlist of the store, or adds to the one it has. */
    create: (draft: WishlistDraft, options: CallOptions = {}) =>
      request('/wishlists', { method: 'POST', body: draft, schema: WishlistSchema, ...options }),
    /** GET /wishlists: the caller's wishlists in this store (none or one). */
    list: (options: CallOptions = {}) =>
      request('/wishlists', { schema: WishlistListSchema, ...options }),
    /** PUT /wishlists/{id}/store/{storeKey}: adds a product (once; adding it again changes nothing). */
    addLineItem: (
      wishlistId: string,
      storeKey: StoreKey,
      line: WishlistLineDraft,
      options: CallOptions = {},
    ) =>
      request(`/wishlists/${id(wishlistId)}/store/${id(storeKey)}`, {
        method: 'PUT',
        body: line,
        schema: WishlistSchema,
        ...options,
      }),
    /** DELETE /wishlists/{id}/store/{storeKey}/line-item/{lineItemId}. */
    removeLineItem: (
      wishlistId: string,
      storeKey: StoreKey,
      lineItemId: string,
      options: CallOptions = {},
    ) =>
      request(`/wishlists/${id(wishlistId)}/store/${id(storeKey)}/line-item/${id(lineItemId)}`, {
        method: 'DELETE',
        schema: WishlistSchema,
        ...options,
      }),
  };
}
