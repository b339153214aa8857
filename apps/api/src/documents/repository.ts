import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  errorCodes,
  languageOfTag,
  type DocumentKind,
  type Order,
  type OrderDocument,
  type TimelineEventName,
} from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import type { Database } from '../db/client';
import { businessError } from '../lib/business-errors';
import type { DealerAccounts } from '../orders/dealer-accounts';
import type { DocumentAudience } from '../orders/lifecycle/hooks';
import type { DealersDetails } from './dealer-details';
import { documentPdf } from './document-pdf';
import { nextDocumentNumber } from './numbering';
import { cancellationSnapshot, orderSnapshot } from './snapshot';
import { documents } from './tables';

type DocumentRow = typeof documents.$inferSelect;

/** Where a document's PDF is read: the customer's order path, or the staff's. */
const basePath: Record<DocumentAudience, string> = { customer: '/orders', staff: '/staff/orders' };

const attachedKinds: Partial<Record<TimelineEventName, readonly DocumentKind[]>> = {
  paymentReceived: ['invoice'],
  payoutSent: ['creditNote'],
  cancelled: ['invoiceCancellation', 'creditNoteCancellation'],
};

const reference = (row: DocumentRow, audience: DocumentAudience): OrderDocument => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  issuedAt: row.issuedAt.toISOString(),
  url: `${basePath[audience]}/${row.orderId}/documents/${row.id}.pdf`,
});

export interface DocumentsDeps {
  dealers: DealersDetails;
  accounts: DealerAccounts;
}

/** The file name a document is downloaded and attached under. */
export const documentFileName = (row: Pick<DocumentRow, 'number'>) => `${row.number}.pdf`;

/**
 * Invoices and credit notes: issued inside an order's transition (numbered in its transaction),
 * listed on the order, drawn as PDFs from their snapshots.
 */
export function createDocumentsRepository(db: Database, { dealers, accounts }: DocumentsDeps) {
  /**
   * The order's document of `kind`, issued now in `tx` unless it already was (a repeated
   * transition issues nothing new and takes no number).
   */
  async function issue(
    tx: Database,
    order: Order,
    kind: Extract<DocumentKind, 'invoice' | 'creditNote'>,
    { at, paymentReference }: { at: Date; paymentReference: string | null },
  ): Promise<DocumentRow> {
    const [existing] = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, order.id), eq(documents.kind, kind)));
    if (existing) return existing;
    const numbered = await nextDocumentNumber(tx, order.store, kind, at);
    const language = languageOfTag(order.locale);
    const snapshot = orderSnapshot(order, {
      kind,
      number: numbered.number,
      issuedAt: at,
      language,
      dealer: dealers[order.store],
      dealerAccount: accounts[order.store],
      reference: paymentReference,
    });
    const [row] = await tx
      .insert(documents)
      .values({
        kind,
        series: numbered.series,
        year: numbered.year,
        sequence: numbered.sequence,
        number: numbered.number,
        storeKey: order.store,
        orderId: order.id,
        language,
        issuedAt: at,
        snapshot,
        pdf: await documentPdf(snapshot),
      })
      .returning();
    return row!;
  }

  /**
   * A cancelling document for each of the order's documents not yet cancelled, in `tx`: the
   * order was cancelled after its invoice or credit note was issued.
   */
  async function cancelAll(
    tx: Database,
    orderId: string,
    { at, reason }: { at: Date; reason: string | null },
  ): Promise<DocumentRow[]> {
    const issued = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), isNull(documents.cancels)))
      .orderBy(asc(documents.issuedAt));
    const cancelled = new Set(
      (
        await tx
          .select({ cancels: documents.cancels })
          .from(documents)
          .where(eq(documents.orderId, orderId))
      ).map((row) => row.cancels),
    );
    const made: DocumentRow[] = [];
    for (const original of issued) {
      if (cancelled.has(original.id)) continue;
      const kind: DocumentKind =
        original.kind === 'invoice' ? 'invoiceCancellation' : 'creditNoteCancellation';
      const numbered = await nextDocumentNumber(tx, original.storeKey, kind, at);
      const snapshot = cancellationSnapshot(original.snapshot, {
        number: numbered.number,
        issuedAt: at,
        reason,
      });
      const [row] = await tx
        .insert(documents)
        .values({
          kind,
          series: numbered.series,
          year: numbered.year,
          sequence: numbered.sequence,
          number: numbered.number,
          storeKey: original.storeKey,
          orderId,
          language: original.language,
          issuedAt: at,
          snapshot,
          pdf: await documentPdf(snapshot),
          cancels: original.id,
        })
        .returning();
      made.push(row!);
    }
    return made;
  }

  /** The documents of each order, oldest first, with their PDFs' paths for `audience`. */
  async function listFor(
    orderIds: readonly string[],
    audience: DocumentAudience,
  ): Promise<Map<string, OrderDocument[]>> {
    const byOrder = new Map<string, OrderDocument[]>(orderIds.map((id) => [id, []]));
    if (orderIds.length === 0) return byOrder;
    const rows = await db
      .select()
      .from(documents)
      .where(inArray(documents.orderId, [...orderIds]))
      .orderBy(asc(documents.issuedAt), asc(documents.number));
    for (const row of rows) byOrder.get(row.orderId)?.push(reference(row, audience));
    return byOrder;
  }

  /** One document of the order; another order's (or none) is not found. */
  async function find(orderId: string, documentId: string): Promise<DocumentRow> {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.id, documentId), eq(documents.orderId, orderId)));
    if (!row)
      throw businessError(errorCodes.documentNotFound, 404, { name: 'ResourceNotFoundError' });
    return row;
  }

  /** One document of the order as the PDF it was issued as. */
  async function pdf(
    orderId: string,
    documentId: string,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const row = await find(orderId, documentId);
    return { fileName: documentFileName(row), pdf: row.pdf };
  }

  /** The store a document of the order belongs to (the staff's store check). */
  const storeOf = async (orderId: string, documentId: string): Promise<StoreKey> =>
    (await find(orderId, documentId)).storeKey;

  /**
   * The PDFs the mail of an order's step carries: the invoice with the payment, the credit note
   * with the payout, the cancelling documents with the cancellation. A cash purchase is paid at
   * the counter, where it is handed over (no mail): its invoice is on the order page.
   */
  async function attachmentsFor(orderId: string, event: TimelineEventName) {
    const kinds = attachedKinds[event];
    if (!kinds) return [];
    const rows = await db
      .select()
      .from(documents)
      .where(and(eq(documents.orderId, orderId), inArray(documents.kind, [...kinds])))
      .orderBy(asc(documents.number));
    return rows.map((row) => ({
      filename: documentFileName(row),
      contentType: 'application/pdf',
      content: row.pdf,
    }));
  }

  return { issue, cancelAll, listFor, pdf, storeOf, attachmentsFor };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
