import type { FastifyPluginAsync } from 'fastify';
import { ProductSearchQuerySchema } from '@shop/api-client';
import { NoQuerySchema, parseRequest } from '../lib/validate';

/** Endpoints without parameters still refuse a query string they would silently ignore. */
const productsRoutes: FastifyPluginAsync = async (fastify) => {
  // Served from this instance's memory (search/search-plugin.ts); synchronous, as nothing
  // here waits.
  fastify.get('/search', (request, reply) => {
    const query = parseRequest(ProductSearchQuerySchema, 'query', request.query);
    reply
      .type('application/json; charset=utf-8')
      .send(fastify.productSearch.searchJson(query, request.storeKey));
  });

  fastify.get('/identifiers', async (request) => {
    parseRequest(NoQuerySchema, 'query', request.query);
    return fastify.productsRepository.identifiers();
  });

  fastify.get('/categories', async (request) => {
    parseRequest(NoQuerySchema, 'query', request.query);
    return fastify.categoriesRepository.list();
  });
};

export default productsRoutes;
