import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { customerTypes, newsletterInterests, salutations } from '@shop/api-client/contract';
import { languages, storeKeys } from '@shop/i18n';
import { oneOf } from '../db/one-of';

/*
 * Customers and what proves who they are (spec 3, 5, 7). Secrets are never stored: passwords as
 * argon2id hashes, e-mail tokens and SMS codes as hashes.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const customerType = pgEnum('customer_type', customerTypes);
export const emailTokenPurpose = pgEnum('email_token_purpose', [
  'activation',
  'password_reset',
  'email_change',
]);

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case (the shared schema folds it); the unique index folds again to be sure. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    salutation: text('salutation', { enum: salutations }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    type: customerType('type').notNull().default('individual'),
    companyName: text('company_name'),
    vatId: text('vat_id'),
    /** E.164 (+4366412345678), as libphonenumber formats it. */
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    newsletterInterests: text('newsletter_interests', { enum: newsletterInterests })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: text('language', { enum: languages }).notNull().default('de'),
    /** Optimistic concurrency: every change adds one; a stale version is refused. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    firstLoginAt: at('first_login_at'),
    /** The authenticator app's secret (optional second factor), encrypted; null while off. */
    totpSecret: text('totp_secret'),
    /** A secret offered for enrolment, encrypted, until its first code turns the factor on. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The time step (30 s) of the last code accepted: a code is never accepted twice. */
    lastTotpStep: integer('last_totp_step'),
    /** The store the customer registered in: its staff serve them (issue 26). */
    storeKey: text('store_key', { enum: storeKeys }).notNull().default('at'),
    /** The number staff and the customer quote (K-100001), drawn from a sequence. */
    customerNumber: integer('customer_number')
      .notNull()
      .generatedByDefaultAsIdentity({ startWith: 100001 }),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    check('customers_language_check', oneOf(t.language, languages)),
    check('customers_store_key_check', oneOf(t.storeKey, storeKeys)),
    uniqueIndex('customers_customer_number_unique').on(t.customerNumber),
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
    salutation: text('salutation', { enum: salutations }),
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
    /** An e-mail change's new address (purpose email_change): the account's once confirmed. */
    newEmail: text('new_email'),
  },
  (t) => [index('email_tokens_customer_idx').on(t.customerId, t.purpose)],
);

/** The recovery codes handed out with the second factor, keyed hashes only; each works once. */
export const customerRecoveryCodes = pgTable(
  'customer_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_recovery_codes_customer_idx').on(t.customerId)],
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
