import { and, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../../db/client';
import { orders } from '../tables';

/** A purchase waiting for its payment (or its collection, paid in cash), as the jobs read it. */
export interface UnpaidOrder {
  id: string;
  orderNumber: string;
  store: StoreKey;
  createdAt: Date;
  /** When the customer was reminded; null before. */
  remindedAt: Date | null;
}

/**
 * Purchases with `paymentMethod` placed before `placedBefore` whose payment is still pending and
 * that are neither complete nor cancelled, oldest first: what the unpaid-order jobs remind of and
 * cancel (through the lifecycle's `remind` and `apply`).
 */
export async function unpaidOrders(
  db: Database,
  { paymentMethod, placedBefore }: { paymentMethod: PaymentMethod; placedBefore: Date },
): Promise<UnpaidOrder[]> {
  // Written out: drizzle leaves a subquery's columns unqualified, which would compare the
  // timeline's own id with itself.
  const remindedAt = sql<
    string | null
  >`(select max(e.at) from order_events e where e.order_id = "orders"."id" and e.event = 'reminded')`;
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      store: orders.storeKey,
      createdAt: orders.createdAt,
      remindedAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.transactionType, 'buy'),
        eq(orders.paymentState, 'Pending'),
        eq(orders.paymentMethod, paymentMethod),
        notInArray(orders.orderState, ['Complete', 'Cancelled']),
        lt(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(orders.createdAt);
  // A raw max() of timestamps comes back as text.
  return rows.map((row) => ({
    ...row,
    remindedAt: row.remindedAt === null ? null : new Date(row.remindedAt),
  }));
}
