import { check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeKeys } from '@shop/i18n';
import { oneOf } from '../db/one-of';

/*
 * Precious-metal deposits (spec 3 "Deposit", 7 GET /deposits): one per customer and store, opened
 * by the customer. Its positions are not stored: they are the customer's orders of that store
 * shipped to the deposit (shipping method `deposit`), so an order is the single record of what
 * went in or out (deposits/repository.ts).
 */

export const deposits = pgTable(
  'deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Numbers the online depot number: the store's code and this (AT-1000042). */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
    ownerId: uuid('owner_id').notNull(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One deposit per customer and store, whatever concurrent openings race.
    uniqueIndex('deposits_owner_store_idx').on(t.ownerId, t.storeKey),
    uniqueIndex('deposits_number_idx').on(t.number),
    check('deposits_store_key_check', oneOf(t.storeKey, storeKeys)),
  ],
);
