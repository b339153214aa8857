import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { salutations, whistleblowAuthors, whistleblowStatuses } from '@shop/api-client/contract';
import { languages, storeKeys } from '@shop/i18n';
import { oneOf } from '../db/one-of';

/*
 * What visitors send the dealer (spec 7 "Other"): contact messages and whistleblower reports.
 */

const at = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/**
 * A contact form message; kept at most 12 months (spec 1): the contact-data purge job (jobs/)
 * deletes older ones.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    language: text('language', { enum: languages }).notNull(),
    salutation: text('salutation', { enum: salutations }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When the visitor gave the data consent the form requires (spec 5). */
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    createdAt: at('created_at'),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * A whistleblower report. Everything the reporter wrote is in `payload`, AES-256-GCM encrypted
 * with the configured key (application/crypto.ts); the case code is kept only as a SHA-256, so
 * the database alone neither reads a report nor opens its case. No address, user agent, session
 * or account is stored, and the date has day precision only.
 */
export const whistleblowReports = pgTable(
  'whistleblow_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseCodeHash: text('case_code_hash').notNull().unique(),
    payload: text('payload').notNull(),
    status: text('status', { enum: whistleblowStatuses }).notNull().default('received'),
    receivedOn: date('received_on')
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [check('whistleblow_reports_status_check', oneOf(t.status, whistleblowStatuses))],
);

/** Follow-ups of a report: more information from the reporter, answers from the dealer. */
export const whistleblowMessages = pgTable(
  'whistleblow_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => whistleblowReports.id, { onDelete: 'cascade' }),
    author: text('author', { enum: whistleblowAuthors }).notNull(),
    /** Encrypted like the report. */
    payload: text('payload').notNull(),
    /** Ordering within a case; precise time would be metadata the reporter did not give. */
    sequence: integer('sequence').notNull(),
    writtenOn: date('written_on')
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [
    uniqueIndex('whistleblow_messages_report_idx').on(t.reportId, t.sequence),
    check('whistleblow_messages_author_check', oneOf(t.author, whistleblowAuthors)),
  ],
);
