import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@shop/api-client/contract';
import { endpointRoute } from '../lib/endpoint-route';

const productsRoutes: FastifyPluginAsync = async (fastify) => {
  const declared = endpoints.catalogue;
  endpointRoute(fastify, declared.identifiers, async () =>
    fastify.productsRepository.identifiers(),
  );
  endpointRoute(fastify, declared.categories, async () => fastify.categoriesRepository.list());
};

export default productsRoutes;
