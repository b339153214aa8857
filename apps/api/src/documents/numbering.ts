import { sql } from 'drizzle-orm';
import type { DocumentKind } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { timeZones } from '../plugins/messaging/templates';
import { documentCounters, type DocumentSeries } from './tables';

/**
 * A cancelling document continues the series of the document it reverses, as AT and DE practice
 * has it: one invoice series (RE) and one credit-note series (GS) per store and year.
 */
export const seriesOf = (kind: DocumentKind): DocumentSeries =>
  kind === 'invoice' || kind === 'invoiceCancellation' ? 'RE' : 'GS';

/** The calendar year of `at` in the store's time zone: a New Year's Eve document stays in its year. */
export function storeYear(store: StoreKey, at: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: timeZones[store] }).format(at),
  );
}

/** As printed: the store, the series, the year and the number, at least six digits. */
export const documentNumber = (
  store: StoreKey,
  series: DocumentSeries,
  year: number,
  sequence: number,
): string => `${store.toUpperCase()}-${series}-${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of a series, in the caller's transaction `tx`: the counter row is inserted or
 * incremented, and its row lock is held until that transaction ends. Concurrent issuers in the
 * same store, series and year wait for each other (a document is issued once per paid order, not
 * per page view), and a transaction that rolls back rolls its increment back: no gaps.
 */
export async function nextDocumentNumber(
  tx: Database,
  store: StoreKey,
  kind: DocumentKind,
  at: Date,
): Promise<{ series: DocumentSeries; year: number; sequence: number; number: string }> {
  const series = seriesOf(kind);
  const year = storeYear(store, at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ storeKey: store, series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.storeKey, documentCounters.series, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  const sequence = row!.lastNumber;
  return { series, year, sequence, number: documentNumber(store, series, year, sequence) };
}
