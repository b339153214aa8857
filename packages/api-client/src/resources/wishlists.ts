import type { StoreKey } from '@shop/i18n';
import type { CallEndpoint, EndpointCallOptions } from '../call-endpoint';
import { wishlistEndpoints as endpoints } from '../contract/endpoints/wishlists';
import type { WishlistDraft, WishlistLineDraft } from '../schemas/wishlist';

/** Wishlists (spec 7 "Wishlists"): the caller's, one per store. */
export function createWishlistsResource(call: CallEndpoint) {
  return {
    create: (draft: WishlistDraft, options: EndpointCallOptions = {}) =>
      call(endpoints.create, { body: draft }, options),
    list: (options: EndpointCallOptions = {}) => call(endpoints.list, {}, options),
    addLineItem: (
      wishlistId: string,
      storeKey: StoreKey,
      line: WishlistLineDraft,
      options: EndpointCallOptions = {},
    ) => call(endpoints.addLineItem, { params: { id: wishlistId, storeKey }, body: line }, options),
    removeLineItem: (
      wishlistId: string,
      storeKey: StoreKey,
      lineItemId: string,
      options: EndpointCallOptions = {},
    ) =>
      call(endpoints.removeLineItem, { params: { id: wishlistId, storeKey, lineItemId } }, options),
  };
}
