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
  jsonb,
  numeric,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  cartStates,
  currencies,
  orderTypes,
  paymentMethods,
  priceTypes,
  shippingMethodKeys,
  type PayoutBankDetails,
  type PostalAddress,
} from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { taxClass } from '../catalogue/tables';
import { oneOf } from '../db/one-of';
import { branches, discountCodes, shippingMethods } from '../checkout/tables';

/*
 * Carts (spec 3 "Cart", 4, 5, 8, 9). A cart belongs to an owner id, the session's: a guest's
 * anonymous id or a customer's id, so there is no foreign key (guests have no row); a guest's
 * carts move to the customer on sign-in (carts/merge.ts). Line items keep the product's
 * name and slug and the unit price they were priced at; POST /carts/{id}/recalculate re-prices.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').notNull(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    /** The store's locale tag for the page language (de-AT, en-GB, ...). */
    locale: text('locale').notNull(),
    transactionType: text('transaction_type', { enum: priceTypes }).notNull(),
    orderType: text('order_type', { enum: orderTypes }).notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    country: text('country').notNull(),
    status: text('status', { enum: cartStates }).notNull().default('active'),
    customerEmail: text('customer_email'),
    /** The chosen shipping method; null until chosen (the default rule applies then). */
    shippingMethodKey: text('shipping_method_key', { enum: shippingMethodKeys }).references(
      () => shippingMethods.key,
    ),
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    pickupBranchId: uuid('pickup_branch_id').references(() => branches.id),
    /** Checked by the contract's PostalAddressSchema on the way in. */
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>(),
    /** Sell carts: where the payout goes (PayoutBankDetailsSchema). */
    payoutBankDetails: jsonb('payout_bank_details').$type<PayoutBankDetails>(),
    /** Spec 5: one coupon per cart. */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    /** Incremented by every write; a write carrying another version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('carts_owner_idx').on(t.ownerId, t.status),
    check('carts_transaction_type_check', oneOf(t.transactionType, priceTypes)),
    check('carts_order_type_check', oneOf(t.orderType, orderTypes)),
    check('carts_status_check', oneOf(t.status, cartStates)),
    check('carts_currency_check', oneOf(t.currency, currencies)),
    check('carts_version_check', sql`${t.version} > 0`),
    check(
      'carts_payment_method_check',
      sql`${t.paymentMethod} is null or ${oneOf(t.paymentMethod, paymentMethods)}`,
    ),
  ],
);

/**
 * A line's quantity: whole pieces, or grams of scrap to a tenth of a gram (issue 23). Numeric
 * with one decimal place, so a whole number keeps its meaning (pieces, or whole grams).
 */
export const lineQuantity = (name: string) =>
  numeric(name, { precision: 9, scale: 1, mode: 'number' });

export const cartLineItems = pgTable(
  'cart_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    productId: uuid('product_id').notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    slugDe: text('slug_de').notNull(),
    slugEn: text('slug_en').notNull(),
    isScrap: boolean('is_scrap').notNull(),
    quantity: lineQuantity('quantity').notNull(),
    /** Gross per unit in minor units of the cart's currency, from the tier of `min_quantity`. */
    unitCentAmount: integer('unit_cent_amount').notNull(),
    minQuantity: integer('min_quantity').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    /** The product's class in the cart's store when the line was last priced. */
    taxClass: taxClass('tax_class').notNull(),
    /**
     * What the dealer paid back per unit on the same price sheet (null when it buys none back):
     * a coupon's discount on a bullion line stays below the spread between the two.
     */
    sellUnitCentAmount: integer('sell_unit_cent_amount'),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('cart_line_items_cart_sku_idx').on(t.cartId, t.sku),
    check(
      'cart_line_items_quantity_check',
      sql`${t.quantity} > 0 and (${t.isScrap} or ${t.quantity} = trunc(${t.quantity}))`,
    ),
    check('cart_line_items_price_check', sql`${t.unitCentAmount} >= 0`),
    check('cart_line_items_tax_check', sql`${t.taxRateBps} >= 0 and ${t.taxRateBps} < 10000`),
  ],
);

/** A quoted line: what the order will charge per unit while the quote lasts. */
export interface QuoteLine {
  sku: string;
  quantity: number;
  unitCentAmount: number;
}

/**
 * Price quotes of the review step (POST /carts/{id}/quote, issue 22): the cart's prices held for
 * its owner until `expires_at`, bound to the cart's version (any change to the cart ends it) and
 * used by at most one order (`used_at`).
 */
export const cartQuotes = pgTable(
  'cart_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    cartVersion: integer('cart_version').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    lines: jsonb('lines').$type<QuoteLine[]>().notNull(),
    totalGrossCentAmount: integer('total_gross_cent_amount').notNull(),
    createdAt: at('created_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('cart_quotes_cart_idx').on(t.cartId),
    check('cart_quotes_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);
