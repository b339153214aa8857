import type { FastifyPluginAsync } from 'fastify';
import { OutboxQuerySchema, type OutboxMessage } from '@shop/api-client';
import { repositoryCall } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';

export interface OutboxRoutesOptions {
  list: (to: string) => Promise<OutboxMessage[]>;
}

/** GET /dev/outbox?to=: what the shop sent to an address or number, newest first. Registered only while the outbox is a transport. */
const outboxRoutes: FastifyPluginAsync<OutboxRoutesOptions> = async (fastify, { list }) => {
  fastify.get('/outbox', async (request) => {
    const { to } = parseRequest(OutboxQuerySchema, 'query', request.query);
    return { messages: await repositoryCall(() => list(to)) };
  });
};

export default outboxRoutes;
