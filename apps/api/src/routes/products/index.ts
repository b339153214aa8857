import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ProductSearchQuerySchema } from '@shop/api-client';
import { parseRequest } from '../../lib/validate';

/** Endpoints without parameters still refuse a query string they would silently ignore. */
const NoQuerySchema = v.strictObject({});

const productsRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/search', async (request) => {
    const query = parseRequest(ProductSearchQuerySchema, 'query', request.query);
    return fastify.productsRepository.search(query, request.storeKey);
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
