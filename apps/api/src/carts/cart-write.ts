import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorCodes, type Cart } from '@shop/api-client/contract';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import { checkVersion, lockOwnCart, type CartScope } from './cart-rows';
import {
  linesOf,
  productFacts,
  readCart,
  type AnswerNotes,
  type CartRow,
  type LineRow,
} from './cart-view';
import type { LineDraft } from './line-pricing';
import { cartLineItems, carts } from './tables';
import { cartTotals, exceedsCartLimit } from './totals';

/** A cart's answer: reads what the answer needs besides the row and its lines. */
export const answer = async (
  db: Database,
  row: CartRow,
  lines: readonly LineRow[],
  notes: AnswerNotes = {},
): Promise<Cart> => (await readCart(db, row, notes, lines)).cart;

/** The checkout fields a write may set on the cart row. */
export type CartFields = Partial<
  Pick<
    CartRow,
    | 'shippingMethodKey'
    | 'paymentMethod'
    | 'customerEmail'
    | 'pickupBranchId'
    | 'shippingAddress'
    | 'billingAddress'
    | 'payoutBankDetails'
    | 'discountCodeId'
  >
>;

/** The changes a write makes to a locked cart; throwing inside leaves the cart unchanged. */
export interface CartChange {
  /** Lines to insert or update (by SKU). */
  upsert?: LineDraft[];
  /** SKUs whose lines go. */
  remove?: string[];
  locale?: string;
  status?: 'deleted';
  /** Checkout fields to set (null clears). */
  set?: CartFields;
  /**
   * Spec 4: switching between deposit and non-deposit shipping deletes the cart and creates a new
   * one; the new cart takes over the lines and the checkout fields and answers `replacedCartId`.
   */
  replace?: boolean;
  /** Say in the answer which lines this change re-priced, with their unit price before it. */
  reportPriceChanges?: boolean;
  /**
   * Adds are refused when the cart would exceed the limit. Removals and recalculations never are:
   * a cart over the limit (after a price rise) must stay reducible and show current prices.
   */
  checkLimit?: boolean;
}

/** Decides a write's change on the locked cart and its lines (throwing leaves the cart unchanged). */
export type DecideChange = (tx: Database, cart: CartRow, lines: LineRow[]) => Promise<CartChange>;

export type WriteCart = (
  scope: CartScope,
  cartId: string,
  expectedVersion: number | undefined,
  decide: DecideChange,
) => Promise<Cart>;

export function createCartWriter(db: Database): WriteCart {
  /**
   * Every cart write: one transaction that locks the cart row first, so concurrent writes to one
   * cart line up and none is lost; checks owner, store, state and version; drops lines whose
   * product is gone (named in the answer); applies the change; refuses an add that leaves the cart
   * over its limit (nothing is written then); increments the version.
   */
  return (
    scope: CartScope,
    cartId: string,
    expectedVersion: number | undefined,
    decide: (tx: Database, cart: CartRow, lines: LineRow[]) => Promise<CartChange>,
  ): Promise<Cart> =>
    repositoryCall(() =>
      db.transaction(async (tx) => {
        const cart = await lockOwnCart(tx, scope, cartId);
        checkVersion(cart, expectedVersion);
        const stored = await linesOf(tx, [cart.id]);
        const present = await productFacts(tx, stored);
        const gone = stored.filter((line) => !present.has(line.productId));
        const lines = stored.filter((line) => present.has(line.productId));
        const change = await decide(tx, cart, lines);

        const removed = new Set([...(change.remove ?? []), ...gone.map((line) => line.sku)]);
        const upserts = new Map((change.upsert ?? []).map((line) => [line.sku, line]));
        const after = [
          ...lines
            .filter((line) => !removed.has(line.sku))
            .map((line) => ({ ...line, ...upserts.get(line.sku) })),
          ...[...upserts.values()].filter((u) => !lines.some((line) => line.sku === u.sku)),
        ];
        if (change.checkLimit && exceedsCartLimit(cartTotals(after)))
          throw businessError(errorCodes.cartLimitExceeded, 400);

        if (removed.size > 0)
          await tx
            .delete(cartLineItems)
            .where(
              and(eq(cartLineItems.cartId, cart.id), inArray(cartLineItems.sku, [...removed])),
            );
        for (const line of upserts.values())
          await tx
            .insert(cartLineItems)
            .values({ ...line, cartId: cart.id })
            .onConflictDoUpdate({
              target: [cartLineItems.cartId, cartLineItems.sku],
              set: {
                quantity: line.quantity,
                unitCentAmount: line.unitCentAmount,
                minQuantity: line.minQuantity,
                taxRateBps: line.taxRateBps,
                taxClass: line.taxClass,
                sellUnitCentAmount: line.sellUnitCentAmount,
              },
            });
        const notes: AnswerNotes = {
          removed: gone.map((line) => ({
            sku: line.sku,
            name: { de: line.nameDe, en: line.nameEn },
          })),
          ...(change.reportPriceChanges
            ? { previousPrices: new Map(lines.map((line) => [line.sku, line.unitCentAmount])) }
            : {}),
        };
        const [updated] = await tx
          .update(carts)
          .set({
            version: sql`${carts.version} + 1`,
            updatedAt: sql`now()`,
            ...(change.locale ? { locale: change.locale } : {}),
            ...(change.status || change.replace ? { status: 'deleted' } : (change.set ?? {})),
          })
          .where(eq(carts.id, cart.id))
          .returning();
        if (!change.replace) return answer(tx, updated!, await linesOf(tx, [cart.id]), notes);

        const { id: _id, version: _v, createdAt: _c, updatedAt: _u, status: _s, ...kept } = cart;
        const [created] = await tx
          .insert(carts)
          .values({ ...kept, ...(change.locale ? { locale: change.locale } : {}), ...change.set })
          .returning();
        const moved = await linesOf(tx, [cart.id]);
        if (moved.length > 0)
          await tx.insert(cartLineItems).values(
            moved.map(({ id: _line, cartId: _cart, ...line }) => ({
              ...line,
              cartId: created!.id,
            })),
          );
        return answer(tx, created!, await linesOf(tx, [created!.id]), {
          ...notes,
          replacedCartId: cart.id,
        });
      }),
    );
}
