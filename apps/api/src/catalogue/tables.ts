import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  categoryKeys,
  fineWeightUnits,
  preciousMetals,
  productForms,
} from '@shop/api-client/contract';
import { bytes } from '../db/bytes';
import { taxClasses } from '../prices/tax-classes';

/*
 * The catalogue: categories, products and their pictures. Other features' tables point at
 * products (prices, cart and order lines, wishlists, alerts); their code reaches the catalogue
 * through its services.
 */

export const preciousMetal = pgEnum('precious_metal', preciousMetals);
export const fineWeightUnit = pgEnum('fine_weight_unit', fineWeightUnits);
/** Physical form; drives the product picture and, later, shipping and tax rules. */
export const productForm = pgEnum('product_form', productForms);
/**
 * VAT treatment; prices/tax-classes.ts decides it from the product's facts. Products, cart lines,
 * order lines and tax rates all use it.
 */
export const taxClass = pgEnum('tax_class', taxClasses);

export const measure = (name: string) => numeric(name, { precision: 12, scale: 4, mode: 'number' });

export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key', { enum: categoryKeys }).notNull().unique(),
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
    /** Below this many units the product is lowStock ("only N left"); staff set it per product. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Staff took it off sale: shown sold out and not orderable, whatever the stock. */
    markedSoldOut: boolean('marked_sold_out').notNull().default(false),
    /**
     * In the shop (listings, search, product page, carts). An unpublished product is absent from
     * every shop answer, its open limit orders turn Inactive (spec 4); staff still see it.
     */
    published: boolean('published').notNull().default(true),
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
    check('products_low_stock_threshold_check', sql`${t.lowStockThreshold} >= 0`),
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

/**
 * An uploaded picture's bytes, beside its product_images row (whose path is the picture's
 * address): in the database, so every API instance serves it. The original is kept for sizes the
 * shop may ask for later; `picture` is what the shop is served now.
 */
export const productImageFiles = pgTable(
  'product_image_files',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    original: bytes('original').notNull(),
    originalType: text('original_type').notNull(),
    /** WebP, at most PICTURE_SIZE pixels wide and high. */
    picture: bytes('picture').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of `picture` in hex: its file name, so a replaced picture gets a new address. */
    digest: text('digest').notNull(),
  },
  (t) => [index('product_image_files_digest_idx').on(t.digest)],
);
