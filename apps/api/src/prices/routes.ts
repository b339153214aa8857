import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { storeKeys, stores, type StoreKey } from '@shop/i18n';
import { endpointRoute } from '../lib/endpoint-route';
import { parseRequest } from '../lib/validate';

/** The store a country belongs to (AT, DE, CH, LI, US: one store each). */
const storeOfCountry = new Map<string, StoreKey>(storeKeys.map((k) => [stores[k].country, k]));

const pricesRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.prices;
  // Answered from memory: never queued behind the database, kept up while the event loop lags.
  const inMemory = { config: { databaseBound: false, shedUnderPressure: false } };

  endpointRoute(
    fastify,
    declared.metals,
    async () => fastify.prices.metalPrices(new Date()),
    inMemory,
  );

  endpointRoute(fastify, declared.snapshots, async ({ query }) => {
    const points = await fastify.pricesRepository.snapshots(query, new Date());
    return { ...query, points };
  });

  // Served from memory (rebuilt on every recalculation) by joining pre-serialized entries: this is
  // the hottest read of the shop (every product tile, batched by the browser), and every page
  // asks for a different SKU set. A plain route, synchronous as nothing here waits: an async
  // handler would add a promise, resolved with the (thenable) reply, to every request.
  fastify.get(
    '/prices/products',
    { config: { ...inMemory.config, endpoint: declared.products } },
    (request, reply) => {
      const query = parseRequest(declared.products.query, 'query', request.query);
      const store = storeOfCountry.get(query.country)!;
      reply
        .type('application/json; charset=utf-8')
        .send(fastify.prices.productPricesJson(store, query.skus, new Date()));
    },
  );
};

export default pricesRoutes;
