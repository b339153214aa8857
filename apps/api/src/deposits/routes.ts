import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';
import { customerIdOf } from '../sessions/auth';
import type { DepositScope } from './repository';

/** The signed-in customer in the request's store: a deposit belongs to a customer account. */
const scopeOf = (request: FastifyRequest): DepositScope => ({
  ownerId: customerIdOf(request),
  store: request.storeKey,
});

/** GET /deposits (spec 7) and opening one. Only its owner ever reads a deposit. */
const depositRoutes: FastifyPluginAsync = async (fastify) => {
  const { repository } = fastify.deposits;
  const declared = endpoints.deposits;

  endpointRoute(fastify, declared.list, async (_input, request) =>
    repository.list(scopeOf(request)),
  );
  endpointRoute(fastify, declared.history, async ({ query }, request) =>
    repository.history(scopeOf(request), query.timespan),
  );
  endpointRoute(fastify, declared.open, async (_input, request, reply) => {
    const { deposit, created } = await repository.open(scopeOf(request));
    // Opening twice answers the deposit already open, with 200.
    if (created) reply.status(201);
    return deposit;
  });
};

export default depositRoutes;
