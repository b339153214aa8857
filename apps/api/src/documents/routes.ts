import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { scopeOf } from '../carts/routes';
import { endpointRoute } from '../lib/endpoint-route';
import { repositoryCall } from '../lib/errors';
import { assertStaffStore } from '../lib/staff-access';
import { lookupTokenValid } from '../orders/lookup';

/** A document's PDF as the answer: inline, under its number, never cached by a proxy. */
const sendPdf = (reply: FastifyReply, { fileName, pdf }: { fileName: string; pdf: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/**
 * GET /orders/{id}/documents/{documentId}.pdf: a document of the caller's own order, or of the
 * order a guest found with its number, e-mail and code (the lookup's token names the order).
 */
export const customerDocumentRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.documents;
  endpointRoute(fastify, endpoints.documents.get, async ({ params, query }, request, reply) => {
    const keyed =
      query.token !== undefined &&
      lookupTokenValid(fastify.keyedHash, params.id, query.token, new Date());
    if (!keyed) {
      await fastify.auth.requireSession(request, reply);
      // Not the caller's order: not found, as GET /orders/{id} answers.
      await fastify.orders.repository.get(scopeOf(request).ownerId, params.id);
    }
    return sendPdf(reply, await repositoryCall(() => repository.pdf(params.id, params.documentId)));
  });
};

/**
 * GET /staff/orders/{id}/documents/{documentId}.pdf, inside the staff guard's scope: the
 * document's store is the order's, checked against the member's orders permission.
 */
export const staffDocumentRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.documents;
  endpointRoute(fastify, endpoints.documents.staffGet, async ({ params }, request, reply) => {
    const store = await repositoryCall(() => repository.storeOf(params.id, params.documentId));
    assertStaffStore(request, 'orders', store);
    return sendPdf(reply, await repositoryCall(() => repository.pdf(params.id, params.documentId)));
  });
};
