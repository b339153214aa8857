import {
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { documentKinds } from '@shop/api-client/contract';
import { languages, storeKeys } from '@shop/i18n';
import { bytes } from '../db/bytes';
import { oneOf } from '../db/one-of';
import { orders } from '../orders/tables';
import type { DocumentSnapshot } from './snapshot';

/*
 * Invoices and credit notes (issue 25, item 9). Numbers run per store, series and year without
 * gaps, so they come from a counter row taken in the transaction that issues the document: a
 * rolled-back transition rolls its number back too (a sequence would skip it).
 */

/** The two number series: invoices and their cancellations (RE), credit notes and theirs (GS). */
export const documentSeries = ['RE', 'GS'] as const;
export type DocumentSeries = (typeof documentSeries)[number];

export const documentCounters = pgTable(
  'document_counters',
  {
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    series: text('series', { enum: documentSeries }).notNull(),
    year: integer('year').notNull(),
    /** The last number issued in this store, series and year. */
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeKey, t.series, t.year] }),
    check('document_counters_series_check', oneOf(t.series, documentSeries)),
  ],
);

/**
 * Issued documents. A trigger (migration 0026) refuses every UPDATE, DELETE and TRUNCATE: what was
 * issued stays as issued; a correction is a new document whose `cancels` names the one it reverses.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: documentKinds }).notNull(),
    series: text('series', { enum: documentSeries }).notNull(),
    year: integer('year').notNull(),
    /** Its place in the series: 1, 2, … per store and year. */
    sequence: integer('sequence').notNull(),
    /** As printed: AT-RE-2026-000042. */
    number: text('number').notNull(),
    storeKey: text('store_key', { enum: storeKeys }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's language when it was issued: the PDF is always drawn in it. */
    language: text('language', { enum: languages }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** Everything the PDF shows, as it was at issue (see snapshot.ts). */
    snapshot: jsonb('snapshot').$type<DocumentSnapshot>().notNull(),
    /**
     * The PDF as issued, drawn once in the issuing transaction: what is downloaded and attached
     * later is these bytes, so a later change of the layout or the texts alters no issued document.
     */
    pdf: bytes('pdf').notNull(),
    cancels: uuid('cancels').references((): AnyPgColumn => documents.id),
  },
  (t) => [
    uniqueIndex('documents_number_idx').on(t.number),
    uniqueIndex('documents_series_sequence_idx').on(t.storeKey, t.series, t.year, t.sequence),
    // One invoice or credit note per order, and one cancellation of each.
    uniqueIndex('documents_order_kind_idx').on(t.orderId, t.kind),
    uniqueIndex('documents_cancels_idx').on(t.cancels),
    check('documents_kind_check', oneOf(t.kind, documentKinds)),
    check('documents_series_check', oneOf(t.series, documentSeries)),
    check('documents_sequence_check', sql`${t.sequence} > 0`),
  ],
);
