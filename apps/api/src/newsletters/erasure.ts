import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from './tables';

/** The newsletter subscription of an erased customer's address, in the erasure's transaction. */
export async function deleteSubscriptionOf(tx: Database, email: string): Promise<void> {
  await tx
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
}
