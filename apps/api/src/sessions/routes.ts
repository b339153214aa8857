import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';

/**
 * The token calls of spec 7. Admin-prefixed by the spec, yet for every client (spec 6): they are
 * registered beside the staff routes, outside their admin-token hook.
 */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.sessions;

  endpointRoute(fastify, declared.anonymous, async (_input, request) => {
    await fastify.rateLimits.consume([[fastify.rateLimits.rules.anonymousAddress, request.ip]]);
    return fastify.sessions.startAnonymous();
  });

  // A reused refresh token revokes its family (401 refresh_token_reused).
  endpointRoute(fastify, declared.refresh, async ({ body }) =>
    fastify.sessions.refresh(body.refreshToken),
  );
};

export default sessionRoutes;
