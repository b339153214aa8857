import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { OrderState, PaymentState } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { orderLineItems, orders } from './tables';

/** Whose orders, in which store, since when, shipped by which method. */
export interface ShippedLinesScope {
  ownerId: string;
  store: StoreKey;
  since: Date;
  methodKey: string;
}

/**
 * Lines of the owner's orders in the store placed since `since` and shipped by `methodKey`, in
 * order (placed, number, position); cancelled orders moved nothing and are left out. `executor`
 * is the caller's transaction when the answer must hold until it commits.
 */
export const shippedOrderLines = (executor: Database, scope: ShippedLinesScope) =>
  executor
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderState: sql<OrderState>`${orders.orderState}`,
      paymentState: sql<PaymentState>`${orders.paymentState}`,
      paymentDate: orders.paymentDate,
      transactionType: orders.transactionType,
      orderedAt: orders.createdAt,
      sku: orderLineItems.sku,
      productId: orderLineItems.productId,
      nameDe: orderLineItems.nameDe,
      nameEn: orderLineItems.nameEn,
      quantity: orderLineItems.quantity,
      unitCentAmount: orderLineItems.unitCentAmount,
    })
    .from(orders)
    .innerJoin(orderLineItems, eq(orderLineItems.orderId, orders.id))
    .where(
      and(
        eq(orders.ownerId, scope.ownerId),
        eq(orders.storeKey, scope.store),
        gte(orders.createdAt, scope.since),
        sql`${orders.shippingInfo}->>'methodKey' = ${scope.methodKey}`,
        ne(orders.orderState, 'Cancelled'),
      ),
    )
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber), asc(orderLineItems.position));
