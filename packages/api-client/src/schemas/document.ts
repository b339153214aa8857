import * as v from 'valibot';
import { TextSchema } from './text';

/**
 * Documents issued for orders (issue 25, item 9): an invoice for a paid buy order, a purchase
 * credit note (Gutschrift) for a paid-out sell order, and the cancelling document that reverses
 * either when the order is cancelled afterwards. A document never changes once issued.
 */
export const documentKinds = [
  'invoice',
  'invoiceCancellation',
  'creditNote',
  'creditNoteCancellation',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** One of an order's documents as the order's answers list it, with the address of its PDF. */
export const OrderDocumentSchema = v.object({
  id: v.string(),
  kind: v.picklist(documentKinds),
  /** Per store, series and year without gaps: AT-RE-2026-000042. */
  number: v.string(),
  issuedAt: v.string(),
  /** The PDF, relative to the API's root (the same path through the shop's /api). */
  url: v.string(),
});
export type OrderDocument = v.InferOutput<typeof OrderDocumentSchema>;

/**
 * GET /orders/{id}/documents/{documentId}.pdf: the guest lookup's token (POST /orders/lookup),
 * which opens the order's documents without the session that placed it.
 */
export const OrderDocumentQuerySchema = v.strictObject({
  token: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}\.[0-9a-f]{64}$/, 'must be an order lookup token')),
  ),
});

export const OrderDocumentParamsSchema = v.strictObject({
  id: v.pipe(TextSchema, v.uuid('must be an order id')),
  documentId: v.pipe(TextSchema, v.uuid('must be a document id')),
});
