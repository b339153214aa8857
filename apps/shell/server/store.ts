import { resolveStoreKey, type StoreHostMap, type StoreKey } from '@shop/i18n';

/**
 * The store a request belongs to, by its Host. Fastify's `request.host` is the Host header, or
 * X-Forwarded-Host when proxies are trusted.
 */
export function storeOfRequest(request: { host: string }, map: StoreHostMap): StoreKey {
  return resolveStoreKey(request.host ?? '', map);
}
