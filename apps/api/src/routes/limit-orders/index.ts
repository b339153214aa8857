import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  LimitOrderDraftSchema,
  LimitOrderIdParamsSchema,
  LimitOrderUpdateSchema,
  type LimitOrder,
} from '@shop/api-client';
import { localeTag } from '@shop/i18n';
import type { LimitOrderScope } from '../../limit-orders/repository';
import { requestLanguage } from '../../lib/request-language';
import { parseRequest } from '../../lib/validate';
import { customerIdOf } from '../../sessions/auth';

const scopeOf = (request: FastifyRequest): LimitOrderScope => ({
  customerId: customerIdOf(request),
  store: request.storeKey,
});

/**
 * The limit order calls of spec 7, for signed-in customers only. Only the owner reaches a limit
 * order (in the store it was placed in); anyone else's answers 404.
 */
const limitOrderRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.limitOrders;
  const requireUser = { onRequest: fastify.auth.requireUser };

  fastify.get('/', requireUser, async (request): Promise<LimitOrder[]> =>
    repository.list(scopeOf(request)),
  );

  fastify.post('/', requireUser, async (request, reply): Promise<LimitOrder> => {
    const draft = parseRequest(LimitOrderDraftSchema, 'body', request.body);
    // Its mails speak the language of the page it was placed on.
    const locale = localeTag(request.storeKey, requestLanguage(request));
    return reply.status(201).send(await repository.create(scopeOf(request), draft, locale));
  });

  fastify.get('/:id', requireUser, async (request): Promise<LimitOrder> => {
    const { id } = parseRequest(LimitOrderIdParamsSchema, 'params', request.params);
    return repository.get(scopeOf(request), id);
  });

  fastify.put('/:id', requireUser, async (request): Promise<LimitOrder> => {
    const { id } = parseRequest(LimitOrderIdParamsSchema, 'params', request.params);
    const update = parseRequest(LimitOrderUpdateSchema, 'body', request.body);
    return repository.update(scopeOf(request), id, update);
  });

  fastify.delete('/:id', requireUser, async (request): Promise<LimitOrder> => {
    const { id } = parseRequest(LimitOrderIdParamsSchema, 'params', request.params);
    return repository.cancel(scopeOf(request), id);
  });
};

export default limitOrderRoutes;
