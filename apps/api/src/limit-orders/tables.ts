import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  currencies,
  limitOrderStatuses,
  priceTypes,
  type PayoutBankDetails,
} from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { customers } from '../customers/tables';
import { oneOf } from '../db/one-of';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const limitOrderType = pgEnum('limit_order_type', priceTypes);
export const limitOrderStatus = pgEnum('limit_order_status', limitOrderStatuses);

/**
 * Limit orders (spec 3, 4, 9): a customer's standing order to buy or sell a quantity of a product
 * in one store once its unit price reaches the target. limit-orders/executor.ts turns an Active
 * one into an order after a recalculation; the claim on `status` makes that happen once, whatever
 * number of API instances run the executor. Account deletion refuses while Active or Inactive
 * ones exist.
 */
export const limitOrders = pgTable(
  'limit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The store it was placed in: prices, currency and the order come from there. */
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    /** The store's locale tag of the page it was placed on; its language is the mails'. */
    locale: text('locale').notNull(),
    productSku: text('product_sku').notNull(),
    type: limitOrderType('type').notNull(),
    quantity: integer('quantity').notNull(),
    targetUnitPriceCentAmount: integer('target_unit_price_cent_amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    expiresAt: at('expires_at').notNull(),
    status: limitOrderStatus('status').notNull().default('Active'),
    /** Why it became Inactive: expired, productUnpublished, or the order check that failed. */
    inactiveReason: text('inactive_reason'),
    /** Sell orders: where the payout goes (PayoutBankDetailsSchema). */
    payoutBankDetails: jsonb('payout_bank_details').$type<PayoutBankDetails>(),
    /** The order it became (Executed). */
    orderId: uuid('order_id'),
    executedAt: at('executed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('limit_orders_customer_idx').on(t.customerId, t.status),
    index('limit_orders_status_idx').on(t.status),
    check('limit_orders_quantity_check', sql`${t.quantity} > 0`),
    check(
      'limit_orders_price_check',
      sql`${t.targetUnitPriceCentAmount} > 0 and ${t.targetUnitPriceCentAmount} <= 50000000`,
    ),
    check('limit_orders_currency_check', oneOf(t.currency, currencies)),
  ],
);

/** Limit order numbers (LO-000042): a sequence, so concurrent placements never share one. */
export const limitOrderNumbers = pgSequence('limit_order_number_seq');
