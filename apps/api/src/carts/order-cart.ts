import type { Database } from '../db/client';
import type { CartRow } from './cart-view';
import type { LineDraft, PriceLine } from './line-pricing';
import { cartLineItems, carts } from './tables';

/** A cart row as a caller outside the feature fills it in. */
export type NewCart = typeof carts.$inferInsert;

/**
 * A cart holding one line, priced as a cart add would, for an order made without a shopper
 * (limit-orders/executor.ts), inside the caller's transaction.
 */
export async function openOrderCart(
  tx: Database,
  priceLine: PriceLine,
  draft: NewCart,
  item: { sku: string; quantity: number; createdAt: Date },
): Promise<{ cart: CartRow; line: LineDraft }> {
  const [cart] = await tx.insert(carts).values(draft).returning();
  const line = await priceLine(tx, cart!, item.sku, item.quantity);
  await tx.insert(cartLineItems).values({ ...line, cartId: cart!.id, createdAt: item.createdAt });
  return { cart: cart!, line };
}
