import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';

/**
 * The versions the edge keys rendered pages on, in one answer so it polls once: from memory,
 * never queued behind the database (the edge asks every two seconds).
 */
const versionsRoutes: FastifyPluginAsync = async (fastify) => {
  endpointRoute(
    fastify,
    endpoints.versions.current,
    async () => {
      const [metal] = fastify.prices.metalPrices(new Date());
      return {
        prices: metal?.lastRecalculatedAt ?? null,
        content: fastify.content.changes.current(),
        catalogue: fastify.productSearch.version(),
      };
    },
    { config: { databaseBound: false, shedUnderPressure: false } },
  );
};

export default versionsRoutes;
