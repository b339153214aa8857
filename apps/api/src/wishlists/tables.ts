import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeKeys } from '@shop/i18n';
import { oneOf } from '../db/one-of';

/*
 * Wishlists (spec 3 "Wishlist", 7): one per owner and store. Like carts, the owner id is the
 * session's (a guest's anonymous id or a customer's id), so there is no foreign key; a guest's
 * wishlist merges into the customer's on sign-in (wishlists/repository.ts). A line names a
 * product once; lines of products gone from the catalogue are not shown.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('wishlists_owner_store_idx').on(t.ownerId, t.storeKey),
    check('wishlists_store_key_check', oneOf(t.storeKey, storeKeys)),
  ],
);

export const wishlistLineItems = pgTable(
  'wishlist_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('wishlist_line_items_product_idx').on(t.wishlistId, t.productId),
    index('wishlist_line_items_wishlist_idx').on(t.wishlistId, t.createdAt),
  ],
);
