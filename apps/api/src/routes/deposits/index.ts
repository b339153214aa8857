import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DepositHistoryQuerySchema, type Deposit, type DepositHistory } from '@shop/api-client';
import { parseRequest } from '../../lib/validate';
import { customerIdOf } from '../../sessions/auth';
import type { DepositScope } from '../../deposits/repository';

/** The signed-in customer in the request's store: a deposit belongs to a customer account. */
const scopeOf = (request: FastifyRequest): DepositScope => ({
  ownerId: customerIdOf(request),
  store: request.storeKey,
});

/** GET /deposits (spec 7) and opening one. Only its owner ever reads a deposit. */
const depositRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.deposits;
  const requireUser = { onRequest: fastify.auth.requireUser };

  fastify.get('/', requireUser, async (request): Promise<Deposit[]> =>
    repository.list(scopeOf(request)),
  );

  fastify.get('/history', requireUser, async (request): Promise<DepositHistory> => {
    const { timespan } = parseRequest(DepositHistoryQuerySchema, 'query', request.query);
    return repository.history(scopeOf(request), timespan);
  });

  fastify.post('/', requireUser, async (request, reply) => {
    const { deposit, created } = await repository.open(scopeOf(request));
    return reply.status(created ? 201 : 200).send(deposit);
  });
};

export default depositRoutes;
