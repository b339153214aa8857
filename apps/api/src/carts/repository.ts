import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  addQuantities,
  availabilityOf,
  errorCodes,
  maxLineItemQuantity,
  wholePiecesMessage,
  type Cart,
  type CartDraft,
  type CartUpdate,
  type CartAddressesBody,
  type PriceType,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { cartLineItems, carts } from './tables';
import { products } from '../catalogue/tables';
import { customers } from '../customers/tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall, validationError } from '../lib/errors';
import {
  discountLines,
  discountsOf,
  effectiveMethod,
  linesOf,
  productFacts,
  readCart,
  storeFacts,
  toCart,
  type AnswerNotes,
  type CartRow,
  type LineRow,
} from './cart-view';
import { unitPriceFor, type CartPriceView } from '../prices/price-view';
import { discountApplies, discountCodeByCode } from './reference-data';
import { hasEligibleLine } from './coupon-discount';
import { couponLimitReached } from '../orders/coupon-usage';
import { cartTotals, exceedsCartLimit } from './totals';
import { outOfStockError } from '../orders/stock';

/** The owner's e-mail when the owner is a customer; null for a guest (no customer row). */
const emailOf = (ownerId: string) =>
  sql<
    string | null
  >`(select ${customers.email} from ${customers} where ${customers.id} = ${ownerId})`;

/** Who asks, in which store: every cart call is scoped to both. */
export interface CartScope {
  ownerId: string;
  store: StoreKey;
}

/** co001: also for another owner's or another store's cart, so its existence is never revealed. */
const cartNotFound = () =>
  businessError(errorCodes.cartNotFound, 404, { name: 'ResourceNotFoundError' });

/**
 * The caller's active cart under its row lock (inside `tx`), so writes to one cart line up:
 * co001 unless it is the owner's in this store, co002 unless it is active.
 */
export async function lockOwnCart(
  tx: Database,
  scope: CartScope,
  cartId: string,
): Promise<CartRow> {
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
  return cart;
}

/** concurrent_modification unless `expected` (when given) is the cart's version, with the current. */
export function checkVersion(cart: Pick<CartRow, 'version'>, expected: number | undefined): void {
  if (expected !== undefined && expected !== cart.version)
    throw businessError(errorCodes.concurrentModification, 409, {
      details: [{ path: 'currentVersion', message: String(cart.version) }],
    });
}

/** A cart's answer: reads what the answer needs besides the row and its lines. */
const answer = async (
  db: Database,
  row: CartRow,
  lines: readonly LineRow[],
  notes: AnswerNotes = {},
): Promise<Cart> => (await readCart(db, row, notes, lines)).cart;

