import { errorCodes } from '../../schemas/error';
import {
  WishlistDraftSchema,
  WishlistLineDraftSchema,
  WishlistLineItemParamsSchema,
  WishlistListSchema,
  WishlistSchema,
  WishlistStoreParamsSchema,
} from '../../schemas/wishlist';
import { endpoint } from '../endpoint';

const tag = 'Wishlists';
// A guest keeps a wishlist too: any session will do, and a customer's moves in at sign-in.
const access = 'session';

/** Wishlists (spec 7 "Wishlists"): the caller's, one per store; anyone else's is not found. */
export const wishlistEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/wishlists',
    summary: "Create the caller's wishlist of the store, or add the products to the one it has",
    description: 'The store named in the body must be the store of the request.',
    tag,
    access,
    body: WishlistDraftSchema,
    answer: { status: 201, schema: WishlistSchema },
    errors: {
      400: [errorCodes.wishlistStoreMismatch, errorCodes.wishlistProductNotFound],
      409: [errorCodes.wishlistFull],
    },
  }),
  list: endpoint({
    method: 'GET',
    path: '/wishlists',
    summary: "List the caller's wishlists in the store (none or one)",
    tag,
    access,
    answer: { status: 200, schema: WishlistListSchema },
  }),
  addLineItem: endpoint({
    method: 'PUT',
    path: '/wishlists/{id}/store/{storeKey}',
    summary: 'Add a product to a wishlist (once: adding it again changes nothing)',
    description: 'The store in the path must be the store of the request.',
    tag,
    access,
    params: WishlistStoreParamsSchema,
    body: WishlistLineDraftSchema,
    answer: { status: 200, schema: WishlistSchema },
    errors: {
      400: [errorCodes.wishlistStoreMismatch, errorCodes.wishlistProductNotFound],
      404: [errorCodes.wishlistNotFound],
      409: [errorCodes.wishlistFull],
    },
  }),
  removeLineItem: endpoint({
    method: 'DELETE',
    path: '/wishlists/{id}/store/{storeKey}/line-item/{lineItemId}',
    summary: 'Remove a product from a wishlist (the answer is the wishlist)',
    description: 'The store in the path must be the store of the request.',
    tag,
    access,
    params: WishlistLineItemParamsSchema,
    answer: { status: 200, schema: WishlistSchema },
    errors: {
      400: [errorCodes.wishlistStoreMismatch],
      404: [errorCodes.wishlistNotFound, errorCodes.wishlistLineItemNotFound],
    },
  }),
};
