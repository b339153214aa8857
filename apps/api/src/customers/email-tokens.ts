import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { emailTokens } from './tables';
import { repositoryCall } from '../lib/errors';
import { hashToken, randomToken } from '../sessions/secrets';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

/**
 * Links sent by mail (activation, password reset, e-mail change): random, stored hashed, single
 * use, expiring.
 */
export function createEmailTokens(db: Database) {
  return {
    /**
     * A new token; a new reset or e-mail change link ends the previous ones (only the latest mail
     * works). `newEmail`: the address an e-mail change link confirms. `withToken` runs in the
     * token's transaction (the mail with its link is queued there, so both commit or neither).
     */
    issue: (
      customerId: string,
      purpose: EmailTokenPurpose,
      validSeconds: number,
      newEmail?: string,
      withToken?: (tx: Database, token: string) => Promise<void>,
    ) =>
      repositoryCall(async () => {
        const token = randomToken();
        await db.transaction(async (tx) => {
          if (purpose !== 'activation')
            await tx
              .delete(emailTokens)
              .where(and(eq(emailTokens.customerId, customerId), eq(emailTokens.purpose, purpose)));
          await tx.insert(emailTokens).values({
            tokenHash: hashToken(token),
            customerId,
            purpose,
            expiresAt: new Date(Date.now() + validSeconds * 1000),
            newEmail: newEmail ?? null,
          });
          await withToken?.(tx, token);
        });
        return token;
      }),

    /**
     * Housekeeping (the housekeeping job, jobs/): links expired more than a day ago; answers how
     * many. A used link stays until then, so opening it again can still be told apart from a link
     * that never was (holder).
     */
    purgeExpired: () =>
      repositoryCall(async () => {
        const deleted = await db
          .delete(emailTokens)
          .where(sql`${emailTokens.expiresAt} < now() - interval '1 day'`)
          .returning({ tokenHash: emailTokens.tokenHash });
        return deleted.length;
      }),

    /** The customer a token was issued to for `purpose`, used or not, expired or not. */
    holder: async (token: string, purpose: EmailTokenPurpose) => {
      const [row] = await db
        .select({ customerId: emailTokens.customerId })
        .from(emailTokens)
        .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)));
      return row?.customerId;
    },

    /**
     * Uses a token up: answers its customer only if it existed, was meant for `purpose`, was unused
     * and unexpired. One atomic update, so two clicks on one link cannot both succeed.
     */
    consume: async (token: string, purpose: EmailTokenPurpose, tx: Database = db) => {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            eq(emailTokens.purpose, purpose),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ customerId: emailTokens.customerId });
      return row?.customerId;
    },

    /** Uses an e-mail change link up (as `consume`): its customer and the address it confirms. */
    consumeEmailChange: async (token: string, tx: Database = db) => {
      const [row] = await tx
        .update(emailTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailTokens.tokenHash, hashToken(token)),
            eq(emailTokens.purpose, 'email_change'),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ customerId: emailTokens.customerId, newEmail: emailTokens.newEmail });
      return row?.newEmail ? { customerId: row.customerId, newEmail: row.newEmail } : undefined;
    },
  };
}

export type EmailTokens = ReturnType<typeof createEmailTokens>;