/** The checkout fields a write may set on the cart row. */
type CartFields = Partial<
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
    // Only scrap is weighed (to a tenth of a gram); a coin or bar comes in whole pieces.
    if (product.form !== 'scrap' && !Number.isInteger(quantity))
      throw validationError([{ path: 'body.quantity', message: wholePiecesMessage }]);
    const pricing = priceView.pricing(cart.storeKey as StoreKey, sku);
    if (!pricing) throw businessError(errorCodes.noGrossPrice, 409);
    // Tiers start at whole units: a weight under a gram takes the first one.
    const tierQuantity = Math.max(1, quantity);
    const unit = unitPriceFor(pricing, cart.transactionType as PriceType, tierQuantity);
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
      taxClass: unit.taxClass,
      sellUnitCentAmount:
        cart.transactionType === 'buy'
          ? (unitPriceFor(pricing, 'sell', tierQuantity)?.centAmount ?? null)
          : null,
    };
  }

  /**
   * Every cart write: one transaction that locks the cart row first, so concurrent writes to one
   * cart line up and none is lost; checks owner, store, state and version; drops lines whose
   * product is gone (named in the answer); applies the change; refuses an add that leaves the cart
   * over its limit (nothing is written then); increments the version.
   */
  const write = (
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

  /** Checks a PUT /carts/{id} body against the store's data and turns it into the change. */
  async function checkoutChange(
    tx: Database,
    cart: CartRow,
    update: CartUpdate,
  ): Promise<Pick<CartChange, 'set' | 'replace'>> {
    const facts = await storeFacts(tx, cart.storeKey as StoreKey, cart.ownerId);
    const set: CartFields = {};
    let replace = false;
    if (update.shippingMethodId !== undefined) {
      const before = effectiveMethod(cart, facts)?.key;
      let key: CartRow['shippingMethodKey'] = null;
      if (update.shippingMethodId !== null) {
        const method = facts.methods.find((m) => m.id === update.shippingMethodId);
        if (!method) throw businessError(errorCodes.shippingMethodNotFound, 400);
        if (!method.transactionTypes.includes(cart.transactionType as PriceType))
          throw businessError(errorCodes.shippingMethodNotApplicable, 400);
        key = method.key;
      }
      const after = effectiveMethod({ ...cart, shippingMethodKey: key }, facts)?.key;
      replace = (before === 'deposit') !== (after === 'deposit');
      set.shippingMethodKey = key;
    }
    if (update.paymentMethod !== undefined) {
      // Cash changes hands in a branch; a store without branches takes none.
      if (update.paymentMethod === 'cashInStore' && facts.branchIds.size === 0)
        throw businessError(errorCodes.paymentMethodNotAllowed, 400);
      set.paymentMethod = update.paymentMethod;
    }
    if (update.customerEmail !== undefined) set.customerEmail = update.customerEmail;
    if (update.pickupBranchId !== undefined) {
      if (update.pickupBranchId !== null && !facts.branchIds.has(update.pickupBranchId))
        throw businessError(errorCodes.pickupBranchNotFound, 400);
      set.pickupBranchId = update.pickupBranchId;
    }
    if (update.payoutBankDetails !== undefined) {
      const details = update.payoutBankDetails;
      if (details !== null && cart.transactionType !== 'sell')
        throw businessError(errorCodes.payoutNotForBuyCart, 400);
      if (details !== null && (details.kind === 'us') !== (cart.storeKey === 'us'))
        throw businessError(errorCodes.payoutBankDetailsKind, 400, {
          details: [
            { path: 'body.payoutBankDetails.kind', message: 'error.payout_bank_details_kind' },
          ],
        });
      set.payoutBankDetails = details;
    }
    return { set, ...(replace ? { replace } : {}) };
  }

  return {
    /** The limit-order executor fills the cart it orders from with this, as a cart add would. */
    priceLine,

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
          const [product] = await tx
            .select({ stock: products.stock })
            .from(products)
            .where(eq(products.sku, line.sku));
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

    /**
     * Merge step: a guest's active carts become the customer's, with the customer's e-mail; a
     * guest cart of a kind (store, transaction and order type) the customer already has joins
     * that cart instead, so a customer never has two active carts of one kind.
     */
    moveToOwner: async (tx: Database, fromOwnerId: string, toOwnerId: string): Promise<number> => {
      const active = (ownerId: string) =>
        tx
          .select()
          .from(carts)
          .where(and(eq(carts.ownerId, ownerId), eq(carts.status, 'active')))
          .orderBy(asc(carts.createdAt), asc(carts.id))
          .for('update');
      const guestCarts = await active(fromOwnerId);
      if (guestCarts.length === 0) return 0;
      const ownCarts = await active(toOwnerId);
      const bump = { version: sql`${carts.version} + 1`, updatedAt: sql`now()` };
      for (const guest of guestCarts) {
        const own = ownCarts.find(
          (cart) =>
            cart.storeKey === guest.storeKey &&
            cart.transactionType === guest.transactionType &&
            cart.orderType === guest.orderType,
        );
        if (!own) {
          await tx
            .update(carts)
            .set({ ownerId: toOwnerId, customerEmail: emailOf(toOwnerId), ...bump })
            .where(eq(carts.id, guest.id));
          continue;
        }
        // The customer already has a cart of this kind: the guest's lines join it (quantities
        // add up, commercetools' MergeWithExistingCustomerCart), so what the guest just chose is
        // not hidden behind the older cart. The cart page re-prices on opening and the order
        // checks every price, so the joined lines' tiers need no pricing here.
        for (const { id: _id, cartId: _cartId, createdAt: _at, ...line } of await linesOf(tx, [
          guest.id,
        ]))
          await tx
            .insert(cartLineItems)
            .values({ ...line, cartId: own.id })
            .onConflictDoUpdate({
              target: [cartLineItems.cartId, cartLineItems.sku],
              set: { quantity: sql`${cartLineItems.quantity} + ${line.quantity}` },
            });
        await tx.update(carts).set(bump).where(eq(carts.id, own.id));
        await tx
          .update(carts)
          .set({ status: 'deleted', ...bump })
          .where(eq(carts.id, guest.id));
      }
      return guestCarts.length;
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
