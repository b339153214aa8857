import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies, priceTypes } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { customers } from '../customers/tables';
import { oneOf } from '../db/one-of';

/*
 * A customer's alerts on products of one store (issue 12): a price alert mails once when a
 * recalculation brings the price of its side to the target; an availability alert mails once
 * when an unavailable product can be bought again. alerts/notifier.ts sends both after every
 * recalculation; the conditional update that stamps the sending makes it happen once, whatever
 * number of API instances run it.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    /** The locale tag of the page it was set on; its language is the mail's. */
    locale: text('locale').notNull(),
    productSku: text('product_sku').notNull(),
    /** buy: tell me when the buy price is at or below the target; sell: at or above. */
    type: text('type', { enum: priceTypes }).notNull(),
    targetCentAmount: integer('target_cent_amount').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    /** When its mail was claimed for sending; an alert fires once. */
    triggeredAt: at('triggered_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('price_alerts_customer_idx').on(t.customerId, t.createdAt),
    index('price_alerts_open_idx')
      .on(t.productSku)
      .where(sql`${t.triggeredAt} is null`),
    check('price_alerts_type_check', oneOf(t.type, priceTypes)),
    check(
      'price_alerts_target_check',
      sql`${t.targetCentAmount} > 0 and ${t.targetCentAmount} <= 50000000`,
    ),
    check('price_alerts_currency_check', oneOf(t.currency, currencies)),
  ],
);

export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    locale: text('locale').notNull(),
    productSku: text('product_sku').notNull(),
    /** Spec 4: the notification toggles enabled or disabled. */
    enabled: boolean('enabled').notNull().default(true),
    /** When its mail was claimed for sending; enabling it again clears this. */
    notifiedAt: at('notified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('availability_alerts_product_idx').on(t.customerId, t.storeKey, t.productSku),
    index('availability_alerts_open_idx')
      .on(t.productSku)
      .where(sql`${t.enabled}`),
  ],
);
