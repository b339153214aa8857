import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { adminTokenHeader, errorCodes, RecalculateBodySchema } from '@shop/api-client';
import { AppError, notFound } from '../../lib/errors';
import { parseRequest } from '../../lib/validate';

export interface AdminRoutesOptions {
  /** Unset: the admin routes answer as if they did not exist (production without a token). */
  adminToken?: string;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (fastify, { adminToken }) => {
  fastify.addHook('onRequest', async (request) => {
    if (!adminToken) {
      throw notFound(
        errorCodes.routeNotFound,
        `Route not found: ${request.method} ${request.url.split('?')[0]}`,
      );
    }
    const given = request.headers[adminTokenHeader];
    if (typeof given !== 'string' || !sameToken(given, adminToken)) {
      throw new AppError({
        name: 'OperationNotValidError',
        message: 'A valid admin token is required',
        code: errorCodes.adminTokenInvalid,
        statusCode: 401,
        reason: 'unauthorized',
      });
    }
  });

  /** Runs one recalculation now (waiting for a running one) and answers when it is committed. */
  fastify.post('/prices/recalculate', async (request) => {
    const body = parseRequest(RecalculateBodySchema, 'body', request.body ?? {});
    const result = await fastify.prices.recalculate({
      force: true,
      ...(body.shock !== undefined ? { shock: body.shock } : {}),
    });
    return { lastRecalculatedAt: (result.lastRecalculatedAt ?? new Date(0)).toISOString() };
  });
};

export default adminRoutes;
