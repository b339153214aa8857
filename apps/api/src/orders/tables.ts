import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  carriers,
  currencies,
  orderStates,
  orderTypes,
  paymentMethods,
  paymentStates,
  priceTypes,
  type PayoutBankDetails,
  type PostalAddress,
  type ShippingMethodKey,
  timelineEvents,
} from '@shop/api-client/contract';
import { storeKeys } from '@shop/i18n';
import { cartQuotes, lineQuantity } from '../carts/tables';
import { taxClass } from '../catalogue/tables';
import { discountCodes } from '../checkout/tables';
import { oneOf } from '../db/one-of';
import { orderStages } from './lifecycle/machine';
import type { StoredSettlement } from './lifecycle/settlement';

/*
 * Orders (spec 3 "Order", 5, 7). An order copies what the cart held when it was placed: lines with
 * names and unit prices, addresses, shipping and payment, so later catalogue or price changes do
 * not alter it. States change only through the lifecycle (orders/lifecycle/service.ts).
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Shipping as ordered: the method and what it cost. */
export interface OrderShippingInfo {
  methodKey: ShippingMethodKey;
  centAmount: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable: the year it was placed and the next value of orderNumberSequence (2026-000042). */
    orderNumber: text('order_number').notNull(),
    ownerId: uuid('owner_id').notNull(),
    cartId: uuid('cart_id').notNull(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    locale: text('locale').notNull(),
    currency: text('currency', { enum: currencies }).notNull(),
    transactionType: text('transaction_type', { enum: priceTypes }).notNull(),
    orderType: text('order_type', { enum: orderTypes }).notNull(),
    orderState: text('order_state', { enum: orderStates }).notNull(),
    paymentState: text('payment_state', { enum: paymentStates }).notNull(),
    shippingInfo: jsonb('shipping_info').$type<OrderShippingInfo>(),
    shippingAddress: jsonb('shipping_address').$type<PostalAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<PostalAddress>().notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    pickupBranchId: uuid('pickup_branch_id'),
    payoutBankDetails: jsonb('payout_bank_details').$type<PayoutBankDetails>(),
    /**
     * Cash above the store's anti-money-laundering threshold when the order was placed: the
     * customer shows an ID at the counter. Kept, as the threshold (store_rules) may change later.
     */
    cashIdentificationRequired: boolean('cash_identification_required').notNull().default(false),
    customerEmail: text('customer_email').notNull(),
    comment: text('comment'),
    utmParams: jsonb('utm_params').$type<Record<string, string>>(),
    /**
     * The published versions of the terms and the privacy policy the customer accepted, and when
     * (issue 22): kept on the order because the texts change later. Null for orders placed before
     * consents were recorded.
     */
    termsVersion: text('terms_version'),
    privacyVersion: text('privacy_version'),
    consentsAcceptedAt: timestamp('consents_accepted_at', { withTimezone: true }),
    discountCentAmount: integer('discount_cent_amount').notNull().default(0),
    /** The coupon the order was placed with (its redemption), if any. */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id),
    /** The review step's quote whose prices the order was placed at, if it was still valid. */
    quoteId: uuid('quote_id').references(() => cartQuotes.id, { onDelete: 'set null' }),
    subtotalNetCentAmount: integer('subtotal_net_cent_amount').notNull(),
    totalTaxCentAmount: integer('total_tax_cent_amount').notNull(),
    totalGrossCentAmount: integer('total_gross_cent_amount').notNull(),
    paymentDate: timestamp('payment_date', { withTimezone: true }),
    /**
     * The fulfilment step reached within the order state (orders/lifecycle/machine.ts): waiting in
     * the branch, shipped, a sale's goods received or assayed.
     */
    stage: text('stage', { enum: orderStages }),
    /** The payment as staff recorded it: its reference and amount, flagged when not the total. */
    paymentReference: text('payment_reference'),
    paymentReceivedCentAmount: integer('payment_received_cent_amount'),
    paymentAmountMismatch: boolean('payment_amount_mismatch').notNull().default(false),
    carrier: text('carrier', { enum: carriers }),
    trackingNumber: text('tracking_number'),
    /** A sale's goods as received and assayed, and the payout that follows (lifecycle/settlement.ts). */
    settlement: jsonb('settlement').$type<StoredSettlement>(),
    /** Set when the confirmation mail is claimed for sending: it goes out once per order. */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    // A cart becomes at most one order, whatever races the idempotency keys miss.
    uniqueIndex('orders_cart_idx').on(t.cartId),
    index('orders_owner_idx').on(t.ownerId, t.createdAt),
    // Redemptions of a code, overall and per customer, are counted from the orders that used it.
    index('orders_discount_code_idx').on(t.discountCodeId, t.ownerId),
    check('orders_transaction_type_check', oneOf(t.transactionType, priceTypes)),
    check('orders_state_check', oneOf(t.orderState, orderStates)),
    // The states in the order the check was first migrated with, so it needs no new migration.
    check('orders_payment_state_check', oneOf(t.paymentState, ['Paid', 'Pending', 'Failed'])),
    check('orders_stage_check', oneOf(t.stage, orderStages)),
    check('orders_carrier_check', oneOf(t.carrier, carriers)),
    // The staff board filters and counts by state within a store.
    index('orders_store_state_idx').on(t.storeKey, t.orderState, t.createdAt),
  ],
);

