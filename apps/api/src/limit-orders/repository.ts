import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  errorCodes,
  expiresInFuture,
  isOpenLimitOrder,
  openLimitOrderStatuses,
  type LimitOrder,
  type LimitOrderDraft,
  type LimitOrderUpdate,
  type PayoutBankDetails,
  type PriceType,
  targetIssue,
} from '@shop/api-client/contract';
import { stores, type StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { productsBySku, type ProductRef } from '../catalogue/product-refs';
import { hasOrderAddresses } from '../customers/contact';
import { assertPayoutUnchanged } from '../customers/payout-confirmation';
import { limitOrders } from './tables';
import { businessError } from '../lib/business-errors';
import { repositoryCall } from '../lib/errors';
import { unitPriceFor, type CartPriceView } from '../prices/price-view';

export type LimitOrderRow = typeof limitOrders.$inferSelect;

/** Who asks, in which store: a signed-in customer's limit orders of the request's store. */
export interface LimitOrderScope {
  customerId: string;
  store: StoreKey;
}

const notFound = () =>
  businessError(errorCodes.limitOrderNotFound, 404, { name: 'ResourceNotFoundError' });

/** The unit price `quantity` of the product costs (buy) or fetches (sell) in the store now. */
export function currentUnitPrice(
  priceView: CartPriceView,
  row: Pick<LimitOrderRow, 'storeKey' | 'productSku' | 'type' | 'quantity'>,
): number | null {
  const pricing = priceView.pricing(row.storeKey, row.productSku);
  if (!pricing) return null;
  return unitPriceFor(pricing, row.type, row.quantity)?.centAmount ?? null;
}

export function toLimitOrder(
  row: LimitOrderRow,
  product: ProductRef | undefined,
  current: number | null,
): LimitOrder {
  const currency = row.currency;
  return {
    id: row.id,
    number: row.number,
    store: row.storeKey,
    locale: row.locale,
    product: {
      sku: row.productSku,
      productId: product?.id ?? null,
      // A product gone from the catalogue keeps its SKU as its name.
      name: { de: product?.nameDe ?? row.productSku, en: product?.nameEn ?? row.productSku },
      slug: { de: product?.slugDe ?? '', en: product?.slugEn ?? '' },
      published: product !== undefined,
    },
    type: row.type,
    quantity: row.quantity,
    targetUnitPrice: { centAmount: row.targetUnitPriceCentAmount, currency },
    currentUnitPrice: current === null ? null : { centAmount: current, currency },
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    inactiveReason: row.inactiveReason,
    payoutBankDetails: row.payoutBankDetails,
    orderId: row.orderId,
    executedAt: row.executedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The customer's limit orders that are still open (account deletion refuses while any are). */
export async function openLimitOrderCount(tx: Database, customerId: string): Promise<number> {
  const [open] = await tx
    .select({ n: count() })
    .from(limitOrders)
    .where(
      and(
        eq(limitOrders.customerId, customerId),
        inArray(limitOrders.status, [...openLimitOrderStatuses]),
      ),
    );
  return open?.n ?? 0;
}

/**
 * Spec 4: a limit order whose product is no longer published is Inactive. Called in the
 * transaction that unpublishes the product (the executor catches any it misses after every
 * recalculation); answers the ids it stopped.
 */
export async function stopLimitOrdersOfProduct(
  tx: Database,
  sku: string,
  now: Date,
): Promise<string[]> {
  const rows = await tx
    .update(limitOrders)
    .set({ status: 'Inactive', inactiveReason: 'productUnpublished', updatedAt: now })
    .where(and(eq(limitOrders.productSku, sku), eq(limitOrders.status, 'Active')))
    .returning({ id: limitOrders.id });
  return rows.map((row) => row.id);
}

export function createLimitOrdersRepository(db: Database, priceView: CartPriceView) {
  const answer = async (rows: readonly LimitOrderRow[]): Promise<LimitOrder[]> => {
    const bySku = await productsBySku(
      db,
      rows.map((row) => row.productSku),
    );
    return rows.map((row) =>
      toLimitOrder(row, bySku.get(row.productSku), currentUnitPrice(priceView, row)),
    );
  };

  /**
   * Spec 5 and 9 beyond the schema: the expiry in the future, the target in the store's currency,
   * a payout account on sell orders; the product must be in the catalogue with a price of the
   * type, which must not already reach the target; the order it becomes needs the customer's default addresses.
   */
  async function check(
    conn: Database,
    scope: LimitOrderScope,
    sku: string,
    type: PriceType,
    body: LimitOrderUpdate,
    now: Date,
  ): Promise<PayoutBankDetails | null> {
    if (!expiresInFuture(body.expiresAt, now))
      throw businessError(errorCodes.limitOrderExpiryPast, 400, {
        details: [{ path: 'body.expiresAt', message: 'validation.limitOrderExpiry' }],
      });
    if (body.targetUnitPrice.currency !== stores[scope.store].currency)
      throw businessError(errorCodes.limitOrderCurrencyMismatch, 400);
    const payout = type === 'sell' ? (body.payoutBankDetails ?? null) : null;
    if (type === 'sell' && !payout) throw businessError(errorCodes.limitOrderPayoutMissing, 400);
    const product = (await productsBySku(conn, [sku])).get(sku);
    const pricing = product ? priceView.pricing(scope.store, sku) : undefined;
    const current = pricing ? unitPriceFor(pricing, type, body.quantity) : undefined;
    if (!current) throw businessError(errorCodes.limitOrderProductNotFound, 400);
    // A target the price already reaches is no limit: it would execute at the next update.
    const targetMessage = targetIssue(type, body.targetUnitPrice.centAmount, current.centAmount);
    if (targetMessage)
      throw businessError(errorCodes.limitOrderTargetReached, 400, {
        details: [{ path: 'body.targetUnitPrice.centAmount', message: targetMessage }],
      });
    if (!(await hasOrderAddresses(conn, scope.customerId)))
      throw businessError(errorCodes.limitOrderAddressMissing, 400);
    return payout;
  }

  /** The customer's open limit order by id, locked for the write; anyone else's is not found. */
  async function lockOwn(tx: Database, scope: LimitOrderScope, id: string): Promise<LimitOrderRow> {
    const [row] = await tx
      .select()
      .from(limitOrders)
      .where(
        and(
          eq(limitOrders.id, id),
          eq(limitOrders.customerId, scope.customerId),
          eq(limitOrders.storeKey, scope.store),
        ),
      )
      .for('update');
    if (!row) throw notFound();
    if (!isOpenLimitOrder(row.status)) throw businessError(errorCodes.limitOrderNotEditable, 409);
    return row;
  }

  const own = (scope: LimitOrderScope) =>
    and(eq(limitOrders.customerId, scope.customerId), eq(limitOrders.storeKey, scope.store));

  return {
    /** POST /limit-orders: an Active limit order with the next number. */
    create: (scope: LimitOrderScope, draft: LimitOrderDraft, locale: string): Promise<LimitOrder> =>
      repositoryCall(async () => {
        const now = new Date();
        const payout = await check(db, scope, draft.sku, draft.type, draft, now);
        const [row] = await db
          .insert(limitOrders)
          .values({
            number: sql`'LO-' || lpad(nextval('limit_order_number_seq')::text, 6, '0')`,
            customerId: scope.customerId,
            storeKey: scope.store,
            locale,
            productSku: draft.sku,
            type: draft.type,
            quantity: draft.quantity,
            targetUnitPriceCentAmount: draft.targetUnitPrice.centAmount,
            currency: draft.targetUnitPrice.currency,
            expiresAt: new Date(draft.expiresAt),
            status: 'Active',
            payoutBankDetails: payout,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        return (await answer([row!]))[0]!;
      }),

    /** GET /limit-orders: the customer's limit orders in this store, newest first. */
    list: (scope: LimitOrderScope): Promise<LimitOrder[]> =>
      repositoryCall(async () =>
        answer(
          await db
            .select()
            .from(limitOrders)
            .where(own(scope))
            .orderBy(desc(limitOrders.createdAt), desc(limitOrders.number)),
        ),
      ),

    /** GET /limit-orders/{id}: anyone else's is not found (404), its existence not revealed. */
    get: (scope: LimitOrderScope, id: string): Promise<LimitOrder> =>
      repositoryCall(async () => {
        const [row] = await db
          .select()
          .from(limitOrders)
          .where(and(eq(limitOrders.id, id), own(scope)));
        if (!row) throw notFound();
        return (await answer([row]))[0]!;
      }),

    /**
     * PUT /limit-orders/{id}: new quantity, target and expiry for an Active or Inactive one. It is
     * Active afterwards: a customer who moves an expired order's date forward wants it running.
     * `payoutConfirmed`: the route's payoutChangeConfirmed.
     */
    update: (
      scope: LimitOrderScope,
      id: string,
      update: LimitOrderUpdate,
      payoutConfirmed: boolean,
    ): Promise<LimitOrder> =>
      repositoryCall(async () => {
        const now = new Date();
        const row = await db.transaction(async (tx) => {
          const current = await lockOwn(tx, scope, id);
          assertPayoutUnchanged(
            payoutConfirmed,
            current.payoutBankDetails,
            update.payoutBankDetails,
          );
          const payout = await check(
            tx,
            scope,
            current.productSku,
            current.type,
            { ...update, payoutBankDetails: update.payoutBankDetails ?? current.payoutBankDetails },
            now,
          );
          const [updated] = await tx
            .update(limitOrders)
            .set({
              quantity: update.quantity,
              targetUnitPriceCentAmount: update.targetUnitPrice.centAmount,
              currency: update.targetUnitPrice.currency,
              expiresAt: new Date(update.expiresAt),
              payoutBankDetails: payout,
              status: 'Active',
              inactiveReason: null,
              updatedAt: now,
            })
            .where(eq(limitOrders.id, current.id))
            .returning();
          return updated!;
        });
        return (await answer([row]))[0]!;
      }),

    /**
     * The payout bank details of the customer's open limit order (not found, not editable as its
     * write would say): a second factor's code is not used up on a write refused anyway.
     */
    payoutBankDetailsOf: (scope: LimitOrderScope, id: string) =>
      repositoryCall(async () => (await lockOwn(db, scope, id)).payoutBankDetails),

    /** DELETE /limit-orders/{id}: Cancelled (kept for the record; it no longer blocks deletion). */
    cancel: (scope: LimitOrderScope, id: string): Promise<LimitOrder> =>
      repositoryCall(async () => {
        const row = await db.transaction(async (tx) => {
          const current = await lockOwn(tx, scope, id);
          const [cancelled] = await tx
            .update(limitOrders)
            .set({ status: 'Cancelled', updatedAt: new Date() })
            .where(eq(limitOrders.id, current.id))
            .returning();
          return cancelled!;
        });
        return (await answer([row]))[0]!;
      }),
  };
}

export type LimitOrdersRepository = ReturnType<typeof createLimitOrdersRepository>;
