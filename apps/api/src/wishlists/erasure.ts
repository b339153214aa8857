import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { wishlists } from './tables';

/** An erased customer's wishlists (their lines go by cascade), in the erasure's transaction. */
export async function deleteWishlistsOf(tx: Database, ownerId: string): Promise<void> {
  await tx.delete(wishlists).where(eq(wishlists.ownerId, ownerId));
}
