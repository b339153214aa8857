import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { newsletterInterests, newsletterStatuses } from '@shop/api-client/contract';
import { languages, storeKeys } from '@shop/i18n';
import { oneOf } from '../db/one-of';

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A newsletter subscription with double opt-in: `pending` until the link in the confirmation
 * mail is followed; the confirmation token is stored as SHA-256 only.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull().unique(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    interests: text('interests', { enum: newsletterInterests })
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status', { enum: newsletterStatuses }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /**
     * Kept as is, unlike the confirmation token: every newsletter mail carries it, and all it
     * can do is end this subscription.
     */
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: at('created_at'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('newsletter_subscriptions_confirm_idx').on(t.confirmTokenHash),
    check('newsletter_subscriptions_status_check', oneOf(t.status, newsletterStatuses)),
  ],
);
