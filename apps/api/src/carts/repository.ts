import { and, asc, eq } from 'drizzle-orm';
import {
  type Cart,
  type CartDraft,
  type CartUpdate,
  type CartAddressesBody,
} from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { repositoryCall } from '../lib/errors';
import type { CartPriceView } from '../prices/price-view';
import { checkVersion, emailOf, lockOwnCart, type CartScope } from './cart-rows';
import { discountsOf, linesOf, productFacts, storeFacts, toCart } from './cart-view';
import { answer, createCartWriter } from './cart-write';
import { checkoutChange } from './checkout-change';
import { createCouponChanges } from './coupon-changes';
import { createLineChanges } from './line-changes';
import { createLinePricer } from './line-pricing';
import { moveToOwner } from './merge';
import { openOrderCart, type NewCart } from './order-cart';
import { carts } from './tables';

export { checkVersion, lockOwnCart, markCartOrdered, type CartScope } from './cart-rows';

/**
 * The carts feature's calls, composed from its parts: the cart row and its lock (cart-rows.ts),
 * the one write path (cart-write.ts), line pricing (line-pricing.ts), line changes
 * (line-changes.ts), coupons (coupon-changes.ts), the checkout's choices (checkout-change.ts), the
 * merge on sign-in (merge.ts) and the limit order's cart (order-cart.ts).
 */
export function createCartsRepository(db: Database, priceView: CartPriceView) {
  const priceLine = createLinePricer(priceView);
  const write = createCartWriter(db);

  return {
    /** The limit-order executor's cart: one line, priced as a cart add would. */
    openOrderCart: (
      tx: Database,
      draft: NewCart,
      item: { sku: string; quantity: number; createdAt: Date },
    ) => openOrderCart(tx, priceLine, draft, item),

    create: (scope: CartScope, draft: CartDraft, locale: string): Promise<Cart> =>
      repositoryCall(async () => {
        const [row] = await db
          .insert(carts)
          .values({
            ownerId: scope.ownerId,
            storeKey: scope.store,
            locale,
            transactionType: draft.transactionType,
            orderType: draft.orderType,
            currency: draft.currency,
            country: draft.country,
            customerEmail: emailOf(scope.ownerId),
          })
          .returning();
        return answer(db, row!, []);
      }),

    /**
     * The owner's active carts in the store, oldest first. A cart holding a product that is gone
     * is written once (the line dropped, named in that cart's `removedLineItems`).
     */
    list: (scope: CartScope): Promise<Cart[]> =>
      repositoryCall(async () => {
        const rows = await db
          .select()
          .from(carts)
          .where(
            and(
              eq(carts.ownerId, scope.ownerId),
              eq(carts.storeKey, scope.store),
              eq(carts.status, 'active'),
            ),
          )
          .orderBy(asc(carts.createdAt), asc(carts.id));
        const lines = await linesOf(
          db,
          rows.map((r) => r.id),
        );
        const present = await productFacts(db, lines);
        const facts = await storeFacts(db, scope.store, scope.ownerId);
        const discounts = await discountsOf(db, rows);
        const answers: Cart[] = [];
        for (const row of rows) {
          const own = lines.filter((line) => line.cartId === row.id);
          if (own.some((line) => !present.has(line.productId)))
            answers.push(await write(scope, row.id, undefined, async () => ({})));
          else {
            const discount = row.discountCodeId
              ? (discounts.get(row.discountCodeId) ?? null)
              : null;
            answers.push(toCart(row, own, facts, present, discount));
          }
        }
        return answers;
      }),

    ...createLineChanges(write, priceLine),

    /** PUT /carts/{id}: locale and the checkout's choices (see checkoutChange). */
    update: (
      scope: CartScope,
      cartId: string,
      update: CartUpdate,
      locale: string | undefined,
      payoutConfirmed: boolean,
    ) =>
      write(scope, cartId, update.version, async (tx, cart) => ({
        ...(locale ? { locale } : {}),
        ...(await checkoutChange(tx, cart, update, payoutConfirmed)),
      })),

    /**
     * The payout bank details on the owner's cart, after the checks its write makes first (found,
     * active, `expectedVersion`): a second factor's code is not used up on a write refused anyway.
     */
    payoutBankDetailsOf: (scope: CartScope, cartId: string, expectedVersion: number | undefined) =>
      repositoryCall(async () => {
        const cart = await lockOwnCart(db, scope, cartId);
        checkVersion(cart, expectedVersion);
        return cart.payoutBankDetails;
      }),

    /** PUT /carts/{id}/addresses: both addresses, checked by the route. */
    setAddresses: (
      scope: CartScope,
      cartId: string,
      body: CartAddressesBody,
      locale: string | undefined,
    ) =>
      write(scope, cartId, body.version, async () => ({
        set: { shippingAddress: body.shippingAddress, billingAddress: body.billingAddress },
        ...(locale ? { locale } : {}),
      })),

    ...createCouponChanges(write),

    /** Marks the cart deleted (kept for the record; it no longer answers any call). */
    remove: (scope: CartScope, cartId: string, version: number | undefined) =>
      write(scope, cartId, version, async () => ({ status: 'deleted' })),

    moveToOwner,
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
