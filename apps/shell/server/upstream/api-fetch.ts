import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';
import type { ApiBalancer } from './balancer';
import { instanceFailed, mayRetry } from './retry';

export interface ApiFetchOptions {
  balancer: ApiBalancer;
  /** EDGE_SECRET: the API believes the visitor's address the edge names only with it. */
  edgeSecret: string | undefined;
  fetch?: typeof globalThis.fetch;
}

/**
 * The fetch of the edge's own API calls (server render, page status, product heads, sitemap,
 * maintenance and version checks): each goes to an instance that is up, another one when the
 * first could not be reached (mayRetry), and carries what the proxy's calls carry, the edge
 * secret and the visitor's address, so the API's per-address limits count the visitor, not the
 * edge. Clients are built on any instance's base URL (`baseUrl`); the instance is chosen here.
 */
export function createApiFetch({
  balancer,
  edgeSecret,
  fetch = globalThis.fetch,
}: ApiFetchOptions): (clientAddress?: string) => typeof globalThis.fetch {
  return (clientAddress) =>
    (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const headers = new Headers(init.headers);
      if (edgeSecret) headers.set(EDGE_SECRET_HEADER, edgeSecret);
      // The visitor as the edge saw it, or none (the edge's own checks): never a caller's claim.
      if (clientAddress) headers.set('x-forwarded-for', clientAddress);
      else headers.delete('x-forwarded-for');
      const method = init.method ?? 'GET';
      const tried = new Set<string>();
      for (;;) {
        const instance = balancer.choose(tried);
        if (instance === undefined) throw new Error('no API instance left to try');
        tried.add(instance);
        const target = new URL(`${url.pathname}${url.search}`, new URL(instance).origin);
        try {
          return await fetch(target, { ...init, headers });
        } catch (error) {
          if (init.signal?.aborted || !instanceFailed(error)) throw error;
          balancer.markDown(instance);
          // A body of the API client is a string: resent as it was, when nothing was sent.
          if (
            !mayRetry(error, method, init.body != null) ||
            tried.size >= balancer.instances.length
          )
            throw error;
        }
      }
    }) as typeof globalThis.fetch;
}
