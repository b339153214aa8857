import { and, asc, eq } from 'drizzle-orm';
import {
  addQuantities,
  availabilityOf,
  errorCodes,
  maxLineItemQuantity,
  type Cart,
  type CartDraft,
  type CartUpdate,
  type CartAddressesBody,
} from '@shop/api-client/contract';
import { productsBySku } from '../catalogue/product-refs';
import { outOfStockError } from '../catalogue/stock';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { repositoryCall, validationError } from '../lib/errors';
import { couponLimitReached } from '../orders/coupon-usage';
import type { CartPriceView } from '../prices/price-view';
import { discountApplies, discountCodeByCode } from '../checkout/reference-data';
import { emailOf, type CartScope } from './cart-rows';
import { discountLines, discountsOf, linesOf, productFacts, storeFacts, toCart } from './cart-view';
import { answer, createCartWriter } from './cart-write';
import { checkoutChange } from './checkout-change';
import { hasEligibleLine } from './coupon-discount';
import { createLinePricer, type LineDraft } from './line-pricing';
import { moveToOwner } from './merge';
import { openOrderCart, type NewCart } from './order-cart';
import { carts } from './tables';

export { checkVersion, lockOwnCart, markCartOrdered, type CartScope } from './cart-rows';

/**
 * The carts feature's calls, composed from its parts: the cart row and its lock (cart-rows.ts),
 * the one write path (cart-write.ts), line pricing (line-pricing.ts), the checkout's choices
 * (checkout-change.ts), the merge on sign-in (merge.ts) and the limit order's cart (order-cart.ts).
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

    /**
     * PUT line-items: adds `quantity` of `sku` (a new line, or more on the existing one, re-priced
     * at the tier of the new quantity). Adding under the row lock makes concurrent adds sum up.
     */
    setLineItem: (
      scope: CartScope,
      cartId: string,
      line: { sku: string; quantity: number; version?: number },
      locale: string | undefined,
    ) =>
      write(scope, cartId, line.version, async (tx, cart, lines) => {
        const quantity = addQuantities(
          lines.find((l) => l.sku === line.sku)?.quantity ?? 0,
          line.quantity,
        );
        if (quantity > maxLineItemQuantity)
          throw validationError([
            { path: 'body.quantity', message: `must be at most ${maxLineItemQuantity} in total` },
          ]);
        // A sold-out product is refused at once rather than three steps later at the order.
        if (cart.transactionType === 'buy') {
          const product = (await productsBySku(tx, [line.sku])).get(line.sku);
          if (product && availabilityOf(product.stock) === 'soldOut')
            throw outOfStockError([{ sku: line.sku, stock: 0 }]);
        }
        return {
          upsert: [await priceLine(tx, cart, line.sku, quantity)],
          checkLimit: true,
          ...(locale ? { locale } : {}),
        };
      }),

    /** DELETE line-items: `quantity` fewer of `sku` (re-priced at its tier), or the whole line. */
    removeLineItem: (
      scope: CartScope,
      cartId: string,
      query: { sku: string; quantity?: number; version?: number },
      locale: string | undefined,
    ) =>
      write(scope, cartId, query.version, async (tx, cart, lines) => {
        const line = lines.find((l) => l.sku === query.sku);
        if (!line) throw businessError(errorCodes.lineItemNotFound, 400);
        const left =
          query.quantity === undefined ? 0 : addQuantities(line.quantity, -query.quantity);
        const localeChange = locale ? { locale } : {};
        if (left <= 0) return { remove: [line.sku], ...localeChange };
        return { upsert: [await priceLine(tx, cart, line.sku, left)], ...localeChange };
      }),

    /**
     * Every line at the current price sheet (co005 / product_not_available if one cannot be); the
     * answer flags each line whose unit price changed with its previous price.
     */
    recalculate: (scope: CartScope, cartId: string, version: number | undefined) =>
      write(scope, cartId, version, async (tx, cart, lines) => {
        // One statement at a time on a transaction's connection.
        const upsert: LineDraft[] = [];
        for (const line of lines) upsert.push(await priceLine(tx, cart, line.sku, line.quantity));
        return { upsert, reportPriceChanges: true };
      }),

    /** PUT /carts/{id}: locale and the checkout's choices (see checkoutChange). */
    update: (scope: CartScope, cartId: string, update: CartUpdate, locale: string | undefined) =>
      write(scope, cartId, update.version, async (tx, cart) => ({
        ...(locale ? { locale } : {}),
        ...(await checkoutChange(tx, cart, update)),
      })),

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

    /**
     * PUT /admin/carts/{id}/coupon: one coupon per cart (coupon_already_added), buy carts only,
     * a code valid now and in the cart's currency (else coupon_not_found), that applies to some
     * line of the cart (coupon_bullion_excluded) and has redemptions left (coupon_limit_reached;
     * POST /orders counts again under a lock).
     */
    addCoupon: (scope: CartScope, cartId: string, body: { code: string; version?: number }) =>
      write(scope, cartId, body.version, async (tx, cart, lines) => {
        if (cart.discountCodeId) throw businessError(errorCodes.couponAlreadyAdded, 409);
        if (cart.transactionType !== 'buy')
          throw businessError(errorCodes.couponNotApplicable, 400);
        const code = await discountCodeByCode(tx, body.code);
        if (!code || !discountApplies(code, cart.currency, new Date()))
          throw businessError(errorCodes.couponNotFound, 404, { name: 'ResourceNotFoundError' });
        // A cart of bullion only gets nothing from such a code: say so rather than show a 0 line.
        // (A cart that loses its last eligible line later keeps the code, at 0, with its note.)
        const candidates = discountLines(lines, await productFacts(tx, lines));
        if (lines.length > 0 && !hasEligibleLine(candidates, code))
          throw businessError(errorCodes.couponBullionExcluded, 400);
        if (
          await couponLimitReached(tx, code, { ownerId: scope.ownerId, email: cart.customerEmail })
        )
          throw businessError(errorCodes.couponLimitReached, 409);
        return { set: { discountCodeId: code.id } };
      }),

    /** DELETE /admin/carts/{id}/coupon: the cart's coupon, by its id. */
    removeCoupon: (
      scope: CartScope,
      cartId: string,
      body: { discountCodeId: string; version?: number },
    ) =>
      write(scope, cartId, body.version, async (_tx, cart) => {
        if (cart.discountCodeId !== body.discountCodeId)
          throw businessError(errorCodes.couponNotFound, 404, { name: 'ResourceNotFoundError' });
        return { set: { discountCodeId: null } };
      }),

    /** Marks the cart deleted (kept for the record; it no longer answers any call). */
    remove: (scope: CartScope, cartId: string, version: number | undefined) =>
      write(scope, cartId, version, async () => ({ status: 'deleted' })),

    moveToOwner,
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
