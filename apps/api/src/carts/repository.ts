import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  errorCodes,
  maxLineItemQuantity,
  type Cart,
  type CartDraft,
  type LineItem,
  type OrderType,
  type PriceType,
} from '@shop/api-client';
import type { Currency, StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { cartLineItems, carts, customers, products } from '../db/schema';
import { businessError } from '../lib/business-errors';
import { repositoryCall, validationError } from '../lib/errors';
import { unitPriceFor, type CartPriceView } from './price-view';
import { cartTotals, exceedsCartLimit, lineGross, lineItemCount } from './totals';

type CartRow = typeof carts.$inferSelect;

/** The owner's e-mail when the owner is a customer; null for a guest (no customer row). */
const emailOf = (ownerId: string) =>
  sql<
    string | null
  >`(select ${customers.email} from ${customers} where ${customers.id} = ${ownerId})`;
type LineRow = typeof cartLineItems.$inferSelect;

/** Who asks, in which store: every cart call is scoped to both. */
export interface CartScope {
  ownerId: string;
  store: StoreKey;
}

/** co001: also for another owner's or another store's cart, so its existence is never revealed. */
const cartNotFound = () =>
  businessError(errorCodes.cartNotFound, 404, { name: 'ResourceNotFoundError' });

const money = (centAmount: number, currency: string) => ({
  centAmount,
  currency: currency as Currency,
});

function toCart(row: CartRow, lines: readonly LineRow[]): Cart {
  const { currency } = row;
  const totals = cartTotals(lines);
  return {
    id: row.id,
    version: row.version,
    locale: row.locale,
    transactionType: row.transactionType as PriceType,
    orderType: row.orderType as OrderType,
    cartState: row.status as Cart['cartState'],
    store: row.storeKey,
    country: row.country,
    currency: currency as Currency,
    customerEmail: row.customerEmail,
    lineItems: lines.map((line): LineItem => ({
      id: line.id,
      sku: line.sku,
      productId: line.productId,
      name: { de: line.nameDe, en: line.nameEn },
      slug: { de: line.slugDe, en: line.slugEn },
      quantity: line.quantity,
      price: money(line.unitCentAmount, currency),
      minQuantity: line.minQuantity,
      totalPrice: money(lineGross(line), currency),
      taxRate: line.taxRateBps,
      isScrap: line.isScrap,
    })),
    lineItemCount: lineItemCount(lines, row.transactionType),
    totalPrice: money(totals.net, currency),
    totalGrossPrice: money(totals.gross, currency),
    taxedPrice: {
      totalNet: money(totals.net, currency),
      totalGross: money(totals.gross, currency),
      totalTax: money(totals.tax, currency),
    },
    // Shipping is chosen at the checkout's delivery step, which is not built yet.
    shippingInfo: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const linesOf = (db: Database, cartIds: readonly string[]) =>
  cartIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(cartLineItems)
        .where(inArray(cartLineItems.cartId, [...cartIds]))
        .orderBy(asc(cartLineItems.createdAt), asc(cartLineItems.sku));

/** A line as it would be stored: priced from the current sheet for its quantity. */
type LineDraft = Omit<LineRow, 'id' | 'cartId' | 'createdAt'>;

/** The changes a write makes to a locked cart; throwing inside leaves the cart unchanged. */
export interface CartChange {
  /** Lines to insert or update (by SKU). */
  upsert?: LineDraft[];
  /** SKUs whose lines go. */
  remove?: string[];
  locale?: string;
  status?: 'deleted';
  /**
   * Adds are refused when the cart would exceed the limit. Removals and recalculations never are:
   * a cart over the limit (after a price rise) must stay reducible and show current prices.
   */
  checkLimit?: boolean;
}

export function createCartsRepository(db: Database, priceView: CartPriceView) {
  /**
   * Prices `quantity` of `sku` for a cart from the current sheet: a named error when the SKU is
   * unknown (cart_product_not_found), has no price entry at all (co005, no gross price) or is not
   * sold / bought back for the cart's transaction type (product_not_available).
   */
  async function priceLine(
    tx: Database,
    cart: Pick<CartRow, 'storeKey' | 'transactionType'>,
    sku: string,
    quantity: number,
  ): Promise<LineDraft> {
    const [product] = await tx
      .select({
        id: products.id,
        nameDe: products.nameDe,
        nameEn: products.nameEn,
        slugDe: products.slugDe,
        slugEn: products.slugEn,
        form: products.form,
      })
      .from(products)
      .where(eq(products.sku, sku));
    if (!product) throw businessError(errorCodes.cartProductNotFound, 400);
    const pricing = priceView.pricing(cart.storeKey as StoreKey, sku);
    if (!pricing) throw businessError(errorCodes.noGrossPrice, 409);
    const unit = unitPriceFor(pricing, cart.transactionType as PriceType, quantity);
    if (!unit) throw businessError(errorCodes.productNotAvailable, 400);
    return {
      sku,
      productId: product.id,
      nameDe: product.nameDe,
      nameEn: product.nameEn,
      slugDe: product.slugDe,
      slugEn: product.slugEn,
      isScrap: product.form === 'scrap',
      quantity,
      unitCentAmount: unit.centAmount,
      minQuantity: unit.minQuantity,
      taxRateBps: unit.taxRate,
    };
  }

  /**
   * Every cart write: one transaction that locks the cart row first, so concurrent writes to one
   * cart line up and none is lost; checks owner, store, state and version; applies the change;
   * refuses an add that leaves the cart over its limit (nothing is written then); increments the
   * version.
   */
  const write = (
    scope: CartScope,
    cartId: string,
    expectedVersion: number | undefined,
    decide: (tx: Database, cart: CartRow, lines: LineRow[]) => Promise<CartChange>,
  ): Promise<Cart> =>
    repositoryCall(() =>
      db.transaction(async (tx) => {
        const [cart] = await tx
          .select()
          .from(carts)
          .where(
            and(
              eq(carts.id, cartId),
              eq(carts.ownerId, scope.ownerId),
              eq(carts.storeKey, scope.store),
              sql`${carts.status} <> 'deleted'`,
            ),
          )
          .for('update');
        if (!cart) throw cartNotFound();
        if (cart.status !== 'active') throw businessError(errorCodes.cartNotActive, 409);
        if (expectedVersion !== undefined && expectedVersion !== cart.version)
          throw businessError(errorCodes.concurrentModification, 409, {
            details: [{ path: 'currentVersion', message: String(cart.version) }],
          });
        const lines = await linesOf(tx, [cart.id]);
        const change = await decide(tx, cart, lines);

        const removed = new Set(change.remove ?? []);
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
              },
            });
        const [updated] = await tx
          .update(carts)
          .set({
            version: sql`${carts.version} + 1`,
            updatedAt: sql`now()`,
            ...(change.locale ? { locale: change.locale } : {}),
            ...(change.status ? { status: change.status } : {}),
          })
          .where(eq(carts.id, cart.id))
          .returning();
        return toCart(updated!, await linesOf(tx, [cart.id]));
      }),
    );

  return {
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
        return toCart(row!, []);
      }),

    /** The owner's active carts in the store, oldest first. */
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
        return rows.map((row) =>
          toCart(
            row,
            lines.filter((line) => line.cartId === row.id),
          ),
        );
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
        const quantity = (lines.find((l) => l.sku === line.sku)?.quantity ?? 0) + line.quantity;
        if (quantity > maxLineItemQuantity)
          throw validationError([
            { path: 'body.quantity', message: `must be at most ${maxLineItemQuantity} in total` },
          ]);
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
        const left = query.quantity === undefined ? 0 : line.quantity - query.quantity;
        const localeChange = locale ? { locale } : {};
        if (left <= 0) return { remove: [line.sku], ...localeChange };
        return { upsert: [await priceLine(tx, cart, line.sku, left)], ...localeChange };
      }),

    /** Every line at the current price sheet (co005 / product_not_available if one cannot be). */
    recalculate: (scope: CartScope, cartId: string, version: number | undefined) =>
      write(scope, cartId, version, async (tx, cart, lines) => {
        // One statement at a time on a transaction's connection.
        const upsert: LineDraft[] = [];
        for (const line of lines) upsert.push(await priceLine(tx, cart, line.sku, line.quantity));
        return { upsert };
      }),

    update: (scope: CartScope, cartId: string, version: number | undefined, locale?: string) =>
      write(scope, cartId, version, async () => (locale ? { locale } : {})),

    /** Marks the cart deleted (kept for the record; it no longer answers any call). */
    remove: (scope: CartScope, cartId: string, version: number | undefined) =>
      write(scope, cartId, version, async () => ({ status: 'deleted' })),

    /** Merge step: a guest's active carts become the customer's, with the customer's e-mail. */
    moveToOwner: async (tx: Database, fromOwnerId: string, toOwnerId: string): Promise<number> => {
      const moved = await tx
        .update(carts)
        .set({
          ownerId: toOwnerId,
          customerEmail: emailOf(toOwnerId),
          version: sql`${carts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(carts.ownerId, fromOwnerId), eq(carts.status, 'active')))
        .returning({ id: carts.id });
      return moved.length;
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
