import { and, count, eq, gt, ne, notInArray, sql } from 'drizzle-orm';
import type { PriorOrder } from '../carts/checkout-checks';
import type { Database } from '../db/client';
import { orders } from './tables';

/*
 * Limits across orders (issue 22): a customer's buy orders of 24 hours against the store's limit,
 * and cash orders of the linked window against the anti-money-laundering threshold. The rules are
 * checkout-checks' (the cart shows them as blockers and notices); this reads their input and
 * keeps two orders of one customer from both passing on a reading that misses the other.
 */

/** Class of the two-key advisory lock; the single-key locks (start-up, recalculation) are apart. */
const ownerOrdersLockClass = 22_007;

/**
 * Takes the customer's order lock until the transaction ends: a parallel order of the same owner
 * waits here and then reads this order among the prior ones. An advisory lock, as guests have no
 * customer row to lock; the owner id is hashed to the lock's key, so a rare collision only makes
 * two customers' orders wait for each other.
 */
export async function lockOwnerOrders(tx: Database, ownerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ownerOrdersLockClass}, hashtext(${ownerId}))`,
  );
}

/** The owner's orders placed after `since` that are not cancelled, in every store and currency. */
export const priorOrdersSince = (
  db: Database,
  ownerId: string,
  since: Date,
): Promise<PriorOrder[]> =>
  db
    .select({
      currency: orders.currency,
      transactionType: orders.transactionType,
      paymentMethod: orders.paymentMethod,
      totalGross: orders.totalGrossCentAmount,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.ownerId, ownerId),
        gt(orders.createdAt, since),
        ne(orders.orderState, 'Cancelled'),
      ),
    );

/**
 * The owner's orders that are neither Complete nor Cancelled: the dealer still owes or is owed
 * goods or money (account deletion refuses while any exist).
 */
export async function unfinishedOrderCount(tx: Database, ownerId: string): Promise<number> {
  const [unfinished] = await tx
    .select({ n: count() })
    .from(orders)
    .where(
      and(eq(orders.ownerId, ownerId), notInArray(orders.orderState, ['Complete', 'Cancelled'])),
    );
  return unfinished?.n ?? 0;
}
