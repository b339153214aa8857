import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerTypes, tokenLevels, type PayoutBankDetails } from '@shop/api-client/contract';

/*
 * Customers, their sessions and what proves who they are (spec 3, 5, 7). Secrets are never
 * stored: passwords as argon2id hashes, refresh tokens, e-mail tokens and SMS codes as hashes.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const customerType = pgEnum('customer_type', customerTypes);
export const sessionLevel = pgEnum('session_level', tokenLevels);
export const emailTokenPurpose = pgEnum('email_token_purpose', ['activation', 'password_reset']);
export const messageChannel = pgEnum('message_channel', ['email', 'sms']);
export const limitOrderType = pgEnum('limit_order_type', ['buy', 'sell']);
export const limitOrderStatus = pgEnum('limit_order_status', [
  'Active',
  'Inactive',
  'Executed',
  'Cancelled',
]);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case (the shared schema folds it); the unique index folds again to be sure. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    salutation: text('salutation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: customerType('type').notNull().default('individual'),
    companyName: text('company_name'),
    vatId: text('vat_id'),
    /** E.164 (+4366412345678), as libphonenumber formats it. */
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    newsletterInterests: text('newsletter_interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language').notNull().default('de'),
    /** Optimistic concurrency: every change adds one; a stale version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    firstLoginAt: at('first_login_at'),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    check('customers_language_check', sql`${t.language} in ('de', 'en')`),
  ],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    title: text('title'),
    salutation: text('salutation'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    streetName: text('street_name').notNull(),
    streetNumber: text('street_number').notNull(),
    apartment: text('apartment'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    country: text('country').notNull(),
    phone: text('phone'),
    defaultShipping: boolean('default_shipping').notNull().default(false),
    defaultBilling: boolean('default_billing').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.createdAt),
    // At most one default of each kind per customer, whatever races the requests run.
    uniqueIndex('customer_addresses_default_shipping')
      .on(t.customerId)
      .where(sql`${t.defaultShipping}`),
    uniqueIndex('customer_addresses_default_billing')
      .on(t.customerId)
      .where(sql`${t.defaultBilling}`),
  ],
);

/**
 * A session family: everything issued from one anonymous start or one login. Access tokens name
 * it; a revoked (or deleted) family ends all of its tokens at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The anonymous id, or the customer's id for User sessions. */
    ownerId: text('owner_id').notNull(),
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    level: sessionLevel('level').notNull(),
    /** The anonymous owner this login started from: the only one POST /customers/merge accepts. */
    anonymousOwnerId: text('anonymous_owner_id'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    index('sessions_customer_idx').on(t.customerId),
    check(
      'sessions_user_has_customer',
      sql`${t.level} = 'Anonymous' or ${t.customerId} is not null`,
    ),
  ],
);

/** Every refresh token a family was ever given (hashes only), so a replayed old one is recognised. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    /** Set when exchanged for a successor; presenting it again is reuse. */
    rotatedAt: at('rotated_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Activation and password-reset links: single use, expiring, stored as hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_tokens_customer_idx').on(t.customerId, t.purpose)],
);

/** The one SMS code a customer may currently confirm (a new one replaces it). */
export const phoneCodes = pgTable('phone_codes', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  /** HMAC of the code with the token secret: six digits alone would be guessed offline. */
  codeHash: text('code_hash').notNull(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/** Mail and SMS while the outbox is the transport (development, QA, tests). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: messageChannel('channel').notNull(),
    /** Lower-case e-mail address or E.164 phone number. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);

/**
 * Counters of the abuse limits, shared by every instance and kept over restarts: fixed windows
 * (until `reset_at`), and backoff counters, which also wait until `blocked_until` and are
 * forgotten at `reset_at`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: at('reset_at').notNull(),
  blockedUntil: at('blocked_until'),
});

/** Generated secrets every instance must agree on (the access-token key when TOKEN_SECRET is unset). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

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
    storeKey: text('store_key').notNull(),
    /** The store's locale tag of the page it was placed on; its language is the mails'. */
    locale: text('locale').notNull(),
    productSku: text('product_sku').notNull(),
    type: limitOrderType('type').notNull(),
    quantity: integer('quantity').notNull(),
    targetUnitPriceCentAmount: integer('target_unit_price_cent_amount').notNull(),
    currency: text('currency').notNull(),
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
    check('limit_orders_currency_check', sql`${t.currency} in ('EUR', 'CHF', 'USD')`),
  ],
);

/** Limit order numbers (LO-000042): a sequence, so concurrent placements never share one. */
export const limitOrderNumbers = pgSequence('limit_order_number_seq');

export const customersSchema = {
  customers,
  customerAddresses,
  sessions,
  refreshTokens,
  emailTokens,
  phoneCodes,
  outboxMessages,
  rateLimits,
  appSecrets,
  limitOrders,
};
