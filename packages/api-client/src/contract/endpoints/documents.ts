import { OrderDocumentParamsSchema, OrderDocumentQuerySchema } from '../../schemas/document';
import { errorCodes } from '../../schemas/error';
import { NoQuerySchema } from '../../schemas/no-query';
import { endpoint } from '../endpoint';

const tag = 'Documents';
const pdf = { status: 200, schema: null, contentType: 'application/pdf' } as const;
const notFound = [errorCodes.orderNotFound, errorCodes.documentNotFound];

/**
 * Invoices and credit notes (issue 25, item 9) as PDFs: the order's answers list them with these
 * paths. A document never changes, so every download is the document as issued.
 */
export const documentEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/orders/{id}/documents/{documentId}.pdf',
    summary: "Download an invoice or credit note of one of the caller's orders (a PDF)",
    description:
      "For the session that owns the order, or anyone holding the `token` of the guest's order " +
      "lookup (POST /orders/lookup) while it is valid. In the order's language. Anyone else's " +
      "order, or another order's document, is not found.",
    tag,
    access: 'public',
    params: OrderDocumentParamsSchema,
    query: OrderDocumentQuerySchema,
    answer: pdf,
    errors: { 401: [errorCodes.unauthorized, errorCodes.sessionExpired], 404: notFound },
  }),
  staffGet: endpoint({
    method: 'GET',
    path: '/staff/orders/{id}/documents/{documentId}.pdf',
    summary: "Download an order's invoice or credit note (a PDF)",
    description: "For members with the orders permission in the order's store.",
    tag,
    access: 'staff',
    permission: 'orders',
    params: OrderDocumentParamsSchema,
    query: NoQuerySchema,
    answer: pdf,
    errors: { 404: notFound },
  }),
};
