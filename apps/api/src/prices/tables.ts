import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { currencies, priceTypes } from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { measure, preciousMetal, productForm, products, taxClass } from '../catalogue/tables';
import { oneOf } from '../db/one-of';

export const priceType = pgEnum('price_type', priceTypes);

// Prices. Rules (premiums, spreads, tiers, tax, list prices) are data; the engine (src/prices)
// turns them with the market quotes into product_prices and metal_prices on every recalculation.

const currency = (name: string) => text(name, { enum: currencies }).notNull();

/** Latest spot price per metal, USD per troy ounce (mid), as the feed last delivered it. */
export const spotQuotes = pgTable('spot_quotes', {
  metal: preciousMetal('metal').primaryKey(),
  usdPerOz: numeric('usd_per_oz', { precision: 16, scale: 6, mode: 'number' }).notNull(),
  quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
});

/** Latest FX rate: units of `currency` per US dollar (USD itself is 1 and not stored). */
export const fxRates = pgTable(
  'fx_rates',
  {
    currency: currency('currency').primaryKey(),
    perUsd: numeric('per_usd', { precision: 16, scale: 8, mode: 'number' }).notNull(),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('fx_rates_currency_check', oneOf(t.currency, currencies))],
);

/**
 * Premium (buy, over spot) and spread (sell, under spot) in basis points. A rule applies when all
 * its non-null conditions hold; of the applicable rules the highest priority wins, then the one
 * with the smallest max_fine_weight_g; a rule of one store (store_key) applies there only. A null premium means "not sold", a null spread "not bought
 * back". `quote` rules price the per-ounce metal ticker instead of products.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: serial('id').primaryKey(),
    quote: boolean('quote').notNull().default(false),
    sku: text('sku'),
    /** Applies in this store only; null: in every store. */
    storeKey: text('store_key', { enum: storeKeys }),
    categoryKey: text('category_key'),
    metal: preciousMetal('metal'),
    form: productForm('form'),
    maxFineWeightG: measure('max_fine_weight_g'),
    priority: integer('priority').notNull().default(0),
    premiumBps: integer('premium_bps'),
    spreadBps: integer('spread_bps'),
    note: text('note'),
  },
  (t) => [
    /** A product's own premium and spread per store, as staff set them in the catalogue. */
    uniqueIndex('price_rules_sku_store_idx')
      .on(t.sku, t.storeKey)
      .where(sql`${t.sku} is not null and ${t.storeKey} is not null`),
    check('price_rules_premium_check', sql`${t.premiumBps} is null or ${t.premiumBps} >= 0`),
    check(
      'price_rules_spread_check',
      sql`${t.spreadBps} is null or (${t.spreadBps} >= 0 and ${t.spreadBps} < 10000)`,
    ),
  ],
);

/**
 * Quantity discounts on the buy premium (percentage points in bps) from min_quantity on. Tiers of
 * a product's category replace the general tiers (category_key null).
 */
export const priceTiers = pgTable(
  'price_tiers',
  {
    id: serial('id').primaryKey(),
    categoryKey: text('category_key'),
    minQuantity: integer('min_quantity').notNull(),
    discountBps: integer('discount_bps').notNull(),
  },
  (t) => [
    uniqueIndex('price_tiers_category_quantity_idx').on(t.categoryKey, t.minQuantity),
    check('price_tiers_quantity_check', sql`${t.minQuantity} > 1`),
    check('price_tiers_discount_check', sql`${t.discountBps} >= 0`),
  ],
);

/** VAT per store and tax class in basis points (2000 = 20 %). */
export const taxRates = pgTable(
  'tax_rates',
  {
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    taxClass: taxClass('tax_class').notNull(),
    rateBps: integer('rate_bps').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeKey, t.taxClass] }),
    check('tax_rates_rate_check', sql`${t.rateBps} >= 0 and ${t.rateBps} < 10000`),
  ],
);

/** Fixed net prices of products without metal (accessories), per currency. */
export const listPrices = pgTable(
  'list_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    currency: currency('currency'),
    netCentAmount: integer('net_cent_amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.currency] }),
    check('list_prices_currency_check', oneOf(t.currency, currencies)),
  ],
);

/**
 * The computed price sheet of a product: per store its gross buy tiers, sell price, tax rate and
 * spot value, as a compact integer array (layout in src/prices/sheet.ts). One row per product
 * keeps a recalculation to one set-based statement over N small rows; fillfactor leaves room for
 * HOT updates. When they were computed is price_state's last_recalculated_at.
 *
 * UNLOGGED (migration 0002; drizzle's schema cannot say so): prices are derived data, recomputed
 * from the quotes and the rules, so they skip the write-ahead log. A crash of PostgreSQL empties
 * the table; an API instance then recalculates on start and when its LISTEN connection comes back
 * (see onlyIfOutdated in prices/recalculation.ts).
 */
export const productPrices = pgTable('product_prices', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  sheet: integer('sheet').array().notNull(),
});

/** The metal ticker: per troy ounce, per currency and side. */
export const metalPrices = pgTable(
  'metal_prices',
  {
    metal: preciousMetal('metal').notNull(),
    currency: currency('currency'),
    type: priceType('type').notNull(),
    centAmount: integer('cent_amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.metal, t.currency, t.type] })],
);

/** Chart history: the metal ticker at every recalculation (plus the seeded history). */
export const metalPriceSnapshots = pgTable(
  'metal_price_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
    metal: preciousMetal('metal').notNull(),
    currency: currency('currency'),
    type: priceType('type').notNull(),
    centAmount: integer('cent_amount').notNull(),
  },
  (t) => [index('metal_price_snapshots_series_idx').on(t.metal, t.currency, t.type, t.takenAt)],
);

/** One row: when prices were last recalculated. */
export const priceState = pgTable(
  'price_state',
  {
    id: integer('id').primaryKey().default(1),
    lastRecalculatedAt: timestamp('last_recalculated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('price_state_single_row', sql`${t.id} = 1`)],
);
