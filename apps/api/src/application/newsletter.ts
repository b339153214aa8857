import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';

/**
 * A customer's newsletter interests are edited in the profile (spec 3); the subscription of the
 * same address, if any, follows them, so the newsletter goes out with what the profile says.
 */
export async function followProfileInterests(
  db: Database,
  email: string,
  interests: readonly string[],
): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ interests: [...interests] })
    .where(eq(newsletterSubscriptions.email, email.toLowerCase()));
}
