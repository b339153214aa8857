import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { carts } from './tables';

/**
 * An erased customer's carts keep no contact data: e-mail, addresses and payout details go,
 * in the erasure's transaction. Orders made from them keep what they were placed with.
 */
export async function forgetCartContacts(tx: Database, ownerId: string): Promise<void> {
  await tx
    .update(carts)
    .set({
      customerEmail: null,
      shippingAddress: null,
      billingAddress: null,
      payoutBankDetails: null,
    })
    .where(eq(carts.ownerId, ownerId));
}
