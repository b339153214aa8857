import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  branchPaymentMethods,
  currencies,
  priceTypes,
  shippingMethodKeys,
  type BranchReview,
  type OpeningHours,
} from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';

/*
 * Reference data of the checkout (spec 3 "Store", 4, 9): the dealer's branches, shipping methods
 * with their prices per store, per-store rules and discount codes. All of it is data, filled and
 * kept up to date from the versioned seed file seed/checkout-data.ts on every start.
 */

/** Spec 3 "Store": a physical branch of the dealer; pick-up chooses one, store pages show them. */
export const branches = pgTable(
  'branches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    /** The shop store whose customers may pick up here. */
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    city: text('city').notNull(),
    streetAddress: text('street_address').notNull(),
    zipCode: text('zip_code').notNull(),
    country: text('country').notNull(),
    coordinatesLat: doublePrecision('coordinates_lat').notNull(),
    coordinatesLong: doublePrecision('coordinates_long').notNull(),
    /** IANA zone of the opening hours. */
    timeZone: text('time_zone').notNull(),
    phone: text('phone'),
    openingHours: jsonb('opening_hours').$type<OpeningHours[]>().notNull(),
    aboutDe: text('about_de').notNull().default(''),
    aboutEn: text('about_en').notNull().default(''),
    paymentMethods: text('payment_methods', { enum: branchPaymentMethods })
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Reviews customers left, curated by the branch; shown on its store page. */
    reviews: jsonb('reviews')
      .$type<BranchReview[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    position: integer('position').notNull(),
  },
  (t) => [
    check('branches_lat_check', sql`${t.coordinatesLat} between -90 and 90`),
    check('branches_long_check', sql`${t.coordinatesLong} between -180 and 180`),
  ],
);

/** Spec 4: the eight shipping modes, and the cart transaction types each serves. */
export const shippingMethods = pgTable('shipping_methods', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key', { enum: shippingMethodKeys }).notNull().unique(),
  /** 'buy', 'sell' or both. */
  transactionTypes: text('transaction_types', { enum: priceTypes }).array().notNull(),
  position: integer('position').notNull(),
});

/** A method is offered in a store exactly when it has a price there. */
export const shippingMethodPrices = pgTable(
  'shipping_method_prices',
  {
    methodId: uuid('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    /** Gross, minor units of the store's currency. */
    centAmount: integer('cent_amount').notNull(),
    /** From this gross goods value on the method is free; null when never. */
    freeFromCentAmount: integer('free_from_cent_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.methodId, t.storeKey] }),
    check('shipping_method_prices_amount_check', sql`${t.centAmount} >= 0`),
  ],
);

/**
 * Per-store rules that differ by jurisdiction or currency: the anti-money-laundering cash
 * threshold (identification at pick-up above it) and the window in which a customer's cash orders
 * add up against it (linked transactions), the most a customer's buy orders may come to within 24
 * hours, the scrap metal box's value limit in the store's currency (spec 9: 5,000 EUR, fixed
 * equivalents for CHF and USD, see the seed file) and the most paid out in cash. The seed fills a
 * missing store; staff change them in the back-office's settings (issue 26).
 */
export const storeRules = pgTable(
  'store_rules',
  {
    storeKey: text('store_key', { enum: storeKeys }).primaryKey(),
    currency: text('currency', { enum: currencies }).notNull(),
    amlCashThresholdCentAmount: integer('aml_cash_threshold_cent_amount').notNull(),
    amlLinkedWindowHours: integer('aml_linked_window_hours').notNull().default(24),
    orderLimit24hCentAmount: integer('order_limit_24h_cent_amount').notNull().default(50_000_000),
    scrapBoxLimitCentAmount: integer('scrap_box_limit_cent_amount').notNull(),
    /** Spec 9: the most paid out in cash in a branch (15,000 in the store's currency). */
    cashPayoutLimitCentAmount: integer('cash_payout_limit_cent_amount')
      .notNull()
      .default(1_500_000),
  },
  (t) => [
    check(
      'store_rules_order_limits_check',
      sql`${t.amlLinkedWindowHours} between 1 and 720 and ${t.orderLimit24hCentAmount} > 0`,
    ),
    check(
      'store_rules_amounts_check',
      sql`${t.amlCashThresholdCentAmount} > 0 and ${t.scrapBoxLimitCentAmount} > 0 and ${t.cashPayoutLimitCentAmount} >= 0`,
    ),
  ],
);

/** Coupon codes (spec 5, 8): a percentage or a fixed amount off a buy cart's goods. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case; what the customer types is compared upper-cased. */
    code: text('code').notNull().unique(),
    /** Basis points off the goods (1000 = 10 %). */
    percentBps: integer('percent_bps'),
    /** A fixed amount off, in minor units of `currency`. */
    centAmount: integer('cent_amount'),
    currency: text('currency', { enum: currencies }),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /**
     * Redemptions allowed in all (orders placed with the code and not cancelled) and per customer:
     * a code without limits could be farmed (issue 22).
     */
    maxRedemptions: integer('max_redemptions').notNull().default(100),
    maxRedemptionsPerCustomer: integer('max_redemptions_per_customer').notNull().default(1),
    /**
     * Investment bullion (bars and coins) is left out of the discounted goods unless the coupon
     * says otherwise; even then the discount on a bullion line stays below its buy/sell spread.
     */
    includesInvestmentBullion: boolean('includes_investment_bullion').notNull().default(false),
    /** The stores it is for (issue 26); null: every store. */
    stores: text('stores', { enum: storeKeys }).array(),
    /** The goods' gross a cart must reach, in minor units of `currency`; null: no minimum. */
    minCartCentAmount: integer('min_cart_cent_amount'),
    /** Set when staff deactivate it: no cart adds it, and carts holding it get nothing off. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'discount_codes_kind_check',
      sql`(${t.percentBps} is not null and ${t.centAmount} is null and ${t.percentBps} between 1 and 10000)
        or (${t.percentBps} is null and ${t.centAmount} > 0 and ${t.currency} is not null)`,
    ),
    check(
      'discount_codes_limits_check',
      sql`${t.maxRedemptions} > 0 and ${t.maxRedemptionsPerCustomer} > 0`,
    ),
    check(
      'discount_codes_minimum_check',
      sql`${t.minCartCentAmount} is null or (${t.minCartCentAmount} >= 0 and ${t.currency} is not null)`,
    ),
  ],
);
