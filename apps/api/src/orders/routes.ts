import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  consentsGiven,
  endpoints,
  errorCodes,
  IdempotencyKeySchema,
  languageOfTag,
  OrderDraftSchema,
  OrderIdParamsSchema,
  OrderLanguageQuerySchema,
  OrderSlipQuerySchema,
} from '@shop/api-client/contract';
import * as v from 'valibot';
import { businessError } from '../lib/business-errors';
import { endpointRoute } from '../lib/endpoint-route';
import { parseRequest } from '../lib/validate';
import { scopeOf } from '../carts/routes';
import { slipPdf } from './slip-pdf';

const IdempotencyHeadersSchema = v.object({ 'idempotency-key': IdempotencyKeySchema });

/**
 * The order calls of spec 7: placing an order from a cart (with an Idempotency-Key, so a repeat
 * makes no second order) and reading one's own orders.
 */
const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.orders;
  const declared = endpoints.orders;

  // A plain route: the missing key is named before the body is read, and a repeat answers the
  // status stored with its key.
  fastify.post(
    '/orders',
    { onRequest: fastify.auth.requireSession, config: { endpoint: declared.create } },
    async (request, reply) => {
      if (request.headers['idempotency-key'] === undefined)
        throw businessError(errorCodes.idempotencyKeyMissing, 400);
      const { 'idempotency-key': idempotencyKey } = parseRequest(
        IdempotencyHeadersSchema,
        'headers',
        request.headers,
      );
      const { languageTag } = parseRequest(OrderLanguageQuerySchema, 'query', request.query);
      const draft = parseRequest(OrderDraftSchema, 'body', request.body);
      // Refused before the key is claimed: nothing is stored, the same key may follow with consents.
      if (!consentsGiven(draft.consents)) throw businessError(errorCodes.consentsMissing, 400);
      const answer = await repository.place(scopeOf(request), {
        draft,
        idempotencyKey,
        languageTag,
      });
      return reply.status(answer.status).send(answer.body);
    },
  );

  endpointRoute(fastify, declared.list, async (_input, request) =>
    repository.list(scopeOf(request).ownerId),
  );

  endpointRoute(fastify, declared.get, async ({ params }, request) =>
    repository.get(scopeOf(request).ownerId, params.id),
  );

  /*
   * The accompanying slip of a posted sale (issue 23) as a PDF to print, for the same caller as
   * GET /orders/{id}: the session that owns the order, a guest's included; anyone else's order is
   * not found. The confirmation mail's link carries the order's slip key instead, so it opens on
   * any device. In the language asked for, else the one the order was placed in. A plain route:
   * the session is asked for only without the key, and the answer is a PDF.
   */
  fastify.get(
    '/orders/:id/slip.pdf',
    { config: { endpoint: declared.slip } },
    async (request, reply) => {
      const { id } = parseRequest(OrderIdParamsSchema, 'params', request.params);
      const { languageTag, token } = parseRequest(OrderSlipQuerySchema, 'query', request.query);
      const keyed = token !== undefined && sameKey(token, repository.slipKey(id));
      if (!keyed) await fastify.auth.requireSession(request, reply);
      const source = await repository.slipSource(keyed ? null : scopeOf(request).ownerId, id);
      const pdf = await slipPdf({
        ...source,
        language: languageOfTag(languageTag ?? source.order.locale),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${source.order.orderNumber}-slip.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};

const sameKey = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

export default orderRoutes;
