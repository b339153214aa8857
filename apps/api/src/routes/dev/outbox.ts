import type { FastifyPluginAsync } from 'fastify';
import {
  errorCodes,
  isLoopbackAddress,
  OutboxQuerySchema,
  OUTBOX_PATH,
  type OutboxMessage,
} from '@shop/api-client';
import { notFound, repositoryCall } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';

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
  fastify.get('/outbox', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress) || !isLoopbackAddress(request.ip))
      throw notFound(errorCodes.routeNotFound, `Route not found: GET ${OUTBOX_PATH}`);
    const { to } = parseRequest(OutboxQuerySchema, 'query', request.query);
    return { messages: await repositoryCall(() => list(to)) };
  });
};

export default outboxRoutes;