const actorKinds = ['staff', 'customer', 'system'] as const;

/**
 * An order's timeline (issue 25): its placing, every transition and every reminder, with who
 * recorded it, the details and the states it left. Written in the transition's transaction; the
 * step's mail is claimed on the entry (mail_sent_at), so it goes out at most once.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: at('at'),
    event: text('event', { enum: timelineEvents }).notNull(),
    actorKind: text('actor_kind', { enum: actorKinds }).notNull(),
    /** A staff member's id and name as they were (the name is kept for the record). */
    actorStaffId: uuid('actor_staff_id'),
    actorName: text('actor_name'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    orderState: text('order_state', { enum: orderStates }).notNull(),
    paymentState: text('payment_state', { enum: paymentStates }).notNull(),
    /** The Idempotency-Key the event was sent with, and the hash of its details. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.at),
    uniqueIndex('order_events_key_idx').on(t.orderId, t.idempotencyKey),
    check('order_events_event_check', oneOf(t.event, timelineEvents)),
    check('order_events_actor_check', oneOf(t.actorKind, actorKinds)),
    check(
      'order_events_staff_check',
      sql`(${t.actorKind} = 'staff') = (${t.actorStaffId} is not null)`,
    ),
  ],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sku: text('sku').notNull(),
    productId: uuid('product_id').notNull(),
    nameDe: text('name_de').notNull(),
    nameEn: text('name_en').notNull(),
    /** Pieces, or grams of scrap to a tenth of a gram (see lineQuantity). */
    quantity: lineQuantity('quantity').notNull(),
    unitCentAmount: integer('unit_cent_amount').notNull(),
    taxRateBps: integer('tax_rate_bps').notNull(),
    /** As ordered, for the invoice: the margin scheme must be named there, and its VAT not shown. */
    taxClass: taxClass('tax_class').notNull(),
    /** The line's share of the order's coupon discount (gross): its cost for the sell-back rule. */
    discountCentAmount: integer('discount_cent_amount').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_line_items_position_idx').on(t.orderId, t.position),
    check('order_line_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Order numbers. A sequence hands out values without a lock that lives until commit (the per-year
 * counter row it replaces made every order transaction wait for the one before it to commit, and
 * under load that queue grew into one-second stalls). It does not restart each year: the year in
 * the number is the order's; a value taken by a transaction that then fails is skipped.
 */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1 });

/**
 * Idempotency keys of POST /orders (as Stripe keeps them): per owner, with the hash of the body
 * that first used the key and, once completed, the answer every repeat gets. Kept 24 hours.
 */
const idempotencyStates = ['in-progress', 'completed'] as const;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    ownerId: uuid('owner_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: idempotencyStates }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: at('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state_check', oneOf(t.state, idempotencyStates)),
  ],
);
