import { and, asc, count, eq } from 'drizzle-orm';
import {
  errorCodes,
  maxWishlistLineItems,
  type Wishlist,
  type WishlistLineItem,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { productCardsByIds, productsBySku } from '../catalogue/product-refs';
import { wishlistLineItems, wishlists } from './tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';

/** Who asks, in which store: every wishlist call is scoped to both. */
export interface WishlistScope {
  ownerId: string;
  store: StoreKey;
}

type WishlistRow = typeof wishlists.$inferSelect;

/** Also for another owner's or store's wishlist, so its existence is never revealed. */
const wishlistNotFound = () =>
  businessError(errorCodes.wishlistNotFound, 404, { name: 'ResourceNotFoundError' });

export function createWishlistsRepository(db: Database, publicApiPrefix: string) {
  /** The answer: lines in the order they were added, each with its product's name and picture. */
  async function answer(tx: Database, row: WishlistRow): Promise<Wishlist> {
    const lines = await tx
      .select({
        id: wishlistLineItems.id,
        productId: wishlistLineItems.productId,
        addedAt: wishlistLineItems.createdAt,
      })
      .from(wishlistLineItems)
      .where(eq(wishlistLineItems.wishlistId, row.id))
      .orderBy(asc(wishlistLineItems.createdAt), asc(wishlistLineItems.id));
    const cards = await productCardsByIds(
      tx,
      lines.map((line) => line.productId),
    );
    const lineItems = lines.flatMap((line): WishlistLineItem[] => {
      const product = cards.get(line.productId);
      if (!product) return [];
      const { image } = product;
      return [
        {
          id: line.id,
          productId: line.productId,
          sku: product.sku,
          name: { de: product.nameDe, en: product.nameEn },
          slug: { de: product.slugDe, en: product.slugEn },
          image: image
            ? {
                url: `${publicApiPrefix}${image.path}`,
                alt: { de: image.altDe, en: image.altEn },
              }
            : null,
          addedAt: line.addedAt.toISOString(),
        },
      ];
    });
    return { id: row.id, storeKey: row.storeKey, lineItems };
  }

  /** The product ids of `skus`; a named error when one is not in the catalogue. */
  async function productIdsOf(tx: Database, skus: readonly string[]): Promise<string[]> {
    if (skus.length === 0) return [];
    const found = await productsBySku(tx, skus);
    return skus.map((sku) => {
      const product = found.get(sku);
      if (!product) throw businessError(errorCodes.wishlistProductNotFound, 400);
      return product.id;
    });
  }

  /** Adds products the wishlist lacks; refuses (changing nothing) when it would exceed the limit. */
  async function addProducts(tx: Database, wishlistId: string, productIds: readonly string[]) {
    if (productIds.length === 0) return;
    const inserted = await tx
      .insert(wishlistLineItems)
      .values([...new Set(productIds)].map((productId) => ({ wishlistId, productId })))
      .onConflictDoNothing()
      .returning({ id: wishlistLineItems.id });
    if (inserted.length === 0) return;
    const [held] = await tx
      .select({ n: count() })
      .from(wishlistLineItems)
      .where(eq(wishlistLineItems.wishlistId, wishlistId));
    // Throwing rolls the transaction back, so a refused add leaves the wishlist as it was.
    if ((held?.n ?? 0) > maxWishlistLineItems) throw businessError(errorCodes.wishlistFull, 409);
    await tx.update(wishlists).set({ updatedAt: new Date() }).where(eq(wishlists.id, wishlistId));
  }

  /** The caller's wishlist `id`, locked for the transaction's write. */
  async function lockOwned(tx: Database, scope: WishlistScope, id: string): Promise<WishlistRow> {
    const [row] = await tx
      .select()
      .from(wishlists)
      .where(
        and(
          eq(wishlists.id, id),
          eq(wishlists.ownerId, scope.ownerId),
          eq(wishlists.storeKey, scope.store),
        ),
      )
      .for('update');
    if (!row) throw wishlistNotFound();
    return row;
  }

  return {
    list: (scope: WishlistScope): Promise<Wishlist[]> =>
      repositoryCall(async () => {
        const rows = await db
          .select()
          .from(wishlists)
          .where(and(eq(wishlists.ownerId, scope.ownerId), eq(wishlists.storeKey, scope.store)));
        return Promise.all(rows.map((row) => answer(db, row)));
      }),

    /** POST: the caller's wishlist of the store, created when missing, with `skus` added. */
    create: (scope: WishlistScope, skus: readonly string[]): Promise<Wishlist> =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          const productIds = await productIdsOf(tx, skus);
          await tx
            .insert(wishlists)
            .values({ ownerId: scope.ownerId, storeKey: scope.store })
            .onConflictDoNothing();
          const [row] = await tx
            .select()
            .from(wishlists)
            .where(and(eq(wishlists.ownerId, scope.ownerId), eq(wishlists.storeKey, scope.store)))
            .for('update');
          if (!row) throw wishlistNotFound();
          await addProducts(tx, row.id, productIds);
          return answer(tx, row);
        }),
      ),

    addLineItem: (scope: WishlistScope, id: string, sku: string): Promise<Wishlist> =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          const row = await lockOwned(tx, scope, id);
          await addProducts(tx, row.id, await productIdsOf(tx, [sku]));
          return answer(tx, row);
        }),
      ),

    removeLineItem: (scope: WishlistScope, id: string, lineItemId: string): Promise<Wishlist> =>
      repositoryCall(() =>
        db.transaction(async (tx) => {
          const row = await lockOwned(tx, scope, id);
          const removed = await tx
            .delete(wishlistLineItems)
            .where(
              and(eq(wishlistLineItems.id, lineItemId), eq(wishlistLineItems.wishlistId, row.id)),
            )
            .returning({ id: wishlistLineItems.id });
          if (removed.length === 0)
            throw businessError(errorCodes.wishlistLineItemNotFound, 404, {
              name: 'ResourceNotFoundError',
            });
          return answer(tx, row);
        }),
      ),

    /**
     * The merge step (customers/merge.ts): a guest's wishlist becomes the customer's where the
     * customer has none in that store, else its products join the customer's (each once) and the
     * guest's goes. Answers how many of the guest's wishlists moved.
     */
    moveToOwner: async (tx: Database, fromOwnerId: string, toOwnerId: string): Promise<number> => {
      const guests = await tx.select().from(wishlists).where(eq(wishlists.ownerId, fromOwnerId));
      for (const guest of guests) {
        const [target] = await tx
          .select({ id: wishlists.id })
          .from(wishlists)
          .where(and(eq(wishlists.ownerId, toOwnerId), eq(wishlists.storeKey, guest.storeKey)))
          .for('update');
        if (!target) {
          await tx
            .update(wishlists)
            .set({ ownerId: toOwnerId, updatedAt: new Date() })
            .where(eq(wishlists.id, guest.id));
          continue;
        }
        const lines = await tx
          .select({ productId: wishlistLineItems.productId })
          .from(wishlistLineItems)
          .where(eq(wishlistLineItems.wishlistId, guest.id));
        if (lines.length)
          await tx
            .insert(wishlistLineItems)
            .values(lines.map((line) => ({ wishlistId: target.id, productId: line.productId })))
            .onConflictDoNothing();
        await tx.delete(wishlists).where(eq(wishlists.id, guest.id));
      }
      return guests.length;
    },
  };
}

export type WishlistsRepository = ReturnType<typeof createWishlistsRepository>;
