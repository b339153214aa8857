import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailOf } from './cart-rows';
import { linesOf } from './cart-view';
import { cartLineItems, carts } from './tables';

/**
 * Merge step: a guest's active carts become the customer's, with the customer's e-mail; a
 * guest cart of a kind (store, transaction and order type) the customer already has joins
 * that cart instead, so a customer never has two active carts of one kind.
 */
export async function moveToOwner(
  tx: Database,
  fromOwnerId: string,
  toOwnerId: string,
): Promise<number> {
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
}
