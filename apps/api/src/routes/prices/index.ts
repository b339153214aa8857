import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { MetalSnapshotsQuerySchema, ProductPricesQuerySchema } from '@shop/api-client';
import { storeKeys, stores, type StoreKey } from '@shop/i18n';
import { parseRequest } from '../../lib/validate';

const NoQuerySchema = v.strictObject({});

/** The store a country belongs to (AT, DE, CH, LI, US: one store each). */
const storeOfCountry = new Map<string, StoreKey>(storeKeys.map((k) => [stores[k].country, k]));

const pricesRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/metals', async (request) => {
    parseRequest(NoQuerySchema, 'query', request.query);
    return fastify.prices.metalPrices(new Date());
  });

  fastify.get('/metals/snapshots', async (request) => {
    const query = parseRequest(MetalSnapshotsQuerySchema, 'query', request.query);
    const points = await fastify.pricesRepository.snapshots(query, new Date());
    return { ...query, points };
  });

  // Served from memory (reloaded on every recalculation), as a pre-serialized string: this is the
  // hottest read of the shop (every product tile, batched by the browser).
  fastify.get('/products', async (request, reply) => {
    const now = new Date();
    const queryKey = request.url.slice(request.url.indexOf('?') + 1);
    // A query string answered before (since the last recalculation) was valid then and is now.
    let body = fastify.prices.cachedProductPricesJson(queryKey, now);
    if (body === undefined) {
      const query = parseRequest(ProductPricesQuerySchema, 'query', request.query);
      const store = storeOfCountry.get(query.country)!;
      body = fastify.prices.rememberProductPrices(queryKey, store, query.skus, now);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  });
};

export default pricesRoutes;
