import type { FastifyPluginAsync } from 'fastify';
import { RefreshTokenBodySchema } from '@shop/api-client';
import { parseRequest } from '../../lib/validate';

/**
 * The token calls of spec 7. Admin-prefixed by the spec, yet for every client (spec 6): they are
 * registered beside the staff routes, outside their admin-token hook.
 */
const sessionRoutes: FastifyPluginAsync = async (fastify) => {
  /** A guest's session (level Anonymous), a bounded number per client address. */
  fastify.get('/anonymous', async (request) => {
    await fastify.rateLimits.consume([[fastify.rateLimits.rules.anonymousAddress, request.ip]]);
    return fastify.sessions.startAnonymous();
  });

  /** Rotates the refresh token; a reused one revokes its family (401 refresh_token_reused). */
  fastify.post('/refresh-token', async (request) => {
    const { refreshToken } = parseRequest(RefreshTokenBodySchema, 'body', request.body);
    return fastify.sessions.refresh(refreshToken);
  });
};

export default sessionRoutes;
