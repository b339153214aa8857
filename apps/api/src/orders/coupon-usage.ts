import { and, desc, eq, gt, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { StaffCouponRedemption } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import type { CouponLimits } from '../checkout/reference-data';
import { orderLineItems, orders } from './tables';

/*
 * What a coupon's limits and the sell-back rule read of past orders (issue 22). A redemption is
 * an order placed with the code (orders.discount_code_id) that is not cancelled.
 */

/** Who redeems: the session's owner and, once the cart has one, the order's e-mail. */
export interface Redeemer {
  ownerId: string;
  email: string | null;
}

/**
 * Whether the code may be redeemed once more, overall and by this customer. A customer is the
 * owner id or, when known, the e-mail address, so a guest cannot start a new session per use.
 */
export async function couponLimitReached(
  db: Database,
  code: CouponLimits,
  redeemer: Redeemer,
): Promise<boolean> {
  const own = redeemer.email
    ? or(
        eq(orders.ownerId, redeemer.ownerId),
        sql`lower(${orders.customerEmail}) = lower(${redeemer.email})`,
      )
    : eq(orders.ownerId, redeemer.ownerId);
  const [counts] = await db
    .select({
      all: sql<number>`count(*)::int`,
      own: sql<number>`(count(*) filter (where ${own}))::int`,
    })
    .from(orders)
    .where(and(eq(orders.discountCodeId, code.id), ne(orders.orderState, 'Cancelled')));
  return (
    (counts?.all ?? 0) >= code.maxRedemptions ||
    (counts?.own ?? 0) >= code.maxRedemptionsPerCustomer
  );
}

/**
 * Per SKU, the lowest cost per unit (price minus the line's share of the coupon, rounded down) at
 * which the owner bought it in the store with a discount since `since`, in orders not cancelled.
 */
export async function discountedUnitCosts(
  db: Database,
  ownerId: string,
  store: StoreKey,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      sku: orderLineItems.sku,
      // Buy lines are whole pieces: integer division rounds the cost down, as documented above.
      cost: sql<number>`min((${orderLineItems.unitCentAmount} * ${orderLineItems.quantity}::int - ${orderLineItems.discountCentAmount}) / ${orderLineItems.quantity}::int)::int`,
    })
    .from(orderLineItems)
    .innerJoin(orders, eq(orders.id, orderLineItems.orderId))
    .where(
      and(
        eq(orders.ownerId, ownerId),
        eq(orders.storeKey, store),
        eq(orders.transactionType, 'buy'),
        ne(orders.orderState, 'Cancelled'),
        isNotNull(orders.discountCodeId),
        gte(orders.createdAt, since),
        gt(orderLineItems.discountCentAmount, 0),
      ),
    )
    .groupBy(orderLineItems.sku);
  return new Map(rows.map((row) => [row.sku, row.cost]));
}

/** Redemptions per coupon, as the limits count them: orders placed with it, not cancelled. */
export async function redemptionCounts(
  db: Database,
  codeIds: readonly string[],
): Promise<Map<string, number>> {
  if (codeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.discountCodeId, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.discountCodeId, [...codeIds]), ne(orders.orderState, 'Cancelled')))
    .groupBy(orders.discountCodeId);
  return new Map(rows.map((row) => [row.id!, row.count]));
}

/** Every order placed with the code, cancelled ones too (with their state), newest first. */
export async function couponRedemptions(
  db: Database,
  codeId: string,
): Promise<StaffCouponRedemption[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.discountCodeId, codeId))
    .orderBy(desc(orders.createdAt));
  return rows.map((row) => ({
    orderId: row.id,
    orderNumber: row.orderNumber,
    store: row.storeKey,
    customerEmail: row.customerEmail,
    orderState: row.orderState,
    discount: { centAmount: row.discountCentAmount, currency: row.currency },
    total: { centAmount: row.totalGrossCentAmount, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
  }));
}
