import type { FastifyPluginAsync } from 'fastify';
import {
  endpoints,
  errorCodes,
  isLoopbackAddress,
  OUTBOX_PATH,
  type OutboxMessage,
} from '@shop/api-client/contract';
import { endpointRoute } from '../../lib/endpoint-route';
import { notFound, repositoryCall } from '../../lib/errors';

export interface OutboxRoutesOptions {
  list: (to: string) => Promise<OutboxMessage[]>;
}

/**
 * GET /dev/outbox?to=: what the shop sent to an address or number, newest first. Registered only
 * while the outbox is a transport and the shop serves no public origin; it answers only a client
 * on this machine (through the edge, which also checks the Host, or directly), and anyone else
 * as if it did not exist.
 */
const outboxRoutes: FastifyPluginAsync<OutboxRoutesOptions> = async (fastify, { list }) => {
  endpointRoute(fastify, endpoints.outbox.list, async ({ query }, request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
      throw notFound(errorCodes.routeNotFound, `Route not found: GET ${OUTBOX_PATH}`);
    return { messages: await repositoryCall(() => list(query.to)) };
  });
};

export default outboxRoutes;
