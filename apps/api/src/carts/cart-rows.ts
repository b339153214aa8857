import { and, eq, sql } from 'drizzle-orm';
import { errorCodes } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { customerEmailSql } from '../customers/contact';
import { businessError } from '../lib/business-errors';
import type { CartRow } from './cart-view';
import { carts } from './tables';

/*
 * The cart row as the other parts of the feature and the order path see it: who owns it, its
 * lock and version, and its end as an order. Orders reach the carts tables only through here.
 */

/** Who asks, in which store: every cart call is scoped to both. */
export interface CartScope {
  ownerId: string;
  store: StoreKey;
}

/** The owner's e-mail when the owner is a customer; null for a guest (no customer row). */
export const emailOf = customerEmailSql;

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

/** The order made from the cart ends it, inside the order's transaction (the cart is locked). */
export async function markCartOrdered(tx: Database, cartId: string, now: Date): Promise<void> {
  await tx
    .update(carts)
    .set({ status: 'ordered', version: sql`${carts.version} + 1`, updatedAt: now })
    .where(eq(carts.id, cartId));
}
