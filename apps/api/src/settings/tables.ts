import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DealerAccount } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';

/*
 * The shop's settings that staff change at run time (issue 26, item 5). The environment's values
 * (DEALER_BANK_ACCOUNTS, ORDER_DESK_MAIL_TO, UNPAID_REMINDER_DAYS, UNPAID_CANCEL_DAYS) fill rows
 * that do not exist yet; from then on these rows are what the shop runs on. The per-store limits
 * of the checkout (anti-money-laundering threshold, cash payout, scrap box, 24-hour limit) stay in
 * store_rules, which the checkout reads on every cart.
 */

/** The settings of the whole shop: one row, id 'shop'. */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: text('id').primaryKey().default('shop'),
    /** Spec 4: on, every shop page leads to the maintenance page (the edge follows it). */
    inMaintenance: boolean('in_maintenance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_one_row_check', sql`${t.id} = 'shop'`)],
);

/** The settings of one store. */
export const storeSettings = pgTable(
  'store_settings',
  {
    storeKey: text('store_key', { enum: storeKeys }).primaryKey(),
    /** Where customers pay bank-transfer purchases of the store. */
    dealerAccount: jsonb('dealer_account').$type<DealerAccount>().notNull(),
    /** Where the store's order desk hears of new orders. */
    orderDeskEmail: text('order_desk_email').notNull(),
    /** Days after placing an unpaid bank-transfer purchase is reminded. */
    unpaidReminderDays: integer('unpaid_reminder_days').notNull(),
    /** Days after placing it is cancelled unless paid; later than the reminder. */
    unpaidCancelDays: integer('unpaid_cancel_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'store_settings_days_check',
      sql`${t.unpaidReminderDays} between 1 and 365 and ${t.unpaidCancelDays} between 2 and 365 and ${t.unpaidCancelDays} > ${t.unpaidReminderDays}`,
    ),
  ],
);
