import fp from 'fastify-plugin';
import { storeKeyHeader, StoreHeadersSchema } from '@shop/api-client/contract';
import type { StoreKey } from '@shop/i18n';
import { parseRequest } from '../lib/validate';

declare module 'fastify' {
  interface FastifyRequest {
    storeKey: StoreKey;
  }
}

/**
 * Every request belongs to a store (spec 7: x-store-key carries the shop domain). A missing key is
 * the default store; an unknown one is refused rather than silently served as Austria.
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('storeKey', 'at');
    fastify.addHook('onRequest', async (request) => {
      request.storeKey = parseRequest(StoreHeadersSchema, 'headers', request.headers)[
        storeKeyHeader
      ];
    });
  },
  { name: 'store-key' },
);
