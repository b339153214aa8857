import type { FastifyPluginAsync } from 'fastify';
import {
  consentsGiven,
  errorCodes,
  IdempotencyKeySchema,
  OrderDraftSchema,
  OrderIdParamsSchema,
  OrderLanguageQuerySchema,
  type Order,
} from '@shop/api-client';
import * as v from 'valibot';
import { businessError } from '../../lib/business-errors';
import { parseRequest } from '../../lib/validate';
import { scopeOf } from '../carts';

const IdempotencyHeadersSchema = v.object({ 'idempotency-key': IdempotencyKeySchema });

/**
 * The order calls of spec 7: placing an order from a cart (with an Idempotency-Key, so a repeat
 * makes no second order) and reading one's own orders.
 */
const orderRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.orders;
  const requireSession = { onRequest: fastify.auth.requireSession };

  fastify.post('/', requireSession, async (request, reply) => {
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
    const answer = await repository.place(scopeOf(request), { draft, idempotencyKey, languageTag });
    return reply.status(answer.status).send(answer.body);
  });

  fastify.get('/', requireSession, async (request): Promise<Order[]> =>
    repository.list(scopeOf(request).ownerId),
  );

  fastify.get('/:id', requireSession, async (request): Promise<Order> => {
    const { id } = parseRequest(OrderIdParamsSchema, 'params', request.params);
    return repository.get(scopeOf(request).ownerId, id);
  });
};

export default orderRoutes;
