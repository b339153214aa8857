import { and, eq, gt, gte, isNotNull, ne, or, sql } from 'drizzle-orm';
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
