import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { parseRequest } from '../lib/validate';

const searchRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.search.products;
  // Served from this instance's memory (search-plugin.ts). A plain route, synchronous as nothing
  // here waits.
  fastify.get('/products/search', { config: { endpoint: declared } }, (request, reply) => {
    const query = parseRequest(declared.query, 'query', request.query);
    reply
      .type('application/json; charset=utf-8')
      .send(fastify.productSearch.searchJson(query, request.storeKey));
  });
};

export default searchRoutes;
