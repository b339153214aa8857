import * as v from 'valibot';
import { ProductImageSchema, SkuSchema } from './product';
import { StoreKeySchema } from './store';
import { TextSchema } from './text';
import { TranslationMapSchema } from './translation';

/**
 * Wishlists (spec 3 "Wishlist", spec 7 "Wishlists"): one per owner and store. A line names a
 * product, with what a list shows of it (name, link, picture); the price is looked up live.
 */

/** Most products one wishlist holds; more is refused, not stored. */
export const maxWishlistLineItems = 100;

const IdSchema = v.pipe(TextSchema, v.uuid('must be a wishlist id'));
const LineItemIdSchema = v.pipe(TextSchema, v.uuid('must be a line item id'));

export const WishlistLineItemSchema = v.object({
  id: TextSchema,
  productId: TextSchema,
  sku: TextSchema,
  name: TranslationMapSchema,
  slug: TranslationMapSchema,
  image: v.nullable(ProductImageSchema),
  addedAt: v.pipe(TextSchema, v.isoTimestamp()),
});
export type WishlistLineItem = v.InferOutput<typeof WishlistLineItemSchema>;

export const WishlistSchema = v.object({
  id: TextSchema,
  storeKey: StoreKeySchema,
  lineItems: v.array(WishlistLineItemSchema),
});
export type Wishlist = v.InferOutput<typeof WishlistSchema>;
export const WishlistListSchema = v.array(WishlistSchema);

/** Spec 5: a wishlist add or create uses quantity 1. */
export const WishlistLineDraftSchema = v.strictObject({
  sku: SkuSchema,
  quantity: v.literal(1, 'must be 1'),
});
export type WishlistLineDraft = v.InferOutput<typeof WishlistLineDraftSchema>;

/** POST /wishlists: the store must be the request's (x-store-key). */
export const WishlistDraftSchema = v.strictObject({
  storeKey: StoreKeySchema,
  lineItems: v.pipe(
    v.array(WishlistLineDraftSchema),
    v.maxLength(maxWishlistLineItems, `must hold at most ${maxWishlistLineItems} items`),
  ),
});
export type WishlistDraft = v.InferOutput<typeof WishlistDraftSchema>;

export const WishlistStoreParamsSchema = v.strictObject({ id: IdSchema, storeKey: StoreKeySchema });
export const WishlistLineItemParamsSchema = v.strictObject({
  id: IdSchema,
  storeKey: StoreKeySchema,
  lineItemId: LineItemIdSchema,
});
