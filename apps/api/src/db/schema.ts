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
import { fineWeightUnits, preciousMetals } from '@shop/api-client/contract';
import { cartsSchema } from './carts-schema';
import { checkoutSchema } from './checkout-schema';
import { customersSchema } from './customers-schema';
import { wishlistsSchema } from './wishlists-schema';
import { contentSchema } from './content-schema';
import { ordersSchema } from './orders-schema';
import { applicationSchema } from './application-schema';
import { depositsSchema } from './deposits-schema';
import { alertsSchema } from './alerts-schema';
import { taxClass } from './tax-schema';

export * from './carts-schema';
export * from './tax-schema';
export * from './checkout-schema';
export * from './customers-schema';
export * from './wishlists-schema';
export * from './content-schema';
export * from './orders-schema';
export * from './application-schema';
export * from './deposits-schema';
export * from './alerts-schema';

export const preciousMetal = pgEnum('precious_metal', preciousMetals);
export const fineWeightUnit = pgEnum('fine_weight_unit', fineWeightUnits);
/** Physical form; drives the product picture and, later, shipping and tax rules. */
export const productForm = pgEnum('product_form', ['coin', 'bar', 'scrap', 'accessory', 'gift']);
export const priceType = pgEnum('price_type', ['buy', 'sell']);

const measure = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  slugDe: text('slug_de').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  position: integer('position').notNull(),
});

/**
 * The catalogue. Prices are deliberately absent: they live in a prices table keyed by
 * (product_id, store key, type, min quantity) because they follow spot prices per store currency.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    slugDe: text('slug_de').notNull().unique(),
    slugEn: text('slug_en').notNull().unique(),
    descriptionDe: text('description_de').notNull(),
    descriptionEn: text('description_en').notNull(),
    form: productForm('form').notNull(),
    manufacturer: text('manufacturer'),
    preciousMetal: preciousMetal('precious_metal'),
    series: text('series'),
    yearsOfIssue: text('years_of_issue'),
    fineWeight: measure('fine_weight'),
    fineWeightUnit: fineWeightUnit('fine_weight_unit'),
    /** Fine weight in grams, kept beside the display value so sorting needs no unit arithmetic. */
    fineWeightG: measure('fine_weight_g'),
    fineness: text('fineness'),
    countryOfOrigin: text('country_of_origin'),
    thicknessMm: measure('thickness_mm'),
    diameterMm: measure('diameter_mm'),
    grossWeightG: measure('gross_weight_g'),
    gradeDe: text('grade_de'),
    gradeEn: text('grade_en'),
    editionDe: text('edition_de'),
    editionEn: text('edition_en'),
    certificateDe: text('certificate_de'),
    certificateEn: text('certificate_en'),
    packagingDe: text('packaging_de'),
    packagingEn: text('packaging_en'),
    /**
     * Units that can be sold now; buy orders reserve from it in their transaction and a cancelled
     * one gives them back. The availability shown is derived from it (availabilityOf).
     */
    stock: integer('stock').notNull().default(0),
    dutyFree: boolean('duty_free').notNull().default(false),
    taxClass: taxClass('tax_class').notNull().default('standard'),
    /** Curated position for sort=default. */
    position: integer('position').notNull(),
    /**
     * Lowercased, accent-folded text (names in both languages with umlauts both folded and
     * spelt out, manufacturer, series, SKU). Written by the application on every insert or update
     * so search behaves identically on PGlite and PostgreSQL without the unaccent extension.
     */
    searchText: text('search_text').notNull(),
    /** The same folding applied to the two names only; a hit here ranks higher. */
    searchName: text('search_name').notNull(),
    /** Accent-folded names: byte-order sorting of these is the same on every server collation. */
    sortNameDe: text('sort_name_de').notNull(),
    sortNameEn: text('sort_name_en').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_precious_metal_idx').on(t.preciousMetal),
    index('products_manufacturer_idx').on(t.manufacturer),
    index('products_position_idx').on(t.position),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    /** Path below the API root (e.g. /products/images/GC-KRU-1OZ.svg); the public prefix is added on output. */
    path: text('path').notNull(),
    altDe: text('alt_de').notNull(),
    altEn: text('alt_en').notNull(),
  },
  (t) => [uniqueIndex('product_images_product_position_idx').on(t.productId, t.position)],
);

// ---------------------------------------------------------------------------------------------
// Prices. Rules (premiums, spreads, tiers, tax, list prices) are data; the engine (src/prices)
// turns them with the market quotes into product_prices and metal_prices on every recalculation.

const currency = (name: string) => text(name).notNull();
const currencyCheck = (column: unknown) => sql`${column} in ('EUR', 'CHF', 'USD')`;

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
  (t) => [check('fx_rates_currency_check', currencyCheck(t.currency))],
);

/**
 * Premium (buy, over spot) and spread (sell, under spot) in basis points. A rule applies when all
 * its non-null conditions hold; of the applicable rules the highest priority wins, then the one
 * with the smallest max_fine_weight_g. A null premium means "not sold", a null spread "not bought
 * back". `quote` rules price the per-ounce metal ticker instead of products.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: serial('id').primaryKey(),
    quote: boolean('quote').notNull().default(false),
    sku: text('sku'),
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
    storeKey: text('store_key').notNull(),
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
    check('list_prices_currency_check', currencyCheck(t.currency)),
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
 * (see onlyIfMissing in prices/recalculation.ts).
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

export const schema = {
  categories,
  products,
  productCategories,
  productImages,
  spotQuotes,
  fxRates,
  priceRules,
  priceTiers,
  taxRates,
  listPrices,
  productPrices,
  metalPrices,
  metalPriceSnapshots,
  priceState,
  ...customersSchema,
  ...cartsSchema,
  ...checkoutSchema,
  ...wishlistsSchema,
  ...contentSchema,
  ...ordersSchema,
  ...applicationSchema,
  ...depositsSchema,
  ...alertsSchema,
};
