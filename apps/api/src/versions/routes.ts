import type { FastifyPluginAsync } from 'fastify';
import type { RenderVersions } from '@shop/api-client';
import { NoQuerySchema, parseRequest } from '../../lib/validate';

/**
 * The versions the edge keys rendered pages on, in one answer so it polls once: from memory,
 * never queued behind the database (the edge asks every two seconds).
 */
const versionsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/',
    { config: { databaseBound: false, shedUnderPressure: false } },
    async (request): Promise<RenderVersions> => {
      parseRequest(NoQuerySchema, 'query', request.query);
      const [metal] = fastify.prices.metalPrices(new Date());
      return { prices: metal?.lastRecalculatedAt ?? null, content: fastify.content.cache.version };
    },
  );
};

export default versionsRoutes;
